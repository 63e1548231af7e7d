import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
