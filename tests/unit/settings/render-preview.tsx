/** Renders the storefront preview alone, as the settings form feeds it, in English or French. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StorefrontPreview } from '@/components/settings/StorefrontPreview';
import { toFormValues, type FormValues } from '@/components/settings/setting-fields';
import { createQueryClient } from '@/lib/api/query-client';
import { settingsDefaults } from '@/lib/contract/settings-defaults';
import { settingFields } from '@/lib/contract/settings-field-lists';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { mockFetch } from '../support/render';
import { userReply } from '../support/shell-fixtures';

/** The form's values for the default settings (numbers as typed text), with groups changed. */
export function draft(change: Record<string, Record<string, unknown>> = {}): FormValues {
  const v = toFormValues(settingsDefaults, settingFields);
  for (const [group, fields] of Object.entries(change)) v[group] = { ...(v[group] as FormValues), ...fields };
  return v;
}

interface Served {
  /** The location's menu items (one category). */
  items?: unknown[];
  /** GET setting/slot-load's reply (the same for both services). */
  slotLoad?: { now: string; taken: string[] };
  locale?: 'en' | 'fr';
}

/** Renders the preview of `values`; `rerender` shows it again with other values (the merchant typing). */
export function renderPreview(values: FormValues, { items = [], slotLoad, locale = 'en' }: Served = {}) {
  mockFetch({
    'GET /api/v1/user': { status: 200, body: userReply() },
    'GET /api/v1/setting/banner': { status: 200, body: { theme_appearance: settingsDefaults.theme_appearance } },
    'GET /api/v1/category': {
      status: 200,
      body: { categories: [{ _id: 'c1', name: 'Mains', description: null, available: true, sort: 0, items }] },
    },
    'GET /api/v1/setting/slot-load': {
      status: 200,
      body: { type: 'pickup', ...(slotLoad ?? { now: new Date().toISOString(), taken: [] }) },
    },
  });
  const client = createQueryClient(jest.fn());
  const ui = (v: FormValues) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : fr} timeZone="UTC">
      <QueryClientProvider client={client}>
        <StorefrontPreview kind="order" values={v} />
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  const view = render(ui(values));
  return { rerender: (v: FormValues) => view.rerender(ui(v)) };
}
