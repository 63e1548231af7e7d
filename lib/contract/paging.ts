import { z } from 'zod';

/**
 * `page` (1-based) and `per_page` (25 by default, 1..maxPerPage) of a list query. Query values
 * arrive as strings; a bad one is a field error with the list's own message.
 */
export function pageQueryFields(maxPerPage: number, message: string) {
  return {
    page: z.coerce.number({ error: message }).int(message).min(1, message).default(1),
    per_page: z.coerce.number({ error: message }).int(message).min(1, message).max(maxPerPage, message).default(25),
  };
}
