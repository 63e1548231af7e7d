import { z } from 'zod';

export const outboxReply = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })),
});

/** POST dev/demo-data: the staff accounts the demo data set made for the caller's business, and their password. */
export const demoDataReply = z.object({
  accounts: z.object({ manager: z.string(), staff: z.string(), driver: z.string() }),
  password: z.string(),
});
