import { render, screen, within } from '@testing-library/react';
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
