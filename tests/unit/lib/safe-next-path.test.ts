import { lockPath } from '@/lib/lock-path';
import { safeNextPath } from '@/lib/paths';

// What a page receives as `next`: URLSearchParams has already decoded one level of %-escapes.
const decoded = (raw: string) => new URLSearchParams(`next=${raw}`).get('next');

describe('safeNextPath (no open redirect after login or unlock)', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/order-history')).toBe('/order-history');
    expect(safeNextPath('/setup/store?tab=store')).toBe('/setup/store?tab=store');
    expect(safeNextPath('/')).toBe('/');
  });

  const bypasses = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example/e',
    '/\n/evil.example/e',
    '/\r/evil.example/e',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    ' /\t/evil.example',
    'evil.example',
    '',
  ];
  it.each(bypasses)('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });

  // The same list as it comes through a query string, %-encoded once.
  const encoded = [
    '/%09/evil.example/e',
    '/%0A/evil.example/e',
    '/%0D/evil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/%5C/evil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    '%09/%2Fevil.example',
  ];
  it.each(encoded)('refuses ?next=%s once decoded', (raw) => {
    expect(safeNextPath(decoded(raw))).toBeUndefined();
  });

  it('leaves a doubly encoded slash alone: the browser keeps it in the path', () => {
    expect(new URL(safeNextPath('/%2F/evil.example')!, 'http://portal.test').host).toBe('portal.test');
  });

  it('never puts such a path in the lock screen link', () => {
    expect(lockPath('/\t/evil.example/e')).toBe('/lockscreen');
    expect(lockPath('/\\evil.example')).toBe('/lockscreen');
  });
});
