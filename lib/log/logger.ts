import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { isLogLevel, type LogLevel } from './levels';

export type { Logger };

/**
 * Defence in depth: call sites never log bodies, cookies or headers, but should one slip into a
 * log object under these names, pino writes "[redacted]" instead of the value.
 */
const REDACT = ['password', 'token', 'access_token', 'authorization', 'cookie', 'pin'].flatMap((k) => [k, `*.${k}`]);

export interface CreateLoggerOptions {
  /** Over LOG_LEVEL. */
  level?: LogLevel;
  /** Where lines go instead of stdout (tests read them from a stream). */
  destination?: DestinationStream;
}

/** LOG_LEVEL when valid (lib/env refuses an invalid one at start); else info, and silent under jest. */
function defaultLevel(): LogLevel {
  const configured = process.env.LOG_LEVEL;
  if (isLogLevel(configured)) return configured;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * pino-pretty as a synchronous stream, development only. Never pino's `transport` option: it runs
 * in a worker thread that Next's bundler cannot follow. Loaded with a require made at run time so
 * that production (where pino-pretty, a devDependency, is absent) never resolves it; JSON lines if
 * it cannot be loaded.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const pretty = load('pino-pretty') as typeof import('pino-pretty');
    // One line per entry, as the dev log had before: "[api] api request {"requestId":…}".
    return pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,src',
      messageFormat: '{if src}[{src}] {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

/** JSON lines on stdout in production (and tests), readable text in development (NODE_ENV unset or development). */
export function createLogger(opts: CreateLoggerOptions = {}): Logger {
  const options: LoggerOptions = {
    level: opts.level ?? defaultLevel(),
    redact: { paths: REDACT, censor: '[redacted]' },
  };
  // Unset NODE_ENV is development, as lib/env reads it (`npm run api` on a developer's machine).
  const development = (process.env.NODE_ENV ?? 'development') === 'development';
  const destination = opts.destination ?? (development ? prettyStream() : undefined);
  return destination ? pino(options, destination) : pino(options);
}

// On globalThis because Next can evaluate this module more than once in one process.
const KEY = Symbol.for('merchant-portal.logger');
const holder = globalThis as unknown as { [KEY]?: Logger };

/** The process's logger, shared by the BFF and the reference API. */
export function logger(): Logger {
  holder[KEY] ??= createLogger();
  return holder[KEY];
}

/** Tests: every line to `replacement` until the returned function puts the previous logger back. */
export function replaceLogger(replacement: Logger): () => void {
  const previous = holder[KEY];
  holder[KEY] = replacement;
  return () => {
    holder[KEY] = previous;
  };
}

/** Milliseconds since `startedAt` (performance.now()), to a tenth. */
export const elapsedMs = (startedAt: number) => Math.round((performance.now() - startedAt) * 10) / 10;
