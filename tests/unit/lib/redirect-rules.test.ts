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

  test('/ lands a member on the first page of their menu, the checklist only for those who see it', () => {
    // An employee (no checklist) lands on their first page whether or not the business is set up.
    expect(redirectFor('/', { ...ready, checklist: false, firstPage: '/manage/menu' })).toBe('/manage/menu');
    expect(redirectFor('/', { ...ready, checklist: false, onboarded: true, firstPage: '/dashboard' })).toBe(
      '/dashboard',
    );
    // The owner: the checklist while steps are left, then the first page.
    expect(redirectFor('/', { ...ready, checklist: true, firstPage: '/dashboard' })).toBe('/getting-started');
    expect(redirectFor('/', { ...ready, checklist: true, onboarded: true, firstPage: '/reports/sales_summary' })).toBe(
      '/reports/sales_summary',
    );
    // Only a main page is a landing; anything else in the cookie falls back to the dashboard.
    expect(redirectFor('/', { ...ready, checklist: false, firstPage: '/login' })).toBe('/dashboard');
    expect(redirectFor('/', { ...ready, checklist: false, firstPage: 'https://evil.example/' })).toBe('/dashboard');
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

describe('the idle lock (kept in the session)', () => {
  const locked = { ...ready, locked: true };

  test('every main page goes to the lock screen, keeping the page and its query', () => {
    expect(redirectFor('/order-history', locked)).toBe('/lockscreen?next=%2Forder-history');
    expect(redirectFor('/setup/store', locked, '?tab=store')).toBe('/lockscreen?next=%2Fsetup%2Fstore%3Ftab%3Dstore');
    expect(redirectFor('/change-password', locked)).toBe('/lockscreen?next=%2Fchange-password');
  });

  test('home, sign-in and business pages go to the bare lock screen', () => {
    for (const p of ['/', '/login', '/register', '/business', '/confirm-business', '/confirm-email'])
      expect(redirectFor(p, locked)).toBe('/lockscreen');
    expect(redirectFor('/dashboard', { token: 't', locked: true })).toBe('/lockscreen?next=%2Fdashboard');
  });

  test('the lock screen and the pages without data stay open', () => {
    for (const p of ['/lockscreen', '/public', '/404', '/500']) expect(redirectFor(p, locked)).toBeUndefined();
  });

  test('a lock without a token (session gone) is the usual login redirect', () => {
    expect(redirectFor('/order-history', { locked: true })).toBe('/login?next=%2Forder-history');
  });

  test('unlocked, the same pages open as before', () => {
    expect(redirectFor('/order-history', { ...ready, locked: false })).toBeUndefined();
  });
});
