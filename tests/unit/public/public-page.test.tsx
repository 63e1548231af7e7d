import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { PublicPage } from '@/components/public/PublicPage';
import en from '@/messages/en.json';

// The page is a server component: its translator is next-intl's, in English.
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json'),
      namespace: namespace as never,
    }),
}));

test('the public page pitches the product and holds the terms and privacy the sign-up links to', async () => {
  render(await PublicPage());
  expect(screen.getByRole('heading', { level: 1, name: en.public.pitch.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en.public.pitch.cta })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: en.public.signIn })).toHaveAttribute('href', '/login');
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);

  // /public#terms and /public#privacy: the sign-up's consent line and the auth footer link there.
  const terms = screen.getByRole('region', { name: en.public.terms.title });
  expect(terms).toHaveAttribute('id', 'terms');
  expect(within(terms).getByText(en.public.terms.account)).toBeInTheDocument();
  const privacy = screen.getByRole('region', { name: en.public.privacy.title });
  expect(privacy).toHaveAttribute('id', 'privacy');
  expect(within(privacy).getByText(en.public.privacy.rights)).toBeInTheDocument();
});
