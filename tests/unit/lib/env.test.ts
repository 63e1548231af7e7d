import { parseEnv } from '@/lib/env';

describe('environment validation', () => {
  test('defaults give a working development setup', () => {
    const e = parseEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.DATA_DIR).toBe('.data');
    expect(e.UPSTREAM_TIMEOUT_MS).toBe(15000);
    expect(e.DEV_TOOLS).toBe(false);
    expect(e.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  test('production refuses a missing or short SESSION_SECRET, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: .*32/);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }).SESSION_SECRET).toBe('s'.repeat(32));
  });

  test('production refuses DEV_TOOLS, naming it, unless a test deployment allows it explicitly', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(() => parseEnv({ ...production, DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS: must be off in production/);
    expect(() => parseEnv({ ...production, DEV_TOOLS: 'true', ALLOW_DEV_TOOLS_IN_PRODUCTION: '0' })).toThrow(
      /ALLOW_DEV_TOOLS_IN_PRODUCTION=1/,
    );
    expect(parseEnv({ ...production, DEV_TOOLS: '1', ALLOW_DEV_TOOLS_IN_PRODUCTION: '1' }).DEV_TOOLS).toBe(true);
    expect(parseEnv({ ...production, DEV_TOOLS: '0' }).DEV_TOOLS).toBe(false);
    // Development and tests keep their dev tools without the escape hatch.
    expect(parseEnv({ DEV_TOOLS: '1' }).DEV_TOOLS).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', DEV_TOOLS: '1' }).DEV_TOOLS).toBe(true);
  });

  test('the demo accounts are seeded in development and tests, not in production unless asked', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(parseEnv(production).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  test('bad values are reported with the variable name', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ UPSTREAM_API_URL: 'not a url' })).toThrow(/UPSTREAM_API_URL/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  test('flags and numbers are parsed', () => {
    const e = parseEnv({ DEV_TOOLS: '1', UPSTREAM_TIMEOUT_MS: '250', DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(e.DEV_TOOLS).toBe(true);
    expect(e.UPSTREAM_TIMEOUT_MS).toBe(250);
    expect(e.DATABASE_URL).toBe('postgres://u:p@localhost/db');
  });
});
