import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';

/** The portal's path of a business's public site (app/(site)/s/[slug]): its website manager's site. */
export const publicSiteHref = (slug: string) => `/s/${encodeURIComponent(slug)}`;

/** The public site's path of the business, from the portal's root. */
export async function publicSitePath(db: Db, businessId: string): Promise<string> {
  const [b] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, businessId));
  return publicSiteHref(b!.slug);
}
