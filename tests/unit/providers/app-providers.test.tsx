/**
 * MUI's global stylesheets (the theme's CSS variables, CssBaseline): built by the browser only
 * when the server has not already put them in the page's head.
 */
// This file reads the stylesheets MUI writes, which tests/unit/setup.ts leaves out elsewhere.
jest.unmock('@emotion/sheet');

import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AppProviders } from '@/components/providers/AppProviders';
import messages from '@/messages/en.json';

/** The style elements holding the theme's variables (emotion inserts rules, not text, in the browser). */
const themeVariables = () =>
  [...document.head.querySelectorAll('style')].filter((s) =>
    [s.textContent ?? '', ...[...(s.sheet?.cssRules ?? [])].map((r) => r.cssText)].some((css) =>
      css.includes('--mui-palette-primary-main'),
    ),
  );

function renderProviders() {
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="America/Toronto">
      <AppProviders>
        <p>screen</p>
      </AppProviders>
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('a layout first shown in the browser builds the theme variables itself', () => {
  renderProviders();
  expect(screen.getByText('screen')).toBeInTheDocument();
  expect(themeVariables()).toHaveLength(1);
});

test('a page whose head has the server-rendered MUI styles does not build them again', () => {
  const fromServer = document.createElement('style');
  fromServer.setAttribute('data-emotion', 'mui-global 1a2b3c');
  fromServer.textContent = ':root{--mui-palette-primary-main:#9a3412}';
  document.head.append(fromServer);
  renderProviders();
  expect(screen.getByText('screen')).toBeInTheDocument();
  // Only the server's own stylesheet has them.
  expect(themeVariables()).toEqual([fromServer]);
});
