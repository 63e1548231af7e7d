import type { Context } from 'hono';
import type { RouteKey, RouteRule, routeTable } from '../lib/contract';
import { fail } from './lib/http';
import { settleSubscription } from './services/billing-renewal';
import { businessHasFeature } from './services/business-features';
import { loadVisibleLocations, pickLocation } from './services/locations';
import { resolveMembership } from './services/membership';
import { findSession } from './services/tokens';
import type { AppEnv, BusinessScope, LocationScope, PublicScope, UserScope } from './types';

export type Scope = PublicScope | UserScope | BusinessScope | LocationScope;

/** The scope a handler gets for the route `K`, read off its row of the route table. */
export type ScopeOf<K extends RouteKey> = (typeof routeTable)[K] extends { access: 'public' }
  ? PublicScope
  : (typeof routeTable)[K] extends { access: 'signed-in' }
    ? UserScope
    : (typeof routeTable)[K] extends { location: true }
      ? LocationScope
      : BusinessScope;

/** `?business=` / `?location=`; blank counts as absent. */
export const queryId = <E extends AppEnv>(c: Context<E>, name: 'business' | 'location') =>
  c.req.query(name)?.trim() || undefined;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i;

/**
 * Who calls and on what, as the route's rule asks, checked in this order: 401 without a live
 * token; 404 for a business the caller is not in (or none); 403 without the role or any of the
 * flags, or without the subscription feature the route needs; 404 for a location they may not see
 * (or none). Ids of others are never confirmed to exist.
 */
export async function scopeFor<E extends AppEnv>(c: Context<E>, rule: RouteRule): Promise<Scope> {
  const { deps } = c.var;
  // Before the token: without DEV_TOOLS a dev tool does not exist, for anyone.
  if ('devOnly' in rule && rule.devOnly && !deps.config.devTools) throw fail(404, 'notFound');
  if (rule.access === 'public') return {};
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  const session = token ? await findSession(deps, token) : null;
  if (!session) throw fail(401, 'unauthenticated');
  const membership = await resolveMembership(deps.db, session.userId, queryId(c, 'business'));
  // Period ends and payment retries fall due as time passes: applied before anything reads the plan.
  if (membership) await settleSubscription(deps.db, membership.businessId, deps.now());
  if (rule.access === 'signed-in') return { ...session, membership };

  if (!membership) throw fail(404, 'noBusiness');
  if (rule.access === 'owner' && membership.role !== 'owner') throw fail(403, 'ownerOnly');
  if (rule.access === 'permission' && !rule.permissions.some((key) => membership.permissions[key]))
    throw fail(403, 'forbidden');
  // A feature the plan lacks (SPEC §6: the website manager): refused like a flag, with its own text.
  if (rule.feature && !(await businessHasFeature(deps.db, membership.businessId, rule.feature)))
    throw fail(403, 'websiteManagerOff');
  const business: BusinessScope = { ...session, ...membership };
  if (!rule.location) return business;

  const visibleLocations = await loadVisibleLocations(deps.db, membership);
  const location = pickLocation(visibleLocations, queryId(c, 'location'));
  if (location === undefined) throw fail(404, 'locationNotFound');
  if (location === null) throw fail(404, 'noLocation');
  return { ...business, locationId: location._id, location, visibleLocations };
}
