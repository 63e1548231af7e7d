import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StorefrontPreview } from '@/components/settings/StorefrontPreview';
import { toFormValues, type FormValues } from '@/components/settings/setting-fields';
import { createQueryClient } from '@/lib/api/query-client';
import { settingFields, settingsDefaults } from '@/lib/contract/settings';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { item } from '../../fixtures/replies';
import { mockFetch } from '../support/render';
import { userReply } from '../support/shell-fixtures';

const fries = item('i1', 'Fries', 495);
const padThai = item('i2', 'Pad thai', 1595, {
  calories: 780,
  allergens: ['peanuts', 'eggs', 'soy'],
  preferences: ['gluten_free', 'spicy'],
});

function draft(appearance: Record<string, boolean>): FormValues {
  const v = toFormValues(settingsDefaults, settingFields);
  v.menu_appearance = { ...(v.menu_appearance as FormValues), ...appearance };
  return v;
}

function show(items: unknown[], values: FormValues, locale: 'en' | 'fr' = 'en') {
  mockFetch({
    'GET /api/v1/user': { status: 200, body: userReply() },
    'GET /api/v1/setting/banner': { status: 200, body: { theme_appearance: settingsDefaults.theme_appearance } },
    'GET /api/v1/category': {
      status: 200,
      body: { categories: [{ _id: 'c1', name: 'Mains', description: null, available: true, sort: 0, items }] },
    },
    'GET /api/v1/setting/slot-load': {
      status: 200,
      body: { type: 'pickup', now: new Date().toISOString(), taken: [] },
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

const off = { display_menu_calorie_count: false, display_allergy_ingredients: false, display_menu_preferences: false };
const on = { display_menu_calorie_count: true, display_allergy_ingredients: true, display_menu_preferences: true };

describe('StorefrontPreview menu card facts', () => {
  test("the switches being turned on show the real item's calories, allergens and preferences", async () => {
    const view = show([fries, padThai], draft(off));
    // Nothing switched on: the menu's first item, without facts.
    expect(await screen.findByText('Fries')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-calories')).not.toBeInTheDocument();

    view.rerender(draft({ ...off, display_menu_calorie_count: true }));
    expect(screen.getByText('Pad thai')).toBeInTheDocument();
    expect(screen.getByTestId('preview-calories')).toHaveTextContent('780 kcal');
    expect(screen.queryByTestId('preview-allergens')).not.toBeInTheDocument();

    view.rerender(draft(on));
    expect(screen.getByTestId('preview-allergens')).toHaveTextContent('Contains: Peanuts, Eggs, and Soy');
    const prefs = screen.getByTestId('preview-preferences');
    expect(within(prefs).getByText('Gluten-free')).toBeInTheDocument();
    expect(within(prefs).getByText('Spicy')).toBeInTheDocument();
  });

  test('an item with none shows nothing, even with every switch on', async () => {
    show([fries], draft(on));
    expect(await screen.findByText('Fries')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-calories')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-allergens')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-preferences')).not.toBeInTheDocument();
    expect(screen.queryByText('Calories shown here')).not.toBeInTheDocument();
  });

  test('in French', async () => {
    show([padThai], draft(on), 'fr');
    expect(await screen.findByTestId('preview-allergens')).toHaveTextContent('Contient : Arachides, Œufs et Soya');
    expect(within(screen.getByTestId('preview-preferences')).getByText('Sans gluten')).toBeInTheDocument();
  });
});
