import { z } from 'zod';
import { businessSchema } from './account';
import { lineText, optionalText, phone, requiredText, V, website } from './rules';

export const businessTypesReply = z.object({
  business_types: z.array(z.object({ _id: z.string(), name: z.string() })),
});

export const countrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  currency: z.string(),
  states: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesReply = z.object({ countries: z.array(countrySchema) });

/**
 * SPEC §5: business name up to 64, address up to 180. The 180 applies to the whole address as
 * one line (street, city, zip), which is how it prints on receipts.
 */
export const businessRegisterRequest = z
  .object({
    name: requiredText(64),
    type: lineText().min(1, V.required),
    location_name: optionalText(64),
    website: website(),
    phone_number: phone(),
    address: z.object({
      street: requiredText(180),
      city: requiredText(64),
      state_province: lineText().min(1, V.required),
      zip_postal_code: requiredText(64),
      country: lineText().min(1, V.required),
    }),
  })
  .refine((b) => [b.address.street, b.address.city, b.address.zip_postal_code].join(', ').length <= 180, {
    message: V.max180,
    path: ['address', 'street'],
  });
export type BusinessRegisterRequest = z.input<typeof businessRegisterRequest>;

export const businessRegisterReply = z.object({ business: businessSchema, message: z.string().optional() });
