import { giftCardReaders, giftCards } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): gift cards: selling, importing,
 * reloading, redeeming and their summaries (issue 16 item 3).
 */
export const giftCardRouteRows = {
  // Gift cards (issue 16 item 3) are the business's, usable at every location. Reading them serves the
  // cashier who redeems or reloads too; the summaries count days at the caller's location.
  'GET /gift-card': giftCardReaders,
  'GET /gift-card/export': giftCardReaders,
  'GET /gift-card/summary/sale': { ...giftCardReaders, location: true },
  'GET /gift-card/summary/redeem': { ...giftCardReaders, location: true },
  'GET /gift-card/:id/transaction': giftCardReaders,
  // Sets a code aside for the next online sale (SPEC §7 makes it a GET).
  'GET /gift-card/digital': { ...giftCards, stateChangingGet: true },
  'POST /gift-card': giftCards,
  'POST /gift-card/import': giftCards,
  'POST /gift-card/:id/resend': giftCards,
  'POST /gift-card/reload-card': { access: 'permission', permissions: ['reload_card'] },
  'POST /gift-card/redeem': { access: 'permission', permissions: ['redeem_card'] },
} as const satisfies RouteRows;
