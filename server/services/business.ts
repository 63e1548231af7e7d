import { eq, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { settingsDefaults, type businessRegisterRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, businessTypes, countries, locations, states, users } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { firstFreeSlug, newBusinessCode, slugify } from '../lib/slug';
import { linkCloverReferral } from './integrations';

type Input = z.output<typeof businessRegisterRequest>;

/** Which field is wrong when an id does not refer to a known row (answered as 422). */
export type ReferenceProblem = 'type' | 'address.country' | 'address.state_province';

/** Resolves the ids the form sent; the type may also be given by name, the country by ISO code. */
export async function resolveReferences(db: Db, input: Input) {
  const problems: ReferenceProblem[] = [];
  const [type] = await db
    .select()
    .from(businessTypes)
    .where(or(eq(businessTypes.id, input.type), sql`lower(${businessTypes.name}) = lower(${input.type})`));
  if (!type) problems.push('type');
  const [country] = await db
    .select()
    .from(countries)
    .where(or(eq(countries.id, input.address.country), eq(countries.code, input.address.country.toUpperCase())));
  if (!country) problems.push('address.country');
  const [state] = await db.select().from(states).where(eq(states.id, input.address.state_province));
  if (country && (!state || state.countryId !== country.id)) problems.push('address.state_province');
  return { problems, type, country, state };
}

export class AlreadyInBusiness extends Error {}

/**
 * Creates the business and its primary location for `userId`, who becomes the owner. The user
 * row is locked so two concurrent submits cannot create two businesses.
 */
export async function createBusiness(
  db: Db,
  userId: string,
  input: Input,
  refs: { typeId: string; countryId: string; stateId: string; timezone: string },
  hasBusiness: (tx: Db) => Promise<boolean>,
): Promise<string> {
  const base = slugify(input.name);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [owner] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!owner) throw new Error('owner vanished');
        if (await hasBusiness(tx)) throw new AlreadyInBusiness();
        const taken = await tx
          .select({ slug: businesses.slug })
          .from(businesses)
          .where(like(businesses.slug, `${base}%`));
        const [business] = await tx
          .insert(businesses)
          .values({
            name: input.name,
            typeId: refs.typeId,
            slug: firstFreeSlug(base, new Set(taken.map((r) => r.slug))),
            code: newBusinessCode(),
            website: input.website ?? null,
            locationName: input.location_name ?? null,
            email: owner.email,
            primaryUserId: userId,
            // As the new location's settings read until first saved (SPEC §9 defaults).
            isPickUpAvailable: settingsDefaults.pick_up.is_pick_up_available,
            isDeliveryAvailable: settingsDefaults.delivery.is_delivery_available,
          })
          .returning();
        await tx.insert(locations).values({
          businessId: business!.id,
          name: input.location_name ?? input.name,
          isPrimary: true,
          street: input.address.street,
          city: input.address.city,
          stateId: refs.stateId,
          zipPostalCode: input.address.zip_postal_code,
          countryId: refs.countryId,
          phoneNumber: input.phone_number,
          timezone: refs.timezone,
        });
        await linkCloverReferral(tx, business!.id, owner);
        return business!.id;
      });
    } catch (err) {
      // A concurrent registration took the same slug or code: pick again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
