/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on first use:
 * under the pages' CSP (no 'unsafe-eval') the probe is a reported violation. Parse without it.
 * Set through the global zod keeps its configuration in (`globalThis.__zod_globalConfig`, which
 * `z.config()` writes to), so importing this does not bring zod itself into a page's first load:
 * zod reads it whenever it loads, before or after this runs.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
