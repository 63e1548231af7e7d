/**
 * Postal codes checked for the address's country, once for the forms and the reference API.
 * Canada: "A1A 1A1", with or without the space, any case; kept upper case with the space.
 * United States: a ZIP of 5 digits or ZIP+4 ("12345", "12345-6789"). Any other country: free
 * text up to POSTAL_CODE_MAX characters (formats vary too much to guess).
 */
export const POSTAL_CODE_MAX = 12;

const PC = {
  CA: 'validation.postalCodeCA',
  US: 'validation.zipUS',
  length: 'validation.postalCodeLength',
} as const;

type Checked = { ok: true; value: string } | { ok: false; message: (typeof PC)[keyof typeof PC] };

const CANADA = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/;
const USA = /^\d{5}(-\d{4})?$/;

/**
 * `raw` (trimmed) against the rule of the country with ISO code `country` (any case; unknown or
 * not yet chosen: the free-text rule). Gives the code as it is kept, or the validation key.
 */
export function checkPostalCode(country: string | undefined, raw: string): Checked {
  const text = raw.trim();
  const code = country?.toUpperCase();
  if (code === 'CA') {
    const m = CANADA.exec(text.toUpperCase());
    return m ? { ok: true, value: `${m[1]} ${m[2]}` } : { ok: false, message: PC.CA };
  }
  if (code === 'US') return USA.test(text) ? { ok: true, value: text } : { ok: false, message: PC.US };
  return text.length <= POSTAL_CODE_MAX ? { ok: true, value: text } : { ok: false, message: PC.length };
}
