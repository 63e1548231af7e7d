import { isNetworkAddress, normalizeWebAddress, tidyKeywords } from '@/lib/contract/plain/website-manager';

describe('normalizeWebAddress', () => {
  test.each([
    ['https://chez-ada.example/menu?x=1', 'https://chez-ada.example/menu?x=1'],
    ['chez-ada.example', 'https://chez-ada.example/'],
    ['  HTTP://Chez-Ada.Example/Promo ', 'http://chez-ada.example/Promo'],
    ['shop.example:8443/offer', 'https://shop.example:8443/offer'],
  ])('%s → %s', (typed, url) => expect(normalizeWebAddress(typed)).toBe(url));

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'javascript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:ada@example.com',
    'ftp://example.com',
    'https://user:secret@example.com',
    'https://localhost',
    'http://192.168.0.1/admin',
    'not a link',
  ])('%s is refused', (typed) => expect(normalizeWebAddress(typed)).toBeNull());
});

describe('isNetworkAddress', () => {
  test('the network host or a subdomain of it, nothing that only contains it', () => {
    expect(isNetworkAddress('facebook', 'https://www.facebook.com/ada')).toBe(true);
    expect(isNetworkAddress('facebook', 'https://m.facebook.com/ada')).toBe(true);
    expect(isNetworkAddress('x', 'https://twitter.com/ada')).toBe(true);
    expect(isNetworkAddress('yelp', 'https://fr.yelp.ca/biz/ada')).toBe(true);
    expect(isNetworkAddress('facebook', 'https://facebook.com.evil.example/ada')).toBe(false);
    expect(isNetworkAddress('facebook', 'https://notfacebook.com/ada')).toBe(false);
    expect(isNetworkAddress('instagram', 'https://www.facebook.com/ada')).toBe(false);
  });
});

test('keywords are read as a comma-separated list', () => {
  expect(tidyKeywords(' bistro,poutine , ,  brunch ')).toBe('bistro, poutine, brunch');
});
