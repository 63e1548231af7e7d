import { businessSchema, gettingStartedSchema, locationSchema, userSchema } from '@/lib/contract';
import { z } from 'zod';
import type { SessionData } from './session';

// Only the fields the session keeps are checked: GET user passes through here on every call,
// and the page parses the whole reply against the contract anyway.
const progress = gettingStartedSchema.pick({ total: true, completed: true });
const businessFacts = businessSchema.pick({ _id: true }).extend({ locations: z.array(locationSchema.pick({ _id: true, is_primary: true })) });
const userReplyShape = z.object({
  user: userSchema.pick({ _id: true, location: true }).extend({ onboard_status: progress.nullable() }),
  business: businessFacts.nullable(),
});
const businessReplyShape = z.object({ business: businessFacts });
const gettingStartedShape = z.object({ getting_started: progress });

/**
 * Picks from a GET user, business/register or getting-started reply the facts middleware
 * redirects on. Returns undefined for a reply of another shape so the session is left alone.
 */
export function sessionFactsFromUserReply(reply: unknown): Partial<SessionData> | undefined {
  const user = userReplyShape.safeParse(reply);
  if (user.success) {
    const { user: u, business } = user.data;
    const location = u.location ?? business?.locations[0]?._id;
    const gs = u.onboard_status;
    return {
      userId: u._id,
      business: business?._id,
      location: business ? location : undefined,
      onboarded: gs ? gs.completed >= gs.total : false,
    };
  }
  const registered = businessReplyShape.safeParse(reply);
  if (registered.success) {
    const b = registered.data.business;
    return { business: b._id, location: b.locations.find((l) => l.is_primary)?._id ?? b.locations[0]?._id, onboarded: false };
  }
  const gs = gettingStartedShape.safeParse(reply);
  if (gs.success) return { onboarded: gs.data.getting_started.completed >= gs.data.getting_started.total };
  return undefined;
}
