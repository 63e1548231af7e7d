import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on first use:
 * under the pages' CSP (no 'unsafe-eval') the probe is a reported violation. Parse without it.
 */
z.config({ jitless: true });
