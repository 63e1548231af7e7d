import type { Location, UserReply } from '@/lib/contract';

/**
 * The one rule for which location a session works on: the one asked for when the user may see
 * it, else the business's primary, else the first (the reference API defaults the same way).
 * The BFF decides the session's location with it, the pages which location they show.
 */
export function pickLocation<L extends Pick<Location, '_id' | 'is_primary'>>(
  locations: readonly L[],
  wanted: string | null | undefined,
): L | undefined {
  return (
    (wanted ? locations.find((l) => l._id === wanted) : undefined) ??
    locations.find((l) => l.is_primary) ??
    locations[0]
  );
}

/** The location a GET user reply works on: the session's choice (user.location), else the business's. */
export function currentLocation(reply: UserReply | null | undefined): Location | null {
  const business = reply?.business;
  if (!business) return null;
  return pickLocation(business.locations, reply.user.location ?? business.location) ?? null;
}
