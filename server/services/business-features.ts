import { eq } from 'drizzle-orm';
import type { RouteFeature } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';

/** Whether the business's subscription includes the feature (GET user's feature_availability reads the same column). */
export async function businessHasFeature(db: Db, businessId: string, feature: RouteFeature): Promise<boolean> {
  switch (feature) {
    case 'website_manager': {
      const [row] = await db
        .select({ on: businesses.websiteManager })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.on ?? false;
    }
  }
}
