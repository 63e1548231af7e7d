/**
 * Tables of the reference API. Ids are text (24 hex characters, like the platform's Mongo
 * ObjectIds) so the wire format matches the real API. Timestamps are timezone-aware; money,
 * when it arrives with later features, is integer cents. One file per area in server/db/tables
 * (their owner columns in accounts.ts, the shared ones in columns.ts); import them from here.
 */
export * from './tables/accounts';
export * from './tables/orders';
export * from './tables/menu';
export * from './tables/store';
export * from './tables/integrations';
export * from './tables/customers';
export * from './tables/website';
export * from './tables/reports';
export * from './tables/reservations';
export * from './tables/billing';
