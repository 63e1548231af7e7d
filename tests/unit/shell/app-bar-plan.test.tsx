import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ShellAppBar } from '@/components/shell/ShellAppBar';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));

function renderBar(locale: 'en' | 'fr', planName: string | null) {
  const { user, business } = userReply({ planName });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fr' ? fr : en} timeZone="America/Toronto">
      <QueryClientProvider client={new QueryClient()}>
        <ShellAppBar
          user={user}
          business={business}
          mobile={false}
          collapsed={false}
          menuButtonHidden={false}
          onMenuButton={() => {}}
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

test('the plan line names the plan in the viewer language, as the billing page does', () => {
  renderBar('fr', 'Basic');
  expect(screen.getByText(`Forfait ${fr.billing.plans.basic.name}`)).toBeInTheDocument();
});

test('in English the plan keeps its English name', () => {
  renderBar('en', 'Basic');
  expect(screen.getByText(`${en.billing.plans.basic.name} plan`)).toBeInTheDocument();
});

test('the menu button says what it does and whether the sidebar is open', () => {
  const onMenuButton = jest.fn();
  const { user, business } = userReply({ planName: 'Basic' });
  const { rerender } = render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="America/Toronto">
      <QueryClientProvider client={new QueryClient()}>
        <ShellAppBar user={user} business={business} mobile={false} collapsed={false} onMenuButton={onMenuButton} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  // The bar is the page's banner landmark.
  const banner = screen.getByRole('banner');
  const collapse = within(banner).getByRole('button', { name: en.nav.collapseMenu });
  expect(collapse).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(collapse);
  expect(onMenuButton).toHaveBeenCalledTimes(1);
  expect(within(banner).getByText('Chez Ada')).toBeInTheDocument();
  expect(within(banner).getByRole('button', { name: en.shell.userMenu.open })).toHaveTextContent('AL');

  rerender(
    <NextIntlClientProvider locale="en" messages={en} timeZone="America/Toronto">
      <QueryClientProvider client={new QueryClient()}>
        <ShellAppBar user={user} business={business} mobile collapsed={false} onMenuButton={onMenuButton} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const open = screen.getByRole('button', { name: en.nav.openMenu });
  expect(open).not.toHaveAttribute('aria-expanded');
});
