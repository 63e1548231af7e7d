import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { socialNetworks } from '@/lib/contract/plain/website-manager';
import type { SocialLinks, WebsiteSaveRequest } from '@/lib/contract/website-manager';
import type { SocialFormIn, SocialFormOut } from './schema';

/** The form's schema (schema.ts) and zod load with its first check: the form is on the page's first paint. */
export const socialResolver = lightZodResolver<SocialFormIn, SocialFormOut>(() =>
  import('./schema').then((m) => m.socialForm),
);

export const SOCIAL_FIELDS = socialNetworks.map((n) => `social_links.${n}`);

export const socialValues = (links: SocialLinks | undefined): SocialFormIn => ({
  social_links: Object.fromEntries(socialNetworks.map((n) => [n, links?.[n] ?? ''])),
});

/** Only the links: the setup screen's fields stay as saved. */
export const socialRequest = (v: SocialFormOut): WebsiteSaveRequest => ({ social_links: v.social_links });
