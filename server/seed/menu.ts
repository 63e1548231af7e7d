import type { Allergen, Preference } from '../../lib/contract';
import type { Db } from '../db/client';
import { categories, combos, items, modifierGroups, taxes } from '../db/schema';
import { newId } from '../lib/ids';
import type { MenuScope } from '../services/menu-serialize';
import { SAMPLE_MENU } from '../services/orders';

/**
 * The demo bistro's menu: the dishes its orders are made of (SAMPLE_MENU, same prices, so the
 * order history and the menu agree) plus a few more, in five categories; Québec's QST and GST as
 * default taxes; a Size and a Sauce modifier group; one combo. Always the same content.
 */

const EXTRA_DISHES: Record<string, number> = {
  'Onion Rings': 650,
  'Crème Brûlée': 850,
  'Chocolate Mousse': 800,
  Coffee: 300,
  'Iced Tea': 400,
};

const price = (name: string): number => {
  const cents = SAMPLE_MENU.find((d) => d.name === name)?.price ?? EXTRA_DISHES[name];
  if (cents === undefined) throw new Error(`no price for ${name}`);
  return cents;
};

interface DemoDish {
  name: string;
  description?: string;
  groups?: ('size' | 'sauce')[];
  /** What the storefront shows when menu_appearance asks (a few dishes only: most have none). */
  calories?: number;
  allergens?: Allergen[];
  preferences?: Preference[];
}

const DEMO_MENU: { name: string; description: string; dishes: DemoDish[] }[] = [
  {
    name: 'Starters',
    description: 'To share, or not.',
    dishes: [
      {
        name: 'French Onion Soup',
        description: 'Gratinéed with Oka cheese',
        calories: 420,
        allergens: ['milk', 'wheat_triticale', 'sulphites'],
      },
      { name: 'Caesar Salad', calories: 360, allergens: ['eggs', 'fish', 'milk', 'wheat_triticale', 'mustard'] },
      { name: 'Chicken Wings (10)', groups: ['sauce'] },
    ],
  },
  {
    name: 'Mains',
    description: 'Served with fries or salad.',
    dishes: [
      {
        name: 'Classic Burger',
        description: 'Quebec beef, aged cheddar, brioche bun',
        groups: ['sauce'],
        calories: 850,
        allergens: ['milk', 'eggs', 'wheat_triticale', 'sesame'],
        preferences: ['halal'],
      },
      { name: 'Smoked Meat Sandwich', description: 'On rye, with mustard' },
      { name: 'Fish and Chips', groups: ['sauce'] },
      {
        name: 'Margherita Pizza',
        groups: ['size'],
        calories: 920,
        allergens: ['milk', 'wheat_triticale'],
        preferences: ['vegetarian'],
      },
    ],
  },
  {
    name: 'Sides',
    description: 'Add one to any main.',
    dishes: [
      { name: 'Poutine', description: 'Fresh curds, house gravy', groups: ['size'] },
      { name: 'Fries', groups: ['size', 'sauce'], calories: 380, preferences: ['vegan', 'gluten_free'] },
      { name: 'Onion Rings', groups: ['sauce'] },
    ],
  },
  {
    name: 'Desserts',
    description: 'Made here every morning.',
    dishes: [{ name: 'Maple Pie' }, { name: 'Crème Brûlée' }, { name: 'Chocolate Mousse' }],
  },
  {
    name: 'Drinks',
    description: 'Cold and hot.',
    dishes: [
      { name: 'Lemonade', groups: ['size'] },
      { name: 'Iced Tea', groups: ['size'] },
      { name: 'Sparkling Water', calories: 0, preferences: ['vegan', 'gluten_free'] },
      { name: 'Coffee' },
    ],
  },
];

export async function seedMenu(db: Db, scope: MenuScope): Promise<void> {
  await db.insert(taxes).values([
    { ...scope, name: 'QST', rateMilli: 9975, isDefault: true },
    { ...scope, name: 'GST', rateMilli: 5000, isDefault: true },
  ]);
  const groupIds = { size: newId(), sauce: newId() };
  await db.insert(modifierGroups).values([
    {
      ...scope,
      id: groupIds.size,
      name: 'Size',
      required: true,
      minSelections: 1,
      maxSelections: 1,
      options: [
        { id: newId(), name: 'Regular', price: 0, available: true },
        { id: newId(), name: 'Large', price: 250, available: true },
      ],
    },
    {
      ...scope,
      id: groupIds.sauce,
      name: 'Sauce',
      minSelections: 0,
      maxSelections: 2,
      options: [
        { id: newId(), name: 'Gravy', price: 150, available: true },
        { id: newId(), name: 'Garlic Mayo', price: 100, available: true },
        { id: newId(), name: 'Spicy Mayo', price: 100, available: true },
      ],
    },
  ]);

  const itemIds = new Map<string, string>();
  const categoryRows = DEMO_MENU.map((c, sort) => ({
    ...scope,
    id: newId(),
    name: c.name,
    description: c.description,
    sort,
  }));
  await db.insert(categories).values(categoryRows);
  await db.insert(items).values(
    DEMO_MENU.flatMap((c, ci) =>
      c.dishes.map((d, sort) => {
        const id = newId();
        itemIds.set(d.name, id);
        return {
          ...scope,
          id,
          categoryId: categoryRows[ci]!.id,
          name: d.name,
          description: d.description ?? null,
          price: price(d.name),
          modifierGroupIds: (d.groups ?? []).map((g) => groupIds[g]),
          sort,
          calories: d.calories ?? null,
          allergens: d.allergens ?? [],
          preferences: d.preferences ?? [],
        };
      }),
    ),
  );

  const comboDishes = ['Classic Burger', 'Fries', 'Lemonade'];
  const full = comboDishes.reduce((sum, name) => sum + price(name), 0);
  await db.insert(combos).values({
    ...scope,
    name: 'Burger Combo',
    description: 'Classic burger, fries and a lemonade.',
    price: full - 375,
    discount: 375,
    type: 'all',
    itemIds: comboDishes.map((name) => itemIds.get(name)!),
  });
}
