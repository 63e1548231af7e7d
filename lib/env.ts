import { z } from 'zod';
import { LOG_LEVELS } from './log/levels';

/**
 * The process environment, validated once. A bad value stops the process with a message naming
 * the variable, so a misconfigured deployment fails at start instead of on the first request.
 */
const boolFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Used only outside production, where the schema refuses a missing secret. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production-0123456789';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    UPSTREAM_API_URL: z
      .url({ message: 'must be an http(s) URL such as https://api.example.com/v1' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    // Proxies in front of this process that append to X-Forwarded-For (a load balancer: 1). Only
    // that many addresses from the right are believed; 0 uses the connecting socket's address.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    SESSION_SECRET: z.string().optional(),
    // The audit log (issue 21) and the order stream's events are pruned by age at start and daily.
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    ORDER_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    DEV_TOOLS: boolFlag,
    // The demo merchant and its accounts (password DemoPass123) on an empty database: on by default
    // in development and tests, off in production, where anyone could sign in with the README's password.
    SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).optional(),
    // Test deployments only (the e2e run of the production build, a QA preview): lets DEV_TOOLS
    // on in production, where the outbox would show every confirmation code to anyone.
    ALLOW_DEV_TOOLS_IN_PRODUCTION: boolFlag,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Merchant Portal <no-reply@localhost>'),
    IDLE_LOCK_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60 * 1000),
    // Clover REST API (https://api.clover.com, sandbox https://apisandbox.dev.clover.com): the menu
    // import is offered only when this is set. The app's id and secret exchange a merchant's code.
    CLOVER_API_URL: z
      .url({ message: 'must be an http(s) URL such as https://api.clover.com' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CLOVER_CLIENT_ID: z.string().optional(),
    CLOVER_CLIENT_SECRET: z.string().optional(),
    // Map tiles (a URL template with {z}/{x}/{y}, optionally a {s} subdomain): the pages' CSP allows its host.
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/?#]+/i, 'must be an http(s) URL template such as https://tile.example.org/{z}/{x}/{y}.png')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    // A Nominatim-compatible geocoder (https://nominatim.openstreetmap.org): the delivery-zone address
    // tester's search, asked by the portal's server (the browser may not call it: CSP). Unset: no search.
    GEOCODER_URL: z
      .url({ message: 'must be an http(s) URL such as https://nominatim.openstreetmap.org' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Log lines at this level and above (lib/log/logger.ts); unset: info, and silent under jest.
    LOG_LEVEL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production and must be at least 32 characters',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEV_TOOLS && !env.ALLOW_DEV_TOOLS_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message:
          'must be off in production (GET /v1/dev/outbox shows every confirmation code without a session); ' +
          'a throw-away test deployment may also set ALLOW_DEV_TOOLS_IN_PRODUCTION=1',
      });
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be at least 32 characters' });
    }
  })
  .transform((env) => ({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    SEED_DEMO: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process (read lazily so tests can set variables first). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; they call this to re-read them. */
export function resetEnvCache(): void {
  cached = undefined;
}
