/**
 * Reference API: gift cards (issue 16 item 3), every call of SPEC §7 — GET gift-card,
 * GET gift-card/digital, GET gift-card/summary/sale and summary/redeem, POST gift-card,
 * POST gift-card/reload-card, POST gift-card/{id}/resend, GET gift-card/{id}/transaction,
 * POST gift-card/redeem, POST gift-card/import — and ours, GET gift-card/export. Balances are
 * integer cents that never go below zero, even under simultaneous redemptions.
 */
import { eq } from 'drizzle-orm';
import {
  GIFT_CARD_ALPHABET,
  giftCardDigitalReply,
  giftCardHistoryReply,
  giftCardImportReply,
  giftCardReply,
  giftCardsReply,
  giftCardSummaryReply,
  type GiftCard,
  type Permissions,
} from '@/lib/contract';
import { giftCards, giftCardTransactions } from '@/server/db/schema';
import { testClock } from '@/server/testing-client';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

// Each test starts on 2026-03-10 at 23:30 in Montréal (the test business's clock), 2026-03-11 in UTC.
const START = Date.parse('2026-03-11T03:30:00Z');
let clock = testClock(START);
startTestApi({ now: () => clock.now() });
beforeEach(() => {
  clock = testClock(START);
});

const CODE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{16}$`);

async function issue(m: Pick<Owner, 'token'>, extra: Record<string, unknown> = {}): Promise<GiftCard> {
  const res = await client.call('POST', 'gift-card', {
    token: m.token,
    body: { amount: 5000, buyer_email: 'buyer@example.test', payment_mode: 'cash', ...extra },
  });
  expect([res.status, res.body.errors]).toEqual([201, undefined]);
  return giftCardReply.parse(res.body).gift_card;
}
const reload = (m: Pick<Owner, 'token'>, body: Record<string, unknown>, lang?: string) =>
  client.call('POST', 'gift-card/reload-card', { token: m.token, lang, body: { payment_mode: 'card', ...body } });
const redeem = (m: Pick<Owner, 'token'>, body: Record<string, unknown>, lang?: string) =>
  client.call('POST', 'gift-card/redeem', { token: m.token, lang, body });
const list = async (m: Pick<Owner, 'token'>, query = '') => {
  const res = await client.call('GET', `gift-card${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return giftCardsReply.parse(res.body);
};
const history = async (m: Pick<Owner, 'token'>, id: string) => {
  const res = await client.call('GET', `gift-card/${id}/transaction`, { token: m.token });
  expect(res.status).toBe(200);
  return giftCardHistoryReply.parse(res.body);
};
const outbox = async (to: string) =>
  (await client.call('GET', `dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    subject: string;
    text: string;
  }[];
const cardRow = async (id: string) => (await api.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
const rowsOf = async (m: Owner) => ({
  cards: await api.db.select().from(giftCards).where(eq(giftCards.businessId, m.businessId)),
  transactions: await api.db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.businessId, m.businessId)),
});

describe('gift cards', () => {
  test('issue: a 16-character unguessable code, the card mailed to the recipient (else the buyer)', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'gift-card', {
      token: m.token,
      body: {
        amount: 5000,
        buyer_email: 'buyer@example.test',
        recipient_email: 'friend@example.test',
        message: 'Happy birthday!',
        payment_mode: 'card',
      },
    });
    expect(res.status).toBe(201);
    const reply = giftCardReply.parse(res.body);
    expect(reply).toEqual({
      gift_card: {
        _id: expect.any(String),
        code: expect.stringMatching(CODE),
        balance: 5000,
        buyer_email: 'buyer@example.test',
        recipient_email: 'friend@example.test',
        message: 'Happy birthday!',
        payment_mode: 'card',
        created_at: clock.now().toISOString(),
      },
      message: 'Gift card issued.',
    });
    const [mail] = await outbox('friend@example.test');
    expect(mail!.subject).toBe('Your gift card: $50.00');
    expect(mail!.text).toContain(reply.gift_card.code);
    expect(mail!.text).toContain('Happy birthday!');

    const bought = await issue(m, { buyer_email: 'self@example.test', amount: 2500 });
    expect((await outbox('self@example.test'))[0]!.subject).toBe('Your gift card: $25.00');
    expect(bought.recipient_email).toBeNull();

    // Codes are unique and drawn from the unambiguous alphabet only.
    const codes = [reply.gift_card.code, bought.code];
    for (let i = 0; i < 10; i++) codes.push((await issue(m, { amount: 100 })).code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(CODE);
  });

  test('bad issue input: field errors in the caller’s language, nothing written', async () => {
    const m = await client.registerBusiness();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -500 }, 'amount'],
      [{ amount: 100_001 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ buyer_email: 'nope' }, 'buyer_email'],
      [{ recipient_email: 'nope' }, 'recipient_email'],
      [{ payment_mode: 'bitcoin' }, 'payment_mode'],
      [{ reserved_code: 'NOTRESERVED1234' }, 'reserved_code'],
    ];
    for (const [extra, field] of cases) {
      const res = await client.call('POST', 'gift-card', {
        token: m.token,
        body: { amount: 5000, buyer_email: 'b@example.test', payment_mode: 'cash', ...extra },
      });
      expect([extra, res.status, Object.keys(res.body.errors ?? {})]).toEqual([extra, 422, [field]]);
    }
    const fr = await client.call('POST', 'gift-card', {
      token: m.token,
      lang: 'fr',
      body: { amount: 0, buyer_email: 'b@example.test', payment_mode: 'cash' },
    });
    expect(fr.body.errors.amount[0]).toMatch(/montant/i);
    expect(await rowsOf(m)).toEqual({ cards: [], transactions: [] });
  });

  test('GET gift-card: issued, redeemed and unredeemed figures, the cards newest first, search by code or e-mail', async () => {
    const m = await client.registerBusiness();
    const first = await issue(m, { amount: 5000, recipient_email: 'ana@example.test' });
    clock.advance(1000);
    const second = await issue(m, { amount: 3000, buyer_email: 'ben@example.test' });
    expect((await reload(m, { code: first.code, amount: 1000 })).status).toBe(200);
    expect((await redeem(m, { code: second.code, amount: 1200 })).status).toBe(200);

    const all = await list(m);
    expect(all).toMatchObject({
      gift_issued: 9000,
      gift_redeemed: 1200,
      gift_unredeemed: 7800,
      payment_mode: ['cash', 'card', 'online', 'complimentary'],
    });
    expect(all.gift_cards.map((c) => [c.code, c.balance])).toEqual([
      [second.code, 1800],
      [first.code, 6000],
    ]);
    const codesFor = async (search: string) =>
      (await list(m, `?search=${encodeURIComponent(search)}`)).gift_cards.map((c) => c.code);
    expect(await codesFor('ANA@')).toEqual([first.code]);
    expect(await codesFor('ben')).toEqual([second.code]);
    // A code as typed at a counter: any case, in groups.
    const typed = `${second.code.slice(2, 6)}-${second.code.slice(6, 10)}`.toLowerCase();
    expect(await codesFor(typed)).toEqual([second.code]);
    expect(await codesFor('nobody')).toEqual([]);
    // Another business has nothing.
    expect(await list(await client.registerBusiness())).toMatchObject({
      gift_issued: 0,
      gift_redeemed: 0,
      gift_unredeemed: 0,
      gift_cards: [],
    });
  });

  test('GET gift-card/digital reserves a code (the same until sold) that POST gift-card with reserved_code activates', async () => {
    const m = await client.registerBusiness();
    const get = async () => {
      const res = await client.call('GET', 'gift-card/digital', { token: m.token });
      expect(res.status).toBe(200);
      return giftCardDigitalReply.parse(res.body).reserved_gift_card.code;
    };
    const reserved = await get();
    expect(reserved).toMatch(CODE);
    expect(await get()).toBe(reserved);
    // Reserved, not sold: counted nowhere, listed nowhere, not redeemable.
    expect(await list(m)).toMatchObject({ gift_issued: 0, gift_unredeemed: 0, gift_cards: [] });
    expect((await redeem(m, { code: reserved, amount: 100 })).status).toBe(422);
    expect((await reload(m, { code: reserved, amount: 100 })).status).toBe(422);

    const typed = `${reserved.slice(0, 4)} ${reserved.slice(4, 8)}-${reserved.slice(8)}`.toLowerCase();
    const sold = await issue(m, { reserved_code: typed, amount: 2000, payment_mode: 'online' });
    expect(sold).toMatchObject({ code: reserved, balance: 2000, payment_mode: 'online' });
    expect((await list(m)).gift_cards.map((c) => c.code)).toEqual([reserved]);
    const next = await get();
    expect(next).not.toBe(reserved);
    // A code sells once.
    const again = await client.call('POST', 'gift-card', {
      token: m.token,
      body: { amount: 2000, buyer_email: 'b@example.test', payment_mode: 'online', reserved_code: reserved },
    });
    expect([again.status, again.body.errors]).toEqual([422, { reserved_code: ['No gift card has this code.'] }]);
    // Another business's reserved code is not ours to sell.
    const other = await client.registerBusiness();
    const theirs = giftCardDigitalReply.parse(
      (await client.call('GET', 'gift-card/digital', { token: other.token })).body,
    );
    const steal = await client.call('POST', 'gift-card', {
      token: m.token,
      body: {
        amount: 2000,
        buyer_email: 'b@example.test',
        payment_mode: 'online',
        reserved_code: theirs.reserved_gift_card.code,
      },
    });
    expect(steal.status).toBe(422);
    expect((await rowsOf(other)).cards).toEqual([expect.objectContaining({ status: 'reserved', balance: 0 })]);
  });

  test('reload and redeem: balances move, and each bad amount or code is refused with nothing changed', async () => {
    const m = await client.registerBusiness();
    const card = await issue(m, { amount: 2000 });
    const up = await reload(m, { code: card.code.toLowerCase(), amount: 1500 });
    expect(up.status).toBe(200);
    expect(giftCardReply.parse(up.body)).toMatchObject({
      gift_card: { balance: 3500 },
      message: 'Gift card reloaded.',
    });
    const down = await redeem(m, { code: card.code, amount: 3400 });
    expect(giftCardReply.parse(down.body)).toMatchObject({
      gift_card: { balance: 100 },
      message: 'Gift card redeemed.',
    });
    const before = await rowsOf(m);

    const above = await redeem(m, { code: card.code, amount: 101 });
    expect(above.status).toBe(422);
    expect(above.body).toEqual({
      message: 'This card holds only $1.00.',
      errors: { amount: ['This card holds only $1.00.'] },
    });
    const aboveFr = await redeem(m, { code: card.code, amount: 101 }, 'fr');
    expect(aboveFr.body.errors.amount[0]).toContain('1.00');
    expect(aboveFr.body.errors.amount[0]).not.toBe('This card holds only $1.00.');
    for (const amount of [-100, 0, 100_001, 1.5, '100'])
      for (const call of [reload, redeem]) {
        const res = await call(m, { code: card.code, amount });
        expect([amount, res.status, Object.keys(res.body.errors ?? {})]).toEqual([amount, 422, ['amount']]);
      }
    for (const code of ['UNKNOWNCODE12345', 'AB', ''])
      for (const call of [reload, redeem]) {
        const res = await call(m, { code, amount: 100 });
        expect([code, res.status, Object.keys(res.body.errors ?? {})]).toEqual([code, 422, ['code']]);
      }
    expect((await redeem(m, { code: 'UNKNOWNCODE12345', amount: 1 })).body.errors.code).toEqual([
      'No gift card has this code.',
    ]);
    const badMode = await reload(m, { code: card.code, amount: 100, payment_mode: 'iou' });
    expect(Object.keys(badMode.body.errors)).toEqual(['payment_mode']);
    expect(await rowsOf(m)).toEqual(before);

    // The last cent spends; nothing more.
    expect(giftCardReply.parse((await redeem(m, { code: card.code, amount: 100 })).body).gift_card.balance).toBe(0);
    expect((await redeem(m, { code: card.code, amount: 1 })).status).toBe(422);
  });

  test('resend to the same or a corrected e-mail; the history lists every change with its type', async () => {
    const m = await client.registerBusiness();
    const card = await issue(m, { amount: 4000, recipient_email: 'typo@exmaple.test' });
    clock.advance(1000);
    await reload(m, { code: card.code, amount: 1000, payment_mode: 'cash' });
    clock.advance(1000);
    await redeem(m, { code: card.code, amount: 2500 });
    clock.advance(1000);

    const same = await client.call('POST', `gift-card/${card._id}/resend`, { token: m.token, body: {} });
    expect(same.status).toBe(200);
    expect(giftCardReply.parse(same.body).message).toBe('Gift card sent again.');
    expect(await outbox('typo@exmaple.test')).toHaveLength(2);
    clock.advance(1000);
    const fixed = await client.call('POST', `gift-card/${card._id}/resend`, {
      token: m.token,
      body: { email: 'right@example.test' },
    });
    expect(giftCardReply.parse(fixed.body).gift_card.recipient_email).toBe('right@example.test');
    const [mail] = await outbox('right@example.test');
    // The mail tells what the card holds now.
    expect(mail!.subject).toBe('Your gift card: $25.00');
    expect(mail!.text).toContain(card.code);
    const bad = await client.call('POST', `gift-card/${card._id}/resend`, { token: m.token, body: { email: 'x@' } });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['email']]);

    const h = await history(m, card._id);
    expect(h.gift_card).toMatchObject({ _id: card._id, balance: 2500, recipient_email: 'right@example.test' });
    expect(h.transaction_types).toEqual(['issue', 'import', 'reload', 'redeem', 'resend']);
    expect(h.transactions.map((t) => [t.type, t.amount, t.balance_after, t.payment_mode, t.code])).toEqual([
      ['resend', 0, 2500, null, card.code],
      ['resend', 0, 2500, null, card.code],
      ['redeem', -2500, 2500, null, card.code],
      ['reload', 1000, 5000, 'cash', card.code],
      ['issue', 4000, 4000, 'cash', card.code],
    ]);
    // Who and when.
    expect(new Set(h.transactions.map((t) => t.by))).toEqual(new Set(['Test User']));
    expect(h.transactions.at(-1)!.created_at).toBe(card.created_at);
    expect(h.transactions[0]!.created_at).toBe(clock.now().toISOString());
  });

  test('summaries of sales (issues and reloads) and redemptions over local days', async () => {
    const m = await client.registerBusiness();
    // 2026-03-10 at the location (2026-03-11 in UTC).
    const a = await issue(m, { amount: 3000 });
    clock.advance(1000);
    await reload(m, { code: a.code, amount: 700 });
    clock.advance(1000);
    await redeem(m, { code: a.code, amount: 1000 });
    // The next local day.
    clock.advance(3600_000);
    const b = await issue(m, { amount: 2000 });
    await redeem(m, { code: b.code, amount: 250 });

    const summary = async (kind: 'sale' | 'redeem', from: string, to: string) => {
      const res = await client.call('GET', `gift-card/summary/${kind}?from=${from}&to=${to}`, { token: m.token });
      expect(res.status).toBe(200);
      return giftCardSummaryReply.parse(res.body);
    };
    const sales = await summary('sale', '2026-03-10', '2026-03-10');
    expect(sales.transactions.map((t) => [t.type, t.amount, t.code])).toEqual([
      ['issue', 3000, a.code],
      ['reload', 700, a.code],
    ]);
    expect(sales.total).toBe(3700);
    expect((await summary('sale', '2026-03-10', '2026-03-11')).total).toBe(5700);
    const redeemed = await summary('redeem', '2026-03-01', '2026-03-31');
    expect(redeemed.transactions.map((t) => [t.amount, t.code])).toEqual([
      [-1000, a.code],
      [-250, b.code],
    ]);
    expect(redeemed.total).toBe(1250);
    expect((await summary('redeem', '2026-03-11', '2026-03-11')).total).toBe(250);
    expect(await summary('sale', '2026-03-12', '2026-03-31')).toEqual({ transactions: [], total: 0 });
    // Another business's summaries are its own.
    const other = await client.registerBusiness();
    expect(
      (await client.call('GET', 'gift-card/summary/sale?from=2026-03-01&to=2026-03-31', { token: other.token })).body,
    ).toEqual({ transactions: [], total: 0 });

    for (const query of ['from=2026-03-10&to=2026-03-01', 'from=2026-03-10', 'from=2026-02-30&to=2026-03-01']) {
      const res = await client.call('GET', `gift-card/summary/redeem?${query}`, { token: m.token });
      expect([query, res.status]).toEqual([query, 422]);
      expect(res.body.errors).toEqual(expect.any(Object));
    }
  });

  describe('import', () => {
    test('a preview names each bad line and writes nothing; confirming such a file is refused whole', async () => {
      const m = await client.registerBusiness();
      const existing = await issue(m, { amount: 100 });
      const before = await rowsOf(m);
      const csv = [
        'code,balance,recipient_email',
        'OLDCARD0001,25.00,old@example.test',
        'AB,10',
        'OLDCARD0002,abc',
        'OLDCARD0001,5',
        `${existing.code},10`,
        'OLDCARD0003,12.5,not-an-email',
        'OLDCARD0004,1000.01',
        '',
      ].join('\n');
      const preview = await client.call('POST', 'gift-card/import', { token: m.token, body: { csv } });
      expect(preview.status).toBe(200);
      const reply = giftCardImportReply.parse(preview.body);
      expect(reply.errors).toEqual({
        'line 3': ['The code must be 4 to 32 letters or digits.'],
        'line 4': ['The balance must be an amount between $0.01 and $1,000.00.'],
        'line 5': ['This code is already on an earlier line of the file.'],
        'line 6': ['A gift card with this code already exists.'],
        'line 7': ['The recipient e-mail is not valid.'],
        'line 8': ['The balance must be an amount between $0.01 and $1,000.00.'],
      });
      expect(reply).toMatchObject({ imported: 0, message: 'Fix the lines named below: nothing was imported.' });
      expect(reply.rows[0]).toEqual({
        line: 2,
        code: 'OLDCARD0001',
        balance: 2500,
        recipient_email: 'old@example.test',
      });
      expect(await rowsOf(m)).toEqual(before);

      const confirmed = await client.call('POST', 'gift-card/import', { token: m.token, body: { csv, confirm: true } });
      expect(confirmed.status).toBe(422);
      expect(confirmed.body.errors['line 3']).toEqual(['The code must be 4 to 32 letters or digits.']);
      expect(confirmed.body.message).toBe('Fix the lines named below: nothing was imported.');
      expect(await rowsOf(m)).toEqual(before);

      for (const bad of ['balance,email\n10,a@example.test', 'code,balance\n', 'just some text']) {
        const res = await client.call('POST', 'gift-card/import', {
          token: m.token,
          body: { csv: bad, confirm: true },
        });
        expect([bad, res.status, Object.keys(res.body.errors)]).toEqual([bad, 422, ['line 1']]);
      }
      const empty = await client.call('POST', 'gift-card/import', { token: m.token, body: { csv: '' } });
      expect([empty.status, Object.keys(empty.body.errors)]).toEqual([422, ['csv']]);
      expect(await rowsOf(m)).toEqual(before);
    });

    test('a clean file: previewed, then every card imported with its transaction', async () => {
      const m = await client.registerBusiness();
      // French Excel: semicolons and decimal commas, a byte-order mark, quoted cells.
      const csv =
        '\uFEFFCode;Balance;Recipient_email\r\n"old-card-0001";"25,50";ana@example.test\r\nOLDCARD0002;$10\r\n';
      const preview = giftCardImportReply.parse(
        (await client.call('POST', 'gift-card/import', { token: m.token, lang: 'fr', body: { csv } })).body,
      );
      expect(preview).toMatchObject({ errors: {}, total: 3550, imported: 0 });
      expect(preview.rows.map((r) => [r.line, r.code, r.balance, r.recipient_email])).toEqual([
        [2, 'OLDCARD0001', 2550, 'ana@example.test'],
        [3, 'OLDCARD0002', 1000, null],
      ]);
      expect((await rowsOf(m)).cards).toEqual([]);

      const res = await client.call('POST', 'gift-card/import', { token: m.token, body: { csv, confirm: true } });
      expect(res.status).toBe(201);
      expect(giftCardImportReply.parse(res.body)).toMatchObject({
        imported: 2,
        total: 3550,
        message: '2 cards imported.',
      });
      const all = await list(m);
      expect(all).toMatchObject({ gift_issued: 3550, gift_unredeemed: 3550 });
      const card = all.gift_cards.find((c) => c.code === 'OLDCARD0001')!;
      expect(card).toMatchObject({ balance: 2550, recipient_email: 'ana@example.test', payment_mode: 'import' });
      expect((await history(m, card._id)).transactions.map((t) => [t.type, t.amount, t.balance_after])).toEqual([
        ['import', 2550, 2550],
      ]);
      // Imported cards are spent like any other; the same file again is refused (codes taken).
      expect((await redeem(m, { code: 'old-card-0001', amount: 550 })).status).toBe(200);
      const again = await client.call('POST', 'gift-card/import', { token: m.token, body: { csv, confirm: true } });
      expect([again.status, Object.keys(again.body.errors)]).toEqual([422, ['line 2', 'line 3']]);
    });
  });

  test('two imports of one file at the same moment: one writes, the other names the taken lines', async () => {
    const m = await client.registerBusiness();
    const csv = 'code,balance\nRACECARD0001,10\nRACECARD0002,20';
    const replies = await Promise.all(
      [1, 2].map(() => client.call('POST', 'gift-card/import', { token: m.token, body: { csv, confirm: true } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = replies.find((r) => r.status === 422)!;
    expect(refused.body.errors).toEqual({
      'line 2': ['A gift card with this code already exists.'],
      'line 3': ['A gift card with this code already exists.'],
    });
    expect((await rowsOf(m)).cards).toHaveLength(2);
    expect((await rowsOf(m)).transactions).toHaveLength(2);
  });

  test('GET gift-card/export: the outstanding balances as CSV with their total', async () => {
    const m = await client.registerBusiness();
    const a = await issue(m, { amount: 5000, buyer_email: 'a@example.test', recipient_email: 'ra@example.test' });
    clock.advance(1000);
    const b = await issue(m, { amount: 1234, buyer_email: '+formula@example.test' });
    clock.advance(1000);
    const spent = await issue(m, { amount: 1000 });
    await redeem(m, { code: spent.code, amount: 1000 });
    await redeem(m, { code: a.code, amount: 1 });
    const res = await client.call('GET', 'gift-card/export', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('.csv');
    expect(String(res.body).split('\r\n')).toEqual([
      'code,balance,buyer_email,recipient_email,issued_at',
      `${b.code},12.34,'+formula@example.test,,${b.created_at}`,
      `${a.code},49.99,a@example.test,ra@example.test,${a.created_at}`,
      'Total outstanding,62.33,,,',
      '',
    ]);
    const fr = await client.call('GET', 'gift-card/export', { token: m.token, lang: 'fr' });
    expect(String(fr.body)).toContain('Total à honorer,62.33');
    // The figure on screen is the same liability.
    expect((await list(m)).gift_unredeemed).toBe(6233);
  });

  test("another business's card: 404 by id, unknown by code, and unchanged", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const theirs = await issue(other, { amount: 3000 });
    const before = await rowsOf(other);
    for (const [method, path] of [
      ['GET', `gift-card/${theirs._id}/transaction`],
      ['POST', `gift-card/${theirs._id}/resend`],
      ['GET', 'gift-card/unknown-id/transaction'],
    ] as const) {
      const res = await client.call(method, path, { token: m.token, body: method === 'POST' ? {} : undefined });
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'This gift card does not exist.']);
    }
    for (const call of [reload, redeem]) {
      const res = await call(m, { code: theirs.code, amount: 100 });
      expect([res.status, res.body.errors]).toEqual([422, { code: ['No gift card has this code.'] }]);
    }
    expect(await rowsOf(other)).toEqual(before);
    expect(await rowsOf(m)).toEqual({ cards: [], transactions: [] });
  });

  test('permissions: coupons to sell, import and resend; reload_card and redeem_card each for their call', async () => {
    const m = await client.registerBusiness();
    const card = await issue(m, { amount: 5000 });
    const staffWith = (permissions: Partial<Permissions>) =>
      signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId], permissions });
    const every = [
      ['GET', 'gift-card'],
      ['GET', 'gift-card/export'],
      ['GET', 'gift-card/digital'],
      ['GET', 'gift-card/summary/sale?from=2026-03-01&to=2026-03-10'],
      ['GET', 'gift-card/summary/redeem?from=2026-03-01&to=2026-03-10'],
      ['GET', `gift-card/${card._id}/transaction`],
      ['POST', 'gift-card'],
      ['POST', 'gift-card/import'],
      ['POST', `gift-card/${card._id}/resend`],
      ['POST', 'gift-card/reload-card'],
      ['POST', 'gift-card/redeem'],
    ] as const;
    // Selling, importing and resending: the coupons flag only.
    const selling = [
      ['GET', 'gift-card/digital'],
      ['POST', 'gift-card'],
      ['POST', 'gift-card/import'],
      ['POST', `gift-card/${card._id}/resend`],
    ] as const;
    const body = { code: card.code, amount: 100 };

    await expectForbidden(await staffWith({ orders: true, customers: true }), every, body);

    const reloader = await staffWith({ reload_card: true });
    expect((await reload({ token: reloader }, body)).status).toBe(200);
    expect((await list({ token: reloader })).gift_cards).toHaveLength(1);
    await expectForbidden(reloader, [['POST', 'gift-card/redeem'], ...selling], body);

    const redeemer = await staffWith({ redeem_card: true });
    expect((await redeem({ token: redeemer }, body)).status).toBe(200);
    expect((await history({ token: redeemer }, card._id)).transactions).toHaveLength(3);
    await expectForbidden(redeemer, [['POST', 'gift-card/reload-card'], ...selling], body);

    const seller = await staffWith({ coupons: true });
    await issue({ token: seller }, { amount: 100 });
    const imported = await client.call('POST', 'gift-card/import', {
      token: seller,
      body: { csv: 'code,balance\nSTAFFCARD01,5', confirm: true },
    });
    expect(imported.status).toBe(201);
    await expectForbidden(
      seller,
      [
        ['POST', 'gift-card/reload-card'],
        ['POST', 'gift-card/redeem'],
      ],
      body,
    );
    expect((await cardRow(card._id))!.balance).toBe(5000);
  });

  test('20 simultaneous redemptions of one card never overdraw it', async () => {
    const m = await client.registerBusiness();
    const start = 10_000;
    const card = await issue(m, { amount: start });
    // 20 amounts adding up to well over the balance, so some must be refused.
    const amounts = Array.from({ length: 20 }, (_, i) => 700 + i * 37);
    const replies = await Promise.all(amounts.map((amount) => redeem(m, { code: card.code, amount })));

    const spent = replies.flatMap((r, i) => (r.status === 200 ? [amounts[i]!] : []));
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual(['amount']);
    }
    const sum = spent.reduce((a, b) => a + b, 0);
    expect(spent.length).toBeGreaterThan(0);
    expect(spent.length).toBeLessThan(20);
    expect(sum).toBeLessThanOrEqual(start);
    const row = await cardRow(card._id);
    expect(row!.balance).toBe(start - sum);
    expect(row!.balance).toBeGreaterThanOrEqual(0);
    // The card holds less than any refused amount (a refusal only when the balance could not cover it).
    const refused = amounts.filter((_, i) => replies[i]!.status !== 200);
    for (const amount of refused) expect(amount).toBeGreaterThan(row!.balance);

    // One transaction per success; replayed in balance order, each balance_after follows from the last.
    const redemptions = (await history(m, card._id)).transactions.filter((t) => t.type === 'redeem');
    expect(redemptions.map((t) => -t.amount).sort((a, b) => a - b)).toEqual([...spent].sort((a, b) => a - b));
    let balance = start;
    for (const t of [...redemptions].sort((a, b) => b.balance_after - a.balance_after)) {
      balance += t.amount;
      expect(t.balance_after).toBe(balance);
      expect(t.balance_after).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(row!.balance);
    // The successful replies each answered the balance right after their own redemption.
    const answered = replies.filter((r) => r.status === 200).map((r) => r.body.gift_card.balance as number);
    expect(answered.sort((a, b) => a - b)).toEqual(redemptions.map((t) => t.balance_after).sort((a, b) => a - b));
    expect((await list(m)).gift_unredeemed).toBe(row!.balance);
  });
});
