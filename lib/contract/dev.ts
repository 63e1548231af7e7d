import { z } from 'zod';

export const outboxReply = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })),
});
