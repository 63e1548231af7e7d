import type { Context } from 'hono';
import type { z } from 'zod';
import {
  giftCardImportRequest,
  giftCardIssueRequest,
  giftCardListQuery,
  giftCardPaymentModes,
  giftCardRedeemRequest,
  giftCardReloadRequest,
  giftCardResendRequest,
  giftCardSummaryQuery,
  giftCardTransactionTypes,
  OV,
  type giftCardDigitalReply,
  type giftCardHistoryReply,
  type giftCardImportReply,
  type giftCardReply,
  type giftCardsReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, tValidation, type Lang } from '../i18n';
import { isUniqueViolation } from '../lib/db-errors';
import { ApiError, fieldsFail, readBody, validationError } from '../lib/http';
import { checkGiftCardImport, writeGiftCardImport, type ImportCheck } from '../services/gift-card-import';
import {
  actorOf,
  giftCardOr404,
  issueGiftCard,
  listGiftCards,
  markResent,
  redeemGiftCard,
  reloadGiftCard,
  reservedDigitalCode,
  serializeGiftCard,
} from '../services/gift-cards';
import { giftCardFigures, giftCardHistory, giftCardSummary } from '../services/gift-card-reports';
import { csvField, dollars } from '../services/order-export';
import { rangeProblem } from '../services/order-history';
import type { AppEnv } from '../types';

type CardReply = z.infer<typeof giftCardReply>;

function summaryQuery<E extends AppEnv>(c: Context<E>) {
  const { lang } = c.var;
  const parsed = giftCardSummaryQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  if (rangeProblem(parsed.data.from, parsed.data.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
  return parsed.data;
}

/** One CSV cell, kept from running as a spreadsheet formula (the order export's rule). */
const csvCell = (v: string | null) => csvField(v ?? '');

/** Gift cards of the business (SPEC §7), plus the liability export (ours, docs/decisions.md). */
export const giftCardRoutes = new ApiRoutes()
  .handle('GET /gift-card', async (c) => {
    const { deps, scope, lang } = c.var;
    const parsed = giftCardListQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(lang, parsed.error.issues);
    const rows = await listGiftCards(deps.db, scope.businessId, parsed.data.search);
    const reply: z.infer<typeof giftCardsReply> = {
      ...(await giftCardFigures(deps.db, scope.businessId)),
      gift_cards: rows.map(serializeGiftCard),
      payment_mode: [...giftCardPaymentModes],
    };
    return c.json(reply);
  })
  .handle('GET /gift-card/export', async (c) => {
    const { deps, scope, lang } = c.var;
    const rows = (await listGiftCards(deps.db, scope.businessId)).filter((r) => r.balance > 0);
    const total = rows.reduce((sum, r) => sum + r.balance, 0);
    const lines = [
      ['code', 'balance', 'buyer_email', 'recipient_email', 'issued_at'].join(','),
      ...rows.map((r) =>
        [r.code, dollars(r.balance), r.buyerEmail, r.recipientEmail, r.createdAt.toISOString()].map(csvCell).join(','),
      ),
      [csvCell(t(lang, 'giftCardExportTotal')), dollars(total), '', '', ''].join(','),
    ];
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="gift-card-liability.csv"');
    c.header('cache-control', 'no-store');
    return c.body(`${lines.join('\r\n')}\r\n`);
  })
  .handle('GET /gift-card/summary/sale', async (c) => {
    const { deps, scope } = c.var;
    const q = summaryQuery(c);
    return c.json(await giftCardSummary(deps.db, scope.businessId, 'sale', scope.location.timezone, q.from, q.to));
  })
  .handle('GET /gift-card/summary/redeem', async (c) => {
    const { deps, scope } = c.var;
    const q = summaryQuery(c);
    return c.json(await giftCardSummary(deps.db, scope.businessId, 'redeem', scope.location.timezone, q.from, q.to));
  })
  .handle('GET /gift-card/digital', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof giftCardDigitalReply> = {
      reserved_gift_card: { code: await reservedDigitalCode(deps.db, scope.businessId, deps.now()) },
    };
    return c.json(reply);
  })
  .handle('GET /gift-card/:id/transaction', async (c) => {
    const { deps, scope } = c.var;
    const card = await giftCardOr404(deps.db, scope.businessId, c.req.param('id'));
    const reply: z.infer<typeof giftCardHistoryReply> = {
      gift_card: serializeGiftCard(card),
      transactions: await giftCardHistory(deps.db, card),
      transaction_types: [...giftCardTransactionTypes],
    };
    return c.json(reply);
  })
  .handle('POST /gift-card', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, giftCardIssueRequest);
    const card = await issueGiftCard(deps.db, scope.businessId, await actorOf(deps.db, scope, deps.now()), body);
    const to = card.recipientEmail ?? card.buyerEmail;
    if (to) await deps.mailer.send(giftCardMail(lang, to, card.code, card.balance, card.message));
    const reply: CardReply = { gift_card: serializeGiftCard(card), message: t(lang, 'giftCardIssued') };
    return c.json(reply, 201);
  })
  .handle('POST /gift-card/reload-card', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, giftCardReloadRequest);
    const card = await reloadGiftCard(deps.db, scope.businessId, await actorOf(deps.db, scope, deps.now()), body);
    const reply: CardReply = { gift_card: serializeGiftCard(card), message: t(lang, 'giftCardReloaded') };
    return c.json(reply);
  })
  .handle('POST /gift-card/redeem', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, giftCardRedeemRequest);
    const card = await redeemGiftCard(deps.db, scope.businessId, await actorOf(deps.db, scope, deps.now()), body);
    const reply: CardReply = { gift_card: serializeGiftCard(card), message: t(lang, 'giftCardRedeemed') };
    return c.json(reply);
  })
  .handle('POST /gift-card/:id/resend', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await giftCardOr404(deps.db, scope.businessId, c.req.param('id'));
    const body = await readBody(c, giftCardResendRequest);
    const card = await markResent(deps.db, existing, await actorOf(deps.db, scope, deps.now()), body.email);
    const to = card.recipientEmail ?? card.buyerEmail;
    if (to) await deps.mailer.send(giftCardMail(lang, to, card.code, card.balance, card.message));
    const reply: CardReply = { gift_card: serializeGiftCard(card), message: t(lang, 'giftCardResent') };
    return c.json(reply);
  })
  .handle('POST /gift-card/import', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, giftCardImportRequest);
    const reply = importReply(lang, await checkGiftCardImport(deps.db, lang, body.csv));
    const { rows } = reply;
    // All or nothing: a file with any bad row writes none of its rows.
    if (Object.keys(reply.errors).length > 0 && body.confirm) throw new ApiError(422, reply);
    if (!body.confirm) return c.json(reply);
    try {
      await writeGiftCardImport(deps.db, scope.businessId, await actorOf(deps.db, scope, deps.now()), rows);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A code was taken between the check and the write (the same file twice at once): the check now names its line.
      throw new ApiError(422, importReply(lang, await checkGiftCardImport(deps.db, lang, body.csv)));
    }
    return c.json(
      { ...reply, imported: rows.length, message: t(lang, 'giftCardImported', { count: rows.length }) },
      201,
    );
  });

function importReply(lang: Lang, { rows, errors }: ImportCheck): z.infer<typeof giftCardImportReply> {
  const failed = Object.keys(errors).length > 0;
  return {
    rows,
    errors,
    total: rows.reduce((sum, r) => sum + r.balance, 0),
    imported: 0,
    message: t(lang, failed ? 'giftCardImportInvalid' : 'giftCardImportReady', { count: rows.length }),
  };
}

function giftCardMail(lang: Lang, to: string, code: string, cents: number, message: string | null) {
  const params = { code, amount: dollars(cents), message: message ?? '' };
  return { to, subject: t(lang, 'giftCardMailSubject', params), text: t(lang, 'giftCardMailText', params) };
}
