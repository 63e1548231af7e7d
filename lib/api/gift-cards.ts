import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  giftCardImportRequest,
  giftCardIssueRequest,
  giftCardRedeemRequest,
  giftCardReloadRequest,
  giftCardResendRequest,
} from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { V1_BASE } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const giftCardSchemas = schemasOf(() => import('@/lib/contract/gift-cards'));

/** Which summary: sales (issues and reloads) or redemptions. */
export type GiftCardSummaryKind = 'sale' | 'redeem';

// Gift cards belong to the business, not to a location; only the summaries' days are the location's.
export const giftCardKeys = {
  all: ['gift-cards'] as const,
  /** The list with its figures, per search text ('' for all). */
  list: (search: string) => [...giftCardKeys.all, 'list', search.trim()] as const,
  history: (id: string) => [...giftCardKeys.all, 'history', id] as const,
  summary: (kind: GiftCardSummaryKind, range: DayRange) =>
    [...giftCardKeys.all, 'summary', kind, range.from, range.to] as const,
};

/** GET gift-card: the figures (business-wide, whatever the search) and the cards matching the search. */
export const giftCardsQuery = (search = '') =>
  apiQuery(
    giftCardKeys.list(search),
    { path: 'gift-card', schema: giftCardSchemas('giftCardsReply'), query: { search: search.trim() || undefined } },
    // While a new search runs, the last list stays on screen (no blank between two keystrokes).
    { placeholderData: keepPreviousData },
  );

/** GET gift-card/{id}/transaction: one card and every change of its balance, newest first. */
export const giftCardHistoryQuery = (id: string) =>
  apiQuery(giftCardKeys.history(id), {
    path: `gift-card/${id}/transaction`,
    schema: giftCardSchemas('giftCardHistoryReply'),
  });

/** GET gift-card/summary/sale or summary/redeem over local days of the current location. */
export const giftCardSummaryQuery = (kind: GiftCardSummaryKind, range: DayRange) =>
  apiQuery(giftCardKeys.summary(kind, range), {
    path: `gift-card/summary/${kind}`,
    schema: giftCardSchemas('giftCardSummaryReply'),
    query: { from: range.from, to: range.to },
  });

/**
 * The CSV of what the business still owes on its cards. A plain link is enough: the BFF adds the
 * session and passes text/csv and its file name through (as the order history's export does).
 */
export const GIFT_CARD_EXPORT_HREF = `${V1_BASE}/gift-card/export`;

// SPEC §4: after an issue, reload or redeem the list reloads. Everything under giftCardKeys.all
// goes: the list carries the figures, and an open history or summary shows the same money.
const reloadAll = () => [giftCardKeys.all];

export const useIssueGiftCard = () =>
  useApiMutation(
    (body: z.input<typeof giftCardIssueRequest>) => ({ path: 'gift-card', method: 'POST', body }),
    giftCardSchemas('giftCardReply'),
    { reload: reloadAll, inlineErrors: true },
  );

export const useReloadGiftCard = () =>
  useApiMutation(
    (body: z.input<typeof giftCardReloadRequest>) => ({ path: 'gift-card/reload-card', method: 'POST', body }),
    giftCardSchemas('giftCardReply'),
    { reload: reloadAll, inlineErrors: true },
  );

export const useRedeemGiftCard = () =>
  useApiMutation(
    (body: z.input<typeof giftCardRedeemRequest>) => ({ path: 'gift-card/redeem', method: 'POST', body }),
    giftCardSchemas('giftCardReply'),
    { reload: reloadAll, inlineErrors: true },
  );

/** To the card's recipient (else its buyer), or to a corrected e-mail that replaces the recipient. */
export const useResendGiftCard = () =>
  useApiMutation(
    ({ id, body }: { id: string; body: z.input<typeof giftCardResendRequest> }) => ({
      path: `gift-card/${id}/resend`,
      method: 'POST',
      body,
    }),
    giftCardSchemas('giftCardReply'),
    { reload: reloadAll, inlineErrors: true },
  );

type ImportBody = Omit<z.input<typeof giftCardImportRequest>, 'confirm'>;

/** POST gift-card/import without confirm: what the file holds and each bad line; nothing written. */
export const usePreviewGiftCardImport = () =>
  useApiMutation(
    (body: ImportBody) => ({ path: 'gift-card/import', method: 'POST', body: { ...body, confirm: false } }),
    giftCardSchemas('giftCardImportReply'),
    // The dialog shows the preview's message and errors itself.
    { silent: true },
  );

/** POST gift-card/import with confirm: every row of the file or, with any bad line, none. */
export const useImportGiftCards = () =>
  useApiMutation(
    (body: ImportBody) => ({ path: 'gift-card/import', method: 'POST', body: { ...body, confirm: true } }),
    giftCardSchemas('giftCardImportReply'),
    { reload: reloadAll, inlineErrors: true },
  );
