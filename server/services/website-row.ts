import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { websites } from '../db/schema';

/**
 * The website row, created with the defaults when missing and locked until the transaction ends:
 * writes that count or reorder rows of the business's website take it first, so they run one at a time.
 */
export async function lockWebsite(tx: Db, businessId: string): Promise<void> {
  await tx.insert(websites).values({ businessId }).onConflictDoNothing();
  await tx.select({ id: websites.businessId }).from(websites).where(eq(websites.businessId, businessId)).for('update');
}
