import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

let mockPathname = '/reports/sales_summary';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderIn(locale: 'en' | 'fr') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <Breadcrumbs />
    </NextIntlClientProvider>,
  );
}

test('Home (→ /order-history) › group › page, the page marked current', () => {
  mockPathname = '/reports/sales_summary';
  renderIn('en');
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/order-history');
  expect(within(nav).getByText('Reports')).not.toHaveAttribute('href');
  expect(within(nav).getByText('Sales Summary')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getAllByRole('link')).toHaveLength(1);
});

test('in French', () => {
  mockPathname = '/settings/billing';
  renderIn('fr');
  const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
  expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/order-history');
  expect(within(nav).getByText(fr.nav.groups.settings)).toBeInTheDocument();
  expect(within(nav).getByText(fr.nav.entries.billing)).toHaveAttribute('aria-current', 'page');
});

test('a page outside the menu', () => {
  mockPathname = '/change-password';
  renderIn('en');
  expect(screen.getByText(en.shell.userMenu.changePassword)).toHaveAttribute('aria-current', 'page');
});

describe('on a phone (below 600 px)', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    // jsdom has no media queries: this screen is a phone.
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width:599.95px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  test('the trail collapses to Home … page, and the dots open the rest with the keyboard at its start', () => {
    mockPathname = '/reports/sales_summary';
    renderIn('en');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).queryByText('Reports')).not.toBeInTheDocument();
    expect(within(nav).getByText('Sales Summary')).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(nav).getByRole('button', { name: en.shell.breadcrumbs.expand }));
    expect(within(nav).getByText('Reports')).toBeInTheDocument();
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  test('a two-crumb trail has nothing to collapse', () => {
    mockPathname = '/change-password';
    renderIn('en');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
