import type { z } from 'zod';
import { businessRegisterRequest, checkPostalCode, type businessRegisterReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, tValidation } from '../i18n';
import { fail, fieldsFail, readBody, type FieldErrors } from '../lib/http';
import { serializeBusiness } from '../services/account';
import { AlreadyInBusiness, createBusiness, resolveReferences } from '../services/business';
import { findMemberships, ownerMembership } from '../services/membership';

export const businessRoutes = new ApiRoutes().handle('POST /business/register', async (c) => {
  const { deps, scope, lang } = c.var;
  const { db } = deps;
  const body = await readBody(c, businessRegisterRequest);
  // One business per account for now: staff of another business sign up with a new account.
  const hasBusiness = async (tx: Db) => (await findMemberships(tx, scope.userId)).length > 0;
  if (await hasBusiness(db)) throw fail(409, 'businessExists');

  const { problems, type, country, state } = await resolveReferences(db, body);
  const errors: FieldErrors = {};
  for (const p of problems)
    errors[p] = [
      p === 'address.state_province' ? t(lang, 'stateNotInCountry') : tValidation(lang, 'validation.choice'),
    ];
  // The form's own rule, now that the country is known: kept as the country writes it ("H2X 1Y4").
  const postalCode = checkPostalCode(country?.code, body.address.zip_postal_code);
  if (!postalCode.ok) errors['address.zip_postal_code'] = [tValidation(lang, postalCode.message)];
  if (Object.keys(errors).length) throw fieldsFail(lang, errors);
  if (postalCode.ok) body.address.zip_postal_code = postalCode.value;

  let businessId: string;
  try {
    businessId = await createBusiness(
      db,
      scope.userId,
      body,
      {
        typeId: type!.id,
        countryId: country!.id,
        stateId: state!.id,
        timezone: state!.timezone,
      },
      hasBusiness,
    );
  } catch (err) {
    if (err instanceof AlreadyInBusiness) throw fail(409, 'businessExists');
    throw err;
  }
  const { business } = await serializeBusiness(db, ownerMembership(businessId));
  const reply: z.infer<typeof businessRegisterReply> = { business, message: t(lang, 'businessRegistered') };
  return c.json(reply, 201);
});
