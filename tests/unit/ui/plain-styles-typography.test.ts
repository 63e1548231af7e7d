/**
 * The plain elements that stand in for MUI components must draw text as MUI draws it with our
 * theme: its own font family makes MUI leave the Roboto letter spacing out of every typography
 * variant (createTypography), so a spacing copied from MUI's Roboto styles would set our text
 * apart from the MUI components beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTheme } from '@mui/material/styles';
import { theme } from '@/components/providers/theme';

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(file);
    return entry.name.endsWith('.module.css') ? [file] : [];
  });
}

test("MUI's typography has no letter spacing with our font (with Roboto it has)", () => {
  for (const variant of ['button', 'body1', 'body2', 'h6', 'caption', 'subtitle2'] as const)
    expect(theme.typography[variant].letterSpacing).toBeUndefined();
  expect(createTheme().typography.button.letterSpacing).toBe('0.02857em');
});

test('no CSS module sets a letter spacing of its own', () => {
  const offending = ['components', 'app']
    .flatMap((dir) => cssModules(dir))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
        .filter(({ text }) => /^letter-spacing:(?!\s*(inherit|normal)\b)/.test(text)),
    );
  expect(offending).toEqual([]);
});
