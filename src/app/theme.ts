import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A darker blue than Mantine's default: white text on the filled shade passes WCAG AA (>= 4.5:1).
const painelBlue: MantineColorsTuple = [
  '#e8f2fb',
  '#d0e2f3',
  '#a3c4e6',
  '#72a4d9',
  '#4a89cd',
  '#3178c6',
  '#1f6cb5',
  '#1c5b8f',
  '#164a75',
  '#0f3a5e',
];

export const theme = createTheme({
  primaryColor: 'painel',
  primaryShade: 7,
  colors: { painel: painelBlue },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
