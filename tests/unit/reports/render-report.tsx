/** Renders a report screen in English or French, the way the app does (texts, query client). */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

export function renderReport(ui: ReactElement, locale: 'en' | 'fr' = 'en') {
  const client = createQueryClient(jest.fn());
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fr' ? fr : en} timeZone="America/Toronto">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** The text handed to downloadText by the n-th export (lib/download mocked), without its BOM, as lines. */
export function exportedLines(download: jest.Mock, n = 0): string[] {
  const text = String(download.mock.calls[n]?.[0] ?? '');
  return text.replace(/^\uFEFF/, '').split('\r\n');
}

/** Picks an option of a filter (the browser's own select) by the select's label and the option's text. */
export function chooseOption(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const value = within(select).getByRole('option', { name: option }).getAttribute('value');
  fireEvent.change(select, { target: { value } });
}
