import { z } from 'zod';

/** Every failed /v1 reply: a message for a notice and, for forms, texts per field. */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export { LOCKED_CODE, LOCKED_STATUS } from './plain/errors';

/** Success replies that carry something to tell the user. */
export const messageReply = z.object({ message: z.string() });
/** A reply that may carry a message (sorts, logout): parsed, but nothing to tell when it has none. */
export const optionalMessageReply = messageReply.partial();
