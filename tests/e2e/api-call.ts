import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newMerchant, uniqueName } from './support';

/**
 * Helpers of the specs that make SPEC §7's calls one by one (api-calls-more.spec.ts,
 * api-calls-setup.spec.ts): the call itself, a Premium merchant without the slow demo data set,
 * days ahead, and an image the website manager accepts.
 */

/** A JSON answer, read field by field as each check needs (the contract's schemas are checked in tests/api). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** One call through the BFF: its status and JSON body (null when it has none). */
export async function call(req: APIRequestContext, method: string, path: string, data?: unknown) {
  const res = await req.fetch(`/api/v1/${path}`, { method, data });
  const text = await res.text();
  let body: Json | null = null;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = null;
  }
  return { status: res.status(), body, text };
}

/** The test provider's card that always succeeds. */
export const CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123', card_name: 'Cal Ls' };

/**
 * A new merchant on Premium (manage locations, floor plan, reservations, website manager) with
 * nothing else: much faster than the demo data set when no orders or second location are needed.
 * Returns the business's slug and its one location's id.
 */
export async function premiumMerchant(page: Page, base: string): Promise<{ slug: string; locationId: string }> {
  const req = page.request;
  await newMerchant(page, uniqueName(base));
  const { body: plans } = await call(req, 'GET', 'subscription/plan?period=monthly');
  const premium = plans?.plans.find((p: { name: string }) => p.name === 'Premium');
  const paid = await call(req, 'POST', 'subscription', { plan_id: premium._id, ...CARD });
  expect(paid.status, paid.text).toBe(201);
  const { body: user } = await call(req, 'GET', 'user');
  return { slug: user?.business.slug, locationId: user?.business.locations[0]._id };
}

/** The UTC calendar day `n` days from now ("2031-04-02"): far enough ahead to be a future day on any clock. */
export const dayAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
