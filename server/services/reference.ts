import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { businessTypesReply, Country } from '../../lib/contract';
import type { Db } from '../db/client';
import { businessTypes, countries, states } from '../db/schema';

export async function listBusinessTypes(db: Db): Promise<z.infer<typeof businessTypesReply>['business_types']> {
  const rows = await db.select().from(businessTypes).orderBy(asc(businessTypes.position));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

/** Countries by name, each with its states by name. */
export async function listCountries(db: Db): Promise<Country[]> {
  const [countryRows, stateRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.name)),
    db.select().from(states).orderBy(asc(states.name)),
  ]);
  return countryRows.map((ct) => ({
    _id: ct.id,
    name: ct.name,
    code: ct.code,
    currency: ct.currency,
    states: stateRows.filter((s) => s.countryId === ct.id).map((s) => ({ _id: s.id, name: s.name })),
  }));
}
