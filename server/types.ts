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

export type AppEnv = {
  Variables: {
    deps: Deps;
    lang: Lang;
    ip: string;
    auth: AuthInfo;
    membership: Membership | null;
    /** Locations the caller may see in that business, loaded once per request (services/locations.ts). */
    visibleLocations: Location[] | undefined;
  };
};
