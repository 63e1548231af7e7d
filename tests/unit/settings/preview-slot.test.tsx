import { screen } from '@testing-library/react';
import { previewSlot } from '@/components/settings/preview-slot';
import type { FormValues } from '@/components/settings/setting-fields';
import { draft as draftOf, renderPreview } from './render-preview';

// 12:05 in Toronto (EST, UTC-5).
const NOW = '2026-11-23T17:05:00.000Z';
const iso = (hhmm: string) => `2026-11-23T${hhmm}:00.000Z`;
const at = (hhmm: string) => new Date(iso(hhmm));

/** The settings being typed, with a change to pick-up and delivery. */
const draft = (pickUp: Record<string, unknown> = {}, delivery: Record<string, unknown> = {}): FormValues =>
  draftOf({ pick_up: pickUp, delivery });

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
  const load = { now: NOW, taken: [iso('17:01')] };

  test('follows the count being typed, at the location’s clock (Toronto)', async () => {
    const view = renderPreview(draft({ pick_up_count: '0' }, { is_delivery_available: false }), { slotLoad: load });
    expect(await screen.findByTestId('preview-slot-pickup')).toHaveTextContent(/^Next pick-up slot: 12:00 PM( EST)?$/);
    expect(screen.queryByTestId('preview-slot-delivery')).not.toBeInTheDocument();
    view.rerender(draft({ pick_up_count: '1' }, { is_delivery_available: false }));
    expect(screen.getByTestId('preview-slot-pickup')).toHaveTextContent(/^Next pick-up slot: 12:15 PM( EST)?$/);
    view.rerender(draft({ is_pick_up_available: false }, { is_delivery_available: false }));
    expect(screen.queryByTestId('preview-slot-pickup')).not.toBeInTheDocument();
  });

  test('in French', async () => {
    renderPreview(draft({ pick_up_count: '1', pick_up_interval: '30' }, { is_delivery_available: true }), {
      slotLoad: load,
      locale: 'fr',
    });
    // 24-hour French clock; the zone is named when the device running the test is not in Toronto.
    expect(await screen.findByTestId('preview-slot-pickup')).toHaveTextContent(
      /^Prochaine plage de cueillette : 12:30( UTC−5)?$/,
    );
    expect(screen.getByTestId('preview-slot-delivery')).toHaveTextContent(
      /^Prochaine plage de livraison : 12:\d\d( UTC−5)?$/,
    );
  });
});
