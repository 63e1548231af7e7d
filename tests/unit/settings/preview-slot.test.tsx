import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { previewSlot } from '@/components/settings/preview-slot';
import { StorefrontPreview } from '@/components/settings/StorefrontPreview';
import { toFormValues, type FormValues } from '@/components/settings/setting-fields';
import { createQueryClient } from '@/lib/api/query-client';
import { settingFields, settingsDefaults } from '@/lib/contract/settings';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { mockFetch } from '../support/render';
import { userReply } from '../support/shell-fixtures';

// 12:05 in Toronto (EST, UTC-5).
const NOW = '2026-11-23T17:05:00.000Z';
const iso = (hhmm: string) => `2026-11-23T${hhmm}:00.000Z`;
const at = (hhmm: string) => new Date(iso(hhmm));

/** The settings form's values (numbers as typed text) with a change to pick-up and delivery. */
function draft(pickUp: Record<string, unknown> = {}, delivery: Record<string, unknown> = {}): FormValues {
  const v = toFormValues(settingsDefaults, settingFields);
  v.pick_up = { ...(v.pick_up as FormValues), ...pickUp };
  v.delivery = { ...(v.delivery as FormValues), ...delivery };
  return v;
}

describe('previewSlot', () => {
  const load = { now: new Date(NOW), taken: [at('17:01'), at('17:03'), at('17:16')] };

  test('the current slot while it has room; the next with room once the typed count is reached', () => {
    expect(previewSlot(draft({ pick_up_count: '0' }), 'pickup', load)).toEqual({ at: at('17:00') });
    expect(previewSlot(draft({ pick_up_count: '3' }), 'pickup', load)).toEqual({ at: at('17:00') });
    expect(previewSlot(draft({ pick_up_count: '2' }), 'pickup', load)).toEqual({ at: at('17:15') });
    expect(previewSlot(draft({ pick_up_count: '1' }), 'pickup', load)).toEqual({ at: at('17:30') });
    // 30-minute slots: 17:00-17:30 holds all three.
    expect(previewSlot(draft({ pick_up_count: '2', pick_up_interval: '30' }), 'pickup', load)).toEqual({
      at: at('17:30'),
    });
  });

  test('scheduled only: from the minimum notice on; neither ASAP nor scheduled, off or unreadable: no line', () => {
    const scheduled = { pick_up_asap: false, pick_up_count: '1', pick_up_minimum_time_to_order: '60' };
    expect(previewSlot(draft(scheduled), 'pickup', load)).toEqual({ at: at('18:00') });
    expect(previewSlot(draft({ pick_up_asap: false, pick_up_scheduled: false }), 'pickup', load)).toBeNull();
    expect(previewSlot(draft({ is_pick_up_available: false }), 'pickup', load)).toBeNull();
    expect(previewSlot(draft({ pick_up_interval: '1' }), 'pickup', load)).toBeNull();
    expect(previewSlot(draft({ pick_up_count: 'two' }), 'pickup', load)).toBeNull();
  });

  test('every slot of the horizon full: a slot-less answer', () => {
    const taken = Array.from({ length: 100 }, (_, i) => new Date(Date.parse(NOW) + i * 15 * 60_000));
    expect(previewSlot(draft({ pick_up_count: '1' }), 'pickup', { now: new Date(NOW), taken })).toEqual({ at: null });
  });
});

describe('StorefrontPreview next slot', () => {
  function show(values: FormValues, locale: 'en' | 'fr' = 'en') {
    mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      'GET /api/v1/setting/banner': { status: 200, body: { theme_appearance: settingsDefaults.theme_appearance } },
      'GET /api/v1/category': { status: 200, body: { categories: [] } },
      'GET /api/v1/setting/slot-load': { status: 200, body: { type: 'pickup', now: NOW, taken: [iso('17:01')] } },
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

  test('follows the count being typed, at the location’s clock (Toronto)', async () => {
    const view = show(draft({ pick_up_count: '0' }, { is_delivery_available: false }));
    expect(await screen.findByTestId('preview-slot-pickup')).toHaveTextContent(/^Next pick-up slot: 12:00 PM( EST)?$/);
    expect(screen.queryByTestId('preview-slot-delivery')).not.toBeInTheDocument();
    view.rerender(draft({ pick_up_count: '1' }, { is_delivery_available: false }));
    expect(screen.getByTestId('preview-slot-pickup')).toHaveTextContent(/^Next pick-up slot: 12:15 PM( EST)?$/);
    view.rerender(draft({ is_pick_up_available: false }, { is_delivery_available: false }));
    expect(screen.queryByTestId('preview-slot-pickup')).not.toBeInTheDocument();
  });

  test('in French', async () => {
    show(draft({ pick_up_count: '1', pick_up_interval: '30' }, { is_delivery_available: true }), 'fr');
    // 24-hour French clock; the zone is named when the device running the test is not in Toronto.
    expect(await screen.findByTestId('preview-slot-pickup')).toHaveTextContent(
      /^Prochaine plage de cueillette : 12:30( UTC−5)?$/,
    );
    expect(screen.getByTestId('preview-slot-delivery')).toHaveTextContent(
      /^Prochaine plage de livraison : 12:\d\d( UTC−5)?$/,
    );
  });
});
