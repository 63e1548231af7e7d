import { z } from 'zod';
import { socialLinksRequest } from '@/lib/contract/website-manager';

/**
 * The social links form checks each link as the server does (http(s), on the network's own site).
 * Loaded with the form's first check (social-values.ts has what the page needs).
 */
export const socialForm = z.object({ social_links: socialLinksRequest });
export type SocialFormIn = z.input<typeof socialForm>;
export type SocialFormOut = z.output<typeof socialForm>;
