import { auditActorsReply, auditEntityReply, auditListQuery, auditListReply } from './audit';
import { csv, tagged } from './openapi-types';

export const auditOperations = tagged('Activity log', {
  'GET /audit': {
    summary: 'Who changed what, newest first, paged and filtered',
    query: auditListQuery,
    reply: auditListReply,
  },
  'GET /audit/actors': { summary: 'People who appear in the log (the person filter)', reply: auditActorsReply },
  'GET /audit/export': {
    summary: 'The filtered log as CSV',
    query: auditListQuery,
    reply: csv('Entries, one line each'),
  },
  'GET /audit/:entity_type/:entity_id': { summary: "One entity's history", reply: auditEntityReply },
});
