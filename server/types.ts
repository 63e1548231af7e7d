import type { Location, Permissions, Role } from '../lib/contract';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Lang } from './i18n';
import type { Mailer } from './mail';

/** What one API instance runs on; injected so tests can build several side by side. */
export interface Deps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Injectable clock: tests move time to expire codes without waiting. */
  now: () => Date;
}

export interface AuthInfo {
  userId: string;
  tokenId: string;
}

/** The business a call acts on (query `business`, else the caller's own) and the caller's role in it. */
export interface Membership {
  businessId: string;
  role: Role;
  staffId: string | null;
  /** Effective flags: every one for the owner, stored flags over role defaults for staff. */
  permissions: Permissions;
}

/** A signed-in caller (access `signed-in`): their session and the business the call acts on, if any. */
export interface UserScope {
  userId: string;
  tokenId: string;
  membership: Membership | null;
}

/** A member of the business the call acts on (access `member`, `permission`, `owner`). */
export interface BusinessScope extends Membership {
  userId: string;
  tokenId: string;
}

/** ...working on one location (`location: true` in the route table). */
export interface LocationScope extends BusinessScope {
  locationId: string;
  location: Location;
  /** Every location the caller may see in the business, the chosen one among them. */
  visibleLocations: Location[];
}

/** Public routes know nothing of the caller. */
export type PublicScope = Record<never, never>;

export type AppEnv = {
  Variables: {
    deps: Deps;
    lang: Lang;
    ip: string;
    /** X-Request-Id of the call (the BFF's), or one made here; every log line of the call carries it. */
    requestId: string;
  };
};
