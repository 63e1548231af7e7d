/** LOG_LEVEL's values (pino's levels). No imports: lib/env.ts, which the Edge middleware loads, validates with it. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (value: string | undefined): value is LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(value ?? '');
