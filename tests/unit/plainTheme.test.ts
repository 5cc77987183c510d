/**
 * The first-load screens are drawn without Mantine's code (decision 0027), with the theme's values
 * copied into global.css as --painel-*: they must stay the theme's, or the login and the signed-in
 * console drift apart in colour, and the error red falls back below WCAG AA's contrast.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/ui/theme';
import type { MantineTheme } from '@mantine/core';

const css = readFileSync(new URL('../../src/app/global.css', import.meta.url), 'utf8');

function declared(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`global.css declares no ${name}`);
  return match[1].trim();
}

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

describe('the first-load screens use the theme’s values', () => {
  const shades = theme.colors?.painel ?? [];
  const shade = theme.primaryShade as number;
  const light = cssVariablesResolver(theme as MantineTheme).light;

  it('the primary colour, its hover, and Mantine’s light variant of it', () => {
    expect(theme.primaryColor).toBe('painel');
    expect(declared('--painel-primary')).toBe(shades[shade]);
    expect(declared('--painel-primary-hover')).toBe(shades[shade + 1]);
    expect(declared('--painel-primary-light')).toBe(rgba(shades[6]!, 0.1));
    expect(declared('--painel-primary-light-hover')).toBe(rgba(shades[6]!, 0.12));
  });

  it('the error red and the dimmed grey that meet WCAG AA, and the font', () => {
    expect(declared('--painel-error')).toBe(light['--mantine-color-error']);
    expect(declared('--painel-dimmed')).toBe(light['--mantine-color-dimmed']);
    // Quotes as the formatter writes them: CSS reads "Segoe UI" and 'Segoe UI' alike.
    const unquoted = (fonts: string | undefined) => fonts?.replaceAll("'", '"');
    expect(unquoted(declared('--painel-font'))).toBe(unquoted(theme.fontFamily));
  });
});
