import { z } from 'zod';

/** Every failed /v1 reply: a message for a notice and, for forms, texts per field. */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The `code` of the BFF's 423 while the idle lock holds the session: the page shows the lock screen. */
export const LOCKED_CODE = 'locked';
export const LOCKED_STATUS = 423;

/** Success replies that carry something to tell the user. */
export const messageReply = z.object({ message: z.string() });
