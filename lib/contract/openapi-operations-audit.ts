import { auditActorsReply, auditEntityReply, auditListQuery, auditListReply } from './audit';
import { csv, op, tagged, withQuery } from './openapi-types';

export const auditOperations = tagged('Activity log', {
  'GET /audit': withQuery('Who changed what, newest first, paged and filtered', auditListQuery, auditListReply),
  'GET /audit/actors': op('People who appear in the log (the person filter)', auditActorsReply),
  'GET /audit/export': withQuery('The filtered log as CSV', auditListQuery, csv('Entries, one line each')),
  'GET /audit/:entity_type/:entity_id': op("One entity's history", auditEntityReply),
});
