import { screen, within } from '@testing-library/react';
import { MenuManager } from '@/components/menu/MenuManager';
import { mockFetch, renderScreen } from '../support/render';
import { bigMenu, menuRoutes, resetMenuNavigation } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('./fixtures').menuNavigationModule());

const base = menuRoutes;

beforeEach(resetMenuNavigation);

describe('Menu tab', () => {
  test('lists categories with their items and prices in dollars', async () => {
    mockFetch(base);
    renderScreen(<MenuManager />);
    const list = await screen.findByRole('list', { name: 'Categories and items' });
    expect(within(list).getByRole('heading', { name: 'Burgers' })).toBeInTheDocument();
    expect(within(list).getByText('2 items')).toBeInTheDocument();
    expect(within(list).getByText('Cheeseburger')).toBeInTheDocument();
    expect(within(list).getByText('$12.50')).toBeInTheDocument();
    expect(within(list).getByText('$2.99')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reorder Burgers' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reorder Cheeseburger' })).toBeInTheDocument();
  });

  test('windowing renders only a window of rows for 6,000 items', async () => {
    mockFetch({ ...base, 'GET /api/v1/category': { status: 200, body: { categories: bigMenu(300, 20) } } });
    renderScreen(<MenuManager viewportHeight={560} />);
    const list = await screen.findByRole('list', { name: 'Categories and items' });
    const rendered = within(list).getAllByRole('listitem');
    // 560 px of 56 px rows, plus overscan: about twenty of the 6,300 rows.
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(30);
    expect(within(list).getByText('Item 0-0')).toBeInTheDocument();
    expect(within(list).queryByText('Item 299-19')).not.toBeInTheDocument();
    // The list keeps its full height, so the scroll bar is the menu's.
    expect(list).toHaveStyle({ height: `${6300 * 56}px` });
  });
});
