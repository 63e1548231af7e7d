import { z } from 'zod';
import { websiteSaveRequest, websiteSeoRequest } from '@/lib/contract/website-manager';

const save = websiteSaveRequest.shape;

/**
 * The setup form checks what POST website-manager/save checks; the server's field errors land on
 * the same fields. Loaded with the form's first check (setup-values.ts has what the page needs).
 */
export const setupForm = z.object({
  theme_color: save.theme_color.unwrap(),
  promotion_url: save.promotion_url.unwrap(),
  seo: websiteSeoRequest,
});
export type SetupFormIn = z.input<typeof setupForm>;
export type SetupFormOut = z.output<typeof setupForm>;
