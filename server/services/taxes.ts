import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tax, taxRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { items, taxes } from '../db/schema';
import { inScope, menuKeys, type MenuScope } from './menu-serialize';

export type TaxRow = typeof taxes.$inferSelect;
type TaxInput = z.output<typeof taxRequest>;

/**
 * Rates are stored as integer thousandths of a percent (14.975 % → 14975) so that a rate with the
 * three decimals Québec needs survives the round trip exactly; the wire carries percent.
 */
export const percentToMilli = (percent: number) => Math.round(percent * 1000);

export const serializeTax = (row: TaxRow): Tax => ({
  _id: row.id,
  name: row.name,
  rate: row.rateMilli / 1000,
  is_default: row.isDefault,
});

/** Name order, case-insensitive (what a merchant scanning the list expects), id as tie-break. */
export async function listTaxes(db: Db, scope: MenuScope): Promise<TaxRow[]> {
  return db
    .select()
    .from(taxes)
    .where(inScope(taxes, scope))
    .orderBy(asc(sql`lower(${taxes.name})`), asc(taxes.id));
}

/** Two taxes of one name would be indistinguishable on the item form and on receipts. */
export async function taxNameTaken(db: Db, scope: MenuScope, name: string, exceptId?: string): Promise<boolean> {
  const sameName = sql`lower(${taxes.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(inScope(taxes, scope), sameName, exceptId ? ne(taxes.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function createTax(db: Db, scope: MenuScope, input: TaxInput): Promise<TaxRow> {
  const [row] = await db
    .insert(taxes)
    .values({
      ...menuKeys(scope),
      name: input.name,
      rateMilli: percentToMilli(input.rate),
      isDefault: input.is_default,
    })
    .returning();
  return row!;
}

/** PUT replaces the tax: an omitted is_default means "not a default tax" (the contract's default). */
export async function updateTax(db: Db, scope: MenuScope, id: string, input: TaxInput): Promise<TaxRow> {
  const [row] = await db
    .update(taxes)
    .set({ name: input.name, rateMilli: percentToMilli(input.rate), isDefault: input.is_default })
    .where(and(inScope(taxes, scope), eq(taxes.id, id)))
    .returning();
  return row!;
}

/**
 * Deletes the tax and unlinks it from the location's items in one transaction, so no item ever
 * points at a missing tax. An item whose custom taxes were only this one falls back to the
 * location's default taxes (custom_tax off): "custom tax with no tax" is refused by the contract.
 */
export async function deleteTax(db: Db, scope: MenuScope, id: string): Promise<void> {
  const idJson = sql`${JSON.stringify([id])}::jsonb`;
  await db.transaction(async (tx) => {
    await tx.delete(taxes).where(and(inScope(taxes, scope), eq(taxes.id, id)));
    await tx
      .update(items)
      .set({
        taxIds: sql`${items.taxIds} - ${id}::text`,
        customTax: sql`${items.customTax} and jsonb_array_length(${items.taxIds} - ${id}::text) > 0`,
      })
      .where(and(inScope(items, scope), sql`${items.taxIds} @> ${idJson}`));
  });
}
