/**
 * Plans are reference data whose texts (name, description, features) are translated by the plan's
 * key in messages/*.json, `billing.plans.<key>`, for the page and for the API's messages alike
 * (docs/decisions.md). The key is the plan's name in lower case: "Basic" → "basic". A plan with no
 * texts there shows the API's own.
 */
export const planKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Invoice numbers as printed: INV-0001. (Here, without zod, so the billing page's list can use it.) */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(4, '0')}`;
