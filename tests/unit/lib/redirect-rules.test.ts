import { redirectFor } from '@/lib/redirect-rules';

const ready = { token: 't', business: 'b', location: 'l' };

describe('SPEC §4 redirects', () => {
  test('no session on a non-public page goes to /login, remembering where it was going', () => {
    expect(redirectFor('/dashboard', {})).toBe('/login?next=%2Fdashboard');
    expect(redirectFor('/lockscreen', {})).toBe('/login?next=%2Flockscreen');
    expect(redirectFor('/business', {})).toBe('/login?next=%2Fbusiness');
    expect(redirectFor('/setup/store', {}, '?tab=store')).toBe('/login?next=%2Fsetup%2Fstore%3Ftab%3Dstore');
  });

  test('public pages stay open without a session', () => {
    for (const p of [
      '/login',
      '/register',
      '/signup',
      '/clover/register',
      '/recover-password',
      '/reset-password',
      '/public',
      '/404',
      '/500',
    ]) {
      expect(redirectFor(p, {})).toBeUndefined();
    }
  });

  test('a session with business and location on an auth or business page goes to /', () => {
    for (const p of [
      '/login',
      '/register',
      '/signup',
      '/clover/register',
      '/recover-password',
      '/reset-password',
      '/business',
      '/confirm-business',
    ]) {
      expect(redirectFor(p, ready)).toBe('/');
    }
    expect(redirectFor('/lockscreen', ready)).toBeUndefined();
  });

  test('/ goes to getting started until onboarding is complete, then to the dashboard', () => {
    expect(redirectFor('/', ready)).toBe('/getting-started');
    expect(redirectFor('/', { ...ready, onboarded: true })).toBe('/dashboard');
    expect(redirectFor('/', {})).toBe('/login');
  });

  test('/confirm-email needs a pending e-mail', () => {
    expect(redirectFor('/confirm-email', {})).toBe('/login');
    expect(redirectFor('/confirm-email', { pendingEmail: 'a@b.co' })).toBeUndefined();
  });

  test('a signed-in user without a business is sent to confirm one, but may register it', () => {
    const noBusiness = { token: 't' };
    expect(redirectFor('/', noBusiness)).toBe('/confirm-business');
    expect(redirectFor('/dashboard', noBusiness)).toBe('/confirm-business');
    expect(redirectFor('/business', noBusiness)).toBeUndefined();
    expect(redirectFor('/confirm-business', noBusiness)).toBeUndefined();
    expect(redirectFor('/change-password', noBusiness)).toBeUndefined();
  });

  test('main pages are left alone for a ready session', () => {
    expect(redirectFor('/dashboard', ready)).toBeUndefined();
    expect(redirectFor('/manage/menu', ready)).toBeUndefined();
  });

  test('unknown paths are left to the 404 page, with or without a session', () => {
    expect(redirectFor('/no-such-page', {})).toBeUndefined();
    expect(redirectFor('/no-such-page', ready)).toBeUndefined();
    expect(redirectFor('/dashboard/', {})).toBe('/login?next=%2Fdashboard%2F');
  });
});
