import { screen, within } from '@testing-library/react';
import { item } from '../../fixtures/replies';
import { draft as draftOf, renderPreview } from './render-preview';

const fries = item('i1', 'Fries', 495);
const padThai = item('i2', 'Pad thai', 1595, {
  calories: 780,
  allergens: ['peanuts', 'eggs', 'soy'],
  preferences: ['gluten_free', 'spicy'],
});

const draft = (appearance: Record<string, boolean>) => draftOf({ menu_appearance: appearance });

const off = { display_menu_calorie_count: false, display_allergy_ingredients: false, display_menu_preferences: false };
const on = { display_menu_calorie_count: true, display_allergy_ingredients: true, display_menu_preferences: true };

describe('StorefrontPreview menu card facts', () => {
  test("the switches being turned on show the real item's calories, allergens and preferences", async () => {
    const view = renderPreview(draft(off), { items: [fries, padThai] });
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
    renderPreview(draft(on), { items: [fries] });
    expect(await screen.findByText('Fries')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-calories')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-allergens')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-preferences')).not.toBeInTheDocument();
    expect(screen.queryByText('Calories shown here')).not.toBeInTheDocument();
  });

  test('in French', async () => {
    renderPreview(draft(on), { items: [padThai], locale: 'fr' });
    expect(await screen.findByTestId('preview-allergens')).toHaveTextContent('Contient : Arachides, Œufs et Soya');
    expect(within(screen.getByTestId('preview-preferences')).getByText('Sans gluten')).toBeInTheDocument();
  });
});
