import { z } from 'zod';
import { businessSchema } from './account';
import { checkPostalCode, POSTAL_CODE_MAX } from './postal-code';
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
      // The country's own rule (checkPostalCode) needs the country's code: businessRegisterForm, and the API once it found the country.
      zip_postal_code: lineText().min(1, V.required).max(POSTAL_CODE_MAX, 'validation.postalCodeLength'),
      country: lineText().min(1, V.required),
    }),
  })
  .refine((b) => [b.address.street, b.address.city, b.address.zip_postal_code].join(', ').length <= 180, {
    message: V.max180,
    path: ['address', 'street'],
  });
export type BusinessRegisterRequest = z.input<typeof businessRegisterRequest>;

/**
 * The request as the form checks it: the postal code also against the chosen country's rule, and
 * sent as it is kept ("h2x1y4" → "H2X 1Y4"). `countryCode` turns the form's country id into its
 * ISO code (the form has the list of GET country).
 */
export const businessRegisterForm = (countryCode: (countryId: string) => string | undefined) =>
  businessRegisterRequest
    // A refinement, not only the transform: it reports along with the other fields' errors.
    .superRefine((b, ctx) => {
      const checked = checkPostalCode(countryCode(b.address.country), b.address.zip_postal_code);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message, path: ['address', 'zip_postal_code'] });
    })
    .transform((b) => {
      const checked = checkPostalCode(countryCode(b.address.country), b.address.zip_postal_code);
      return checked.ok ? { ...b, address: { ...b.address, zip_postal_code: checked.value } } : b;
    });

export const businessRegisterReply = z.object({ business: businessSchema, message: z.string().optional() });
