import { and, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bulkItemRequest, Item } from '../../lib/contract';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { share } from './orders';
import { inScope, itemsInMenuOrder, jsonParam, serializeItem, type ItemRow, type MenuScope } from './menu-serialize';

type PriceChange = NonNullable<z.output<typeof bulkItemRequest>['price_change']>;

/** The largest price the contract accepts (cents). */
const MAX_PRICE = 99_999_999;

export type PricePlan =
  { prices: Map<string, number> } | { problem: 'notCents' | 'negative' | 'tooLarge'; name?: string };

/**
 * New prices for a bulk change, in integers: an amount is whole cents added; a percentage is
 * read to the thousandth (5.5 → 5500 / 100000) and the result rounded half up to the cent, as
 * order taxes are. Refused as a whole when any price would fall below zero or above the limit.
 */
export function planBulkPrices(targets: readonly ItemRow[], change: PriceChange): PricePlan {
  if (change.mode === 'amount' && !Number.isInteger(change.value)) return { problem: 'notCents' };
  const milli = Math.round(change.value * 1000);
  const prices = new Map<string, number>();
  for (const item of targets) {
    const price = change.mode === 'amount' ? item.price + change.value : share(item.price, 100_000 + milli, 100_000);
    if (price < 0) return { problem: 'negative', name: item.name };
    if (price > MAX_PRICE) return { problem: 'tooLarge', name: item.name };
    prices.set(item.id, price);
  }
  return { prices };
}

export interface BulkChange {
  prices?: Map<string, number>;
  available?: boolean;
  categoryId?: string;
}

/**
 * Prices, availability and category of the given items in one transaction. Items moved to
 * another category are appended there in their current menu order; those already in it stay put.
 * Returns the items after the change, in menu order.
 */
export async function applyBulkChange(
  db: Db,
  scope: MenuScope,
  targets: readonly ItemRow[],
  change: BulkChange,
): Promise<Item[]> {
  const ids = targets.map((i) => i.id);
  await db.transaction(async (tx) => {
    if (change.prices) {
      const rows = [...change.prices].map(([id, price]) => ({ id, price }));
      await tx.execute(sql`
        update ${items} set price = v.price
        from jsonb_to_recordset(${jsonParam(rows)}) as v(id text, price integer)
        where ${items.id} = v.id and ${inScope(items, scope)}`);
    }
    if (change.available !== undefined) {
      await tx
        .update(items)
        .set({ available: change.available })
        .where(and(inScope(items, scope), inArray(items.id, ids)));
    }
    if (change.categoryId) {
      const target = change.categoryId;
      const moving = (await itemsInMenuOrder(tx, scope, ids)).filter((i) => i.categoryId !== target).map((i) => i.id);
      if (moving.length) {
        await tx.execute(sql`
          update ${items} set category_id = ${target},
            sort = (select coalesce(max(sort) + 1, 0) from ${items} where category_id = ${target}) + o.position - 1
          from jsonb_array_elements_text(${jsonParam(moving)}) with ordinality as o(id, position)
          where ${items.id} = o.id and ${inScope(items, scope)}`);
      }
    }
  });
  return (await itemsInMenuOrder(db, scope, ids)).map(serializeItem);
}
