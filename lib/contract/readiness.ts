import { z } from 'zod';

/**
 * GET /v1/ready (and the portal's /api/ready): 200 `ready` when the database answers and every
 * migration is applied; 503 `not-ready` with a reason for an operator (never user-facing text).
 */
export const readyReply = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z.string().optional(),
});
