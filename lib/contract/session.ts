import { z } from 'zod';

/**
 * The portal's own session routes (/api/session/*), answered by the BFF, not the /v1 API: what a
 * page may know of its session (never the token), and the location switcher's reply. Logout
 * answers a plain messageReply.
 */
export const sessionInfoReply = z.object({
  authenticated: z.boolean(),
  pending_email: z.string().nullable(),
  has_business: z.boolean(),
  onboarded: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoReply>;

export const selectLocationReply = z.object({ location: z.string() });

/** POST /api/session/lock: the idle lock now holds the session. */
export const lockReply = z.object({ locked: z.literal(true) });
