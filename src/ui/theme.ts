import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A darker blue than Mantine's default: white text on the filled shade passes WCAG AA (>= 4.5:1).
const painelBlue: MantineColorsTuple = ['#e8f2fb', '#d0e2f3', '#a3c4e6', '#72a4d9', '#4a89cd', '#3178c6', '#1f6cb5', '#1c5b8f', '#164a75', '#0f3a5e'];

export const theme = createTheme({
  primaryColor: 'painel',
  primaryShade: 7,
  colors: { painel: painelBlue },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // No field keeps what was typed beyond the page: with autocomplete off, the browser neither
  // saves a control's value in the tab's restorable state (Chromium writes that into the
  // profile's Sessions/ files, with the Ficha's name, CPF and e-mail in clear) nor adds it to its
  // autofill history. The sign-in's fields stay off too unless config.json's `loginAutocomplete`
  // names them (username, current-password) for personal machines; the new-password fields say
  // what they are.
  //
  // A Select's closed list is not kept mounted: Mantine's Combobox keeps it (hidden) by default, and
  // Floating UI then positions every hidden list as the screen mounts, each reading computed styles
  // in the middle of the first commit (63 ms of the Ficha's load at 4x; decision 0026). A Select
  // given its own `comboboxProps` must say `keepMounted: false` too: those replace these.
  components: Object.fromEntries(
    ['TextInput', 'Textarea', 'Select', 'MaskInput', 'PasswordInput', 'NumberInput', 'Autocomplete', 'InputBase'].map((name) => [
      name,
      { defaultProps: { autoComplete: 'off', ...(name === 'Select' && { comboboxProps: { keepMounted: false } }) } },
    ]),
  ),
});

/**
 * Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white and 3.2:1 on the page background,
 * below WCAG AA's 4.5:1 for body text; this grey is 5.2:1 and 5.0:1. Every provider (ui/UiProvider)
 * passes it, and global.css declares the same values for the plain first-load screens.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors in red 9 (#c92a2a, 5.4:1 on white) instead of red 6 (3.3:1).
  light: { '--mantine-color-dimmed': '#666d75', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
