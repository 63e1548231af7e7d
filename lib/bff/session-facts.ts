import { businessSchema, gettingStartedSchema, locationSchema, userSchema } from '@/lib/contract';
import { pickLocation } from '@/lib/current-location';
import { firstPagePath, menuContextOf, seesChecklist } from '@/lib/navigation';
import { z } from 'zod';
import type { SessionData } from './session';

// Only the fields the session keeps are checked: GET user passes through here on every call,
// and the page parses the whole reply against the contract anyway.
const progress = gettingStartedSchema.pick({ total: true, completed: true });
const businessFacts = businessSchema
  .pick({ _id: true })
  .extend({ locations: z.array(locationSchema.pick({ _id: true, is_primary: true })) });
const userReplyShape = z.object({
  user: userSchema
    .pick({ _id: true, location: true, role: true, permissions: true })
    .extend({ onboard_status: progress.nullable() }),
  business: businessFacts.extend(businessSchema.pick({ code: true, subscription: true }).shape).nullable(),
});
const businessReplyShape = z.object({ business: businessFacts });
const gettingStartedShape = z.object({ getting_started: progress });

/**
 * The session's location in a business: the user's own when the reply names one they may see,
 * else the default (primary, else first). The pages show the same one (lib/current-location).
 */
function sessionLocation(business: z.infer<typeof businessFacts>, userLocation?: string | null): string | undefined {
  return pickLocation(business.locations, userLocation)?._id;
}

/**
 * Picks from a GET user, business/register or getting-started reply the facts middleware
 * redirects on. Returns undefined for a reply of another shape so the session is left alone.
 */
export function sessionFactsFromUserReply(reply: unknown): Partial<SessionData> | undefined {
  const user = userReplyShape.safeParse(reply);
  if (user.success) {
    const { user: u, business } = user.data;
    const gs = u.onboard_status;
    // Where `/` lands: the navigation's own gates, on the fields they read (without a business
    // `/` goes to /confirm-business whatever they say).
    const menu = business ? menuContextOf(user.data) : undefined;
    return {
      userId: u._id,
      business: business?._id,
      location: business ? sessionLocation(business, u.location) : undefined,
      onboarded: gs ? gs.completed >= gs.total : false,
      checklist: menu && seesChecklist(menu),
      firstPage: menu && firstPagePath(menu),
    };
  }
  const registered = businessReplyShape.safeParse(reply);
  if (registered.success) {
    const b = registered.data.business;
    // The one who registers it is its owner: the checklist first.
    return { business: b._id, location: sessionLocation(b), onboarded: false, checklist: true, firstPage: undefined };
  }
  const gs = gettingStartedShape.safeParse(reply);
  if (gs.success) return { onboarded: gs.data.getting_started.completed >= gs.data.getting_started.total };
  return undefined;
}
