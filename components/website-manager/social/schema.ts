import { z } from 'zod';
import {
  socialLinksRequest,
  socialNetworks,
  type SocialLinks,
  type WebsiteSaveRequest,
} from '@/lib/contract/website-manager';

/** The social links form checks each link as the server does (http(s), on the network's own site). */
export const socialForm = z.object({ social_links: socialLinksRequest });
export type SocialFormIn = z.input<typeof socialForm>;
export type SocialFormOut = z.output<typeof socialForm>;

export const SOCIAL_FIELDS = socialNetworks.map((n) => `social_links.${n}`);

export const socialValues = (links: SocialLinks | undefined): SocialFormIn => ({
  social_links: Object.fromEntries(socialNetworks.map((n) => [n, links?.[n] ?? ''])),
});

/** Only the links: the setup screen's fields stay as saved. */
export const socialRequest = (v: SocialFormOut): WebsiteSaveRequest => ({ social_links: v.social_links });
