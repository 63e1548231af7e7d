/** The process logger: quiet under jest unless LOG_LEVEL says otherwise, JSON lines, secrets redacted. */
import { createLogger } from '@/lib/log/logger';
import { parseEnv } from '@/lib/env';

function capture(level?: NonNullable<Parameters<typeof createLogger>[0]>['level']) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ level, destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

const saved = process.env.LOG_LEVEL;
afterEach(() => {
  if (saved === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = saved;
});

test('silent under jest without LOG_LEVEL, so the many API instances of the tests print nothing', () => {
  delete process.env.LOG_LEVEL;
  const { log, lines } = capture();
  log.error('boom');
  expect(lines).toEqual([]);
});

test('LOG_LEVEL sets the level', () => {
  process.env.LOG_LEVEL = 'warn';
  const { log, lines } = capture();
  log.info('hidden');
  log.warn('shown');
  expect(lines.map((l) => [l.level, l.msg])).toEqual([[40, 'shown']]);
});

test('a secret logged by mistake under a known name is redacted', () => {
  const { log, lines } = capture('info');
  log.info({ password: 'p4ss', body: { password: 'p4ss', access_token: 't0k' }, headers: { cookie: 'c=1' } }, 'x');
  expect(JSON.stringify(lines)).not.toMatch(/p4ss|t0k|c=1/);
});

test('an invalid LOG_LEVEL stops the start with a message naming it', () => {
  expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info/);
  expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  expect(parseEnv({ LOG_LEVEL: '' }).LOG_LEVEL).toBeUndefined();
});
