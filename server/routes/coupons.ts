import type { z } from 'zod';
import {
  couponApplyRequest,
  couponRequest,
  couponResultsQuery,
  OV,
  type couponApplyReply,
  type couponReply,
  type couponResultsReply,
  type couponsReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, tValidation } from '../i18n';
import { fieldsFail, readBody, validationError } from '../lib/http';
import { couponRefusalText } from '../services/coupon-texts';
import { couponResults, createCoupon, deleteCoupon, judgeCoupon, listCoupons, updateCoupon } from '../services/coupons';
import { customerKey } from '../services/customers';
import { rangeProblem } from '../services/order-history';

type CouponReply = z.infer<typeof couponReply>;

/** Coupons of the business (SPEC §7: GET/POST coupon, PUT/DELETE coupon/{id}), their apply check and results. */
export const couponsRoutes = new ApiRoutes()
  .handle('GET /coupon', async (c) => {
    const reply: z.infer<typeof couponsReply> = { coupons: await listCoupons(c.var.deps.db, c.var.scope.businessId) };
    return c.json(reply);
  })
  .handle('POST /coupon', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, couponRequest);
    const reply: CouponReply = {
      coupon: await createCoupon(deps.db, scope.businessId, body),
      message: t(lang, 'couponCreated'),
    };
    return c.json(reply, 201);
  })
  .handle('GET /coupon/results', async (c) => {
    const { deps, scope, lang } = c.var;
    const parsed = couponResultsQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(lang, parsed.error.issues);
    const { from, to } = parsed.data;
    if (rangeProblem(from, to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
    const reply: z.infer<typeof couponResultsReply> = {
      results: await couponResults(deps.db, scope.businessId, scope.location.timezone, from, to),
    };
    return c.json(reply);
  })
  .handle('POST /coupon/apply', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, couponApplyRequest);
    const verdict = await judgeCoupon(deps.db, {
      businessId: scope.businessId,
      code: body.code,
      orderType: body.order_type,
      customerKey: customerKey(body.customer),
      lines: body.lines.map((l) => ({ itemId: l.item_id, categoryId: l.category_id, total: l.price * l.quantity })),
      at: deps.now(),
      timezone: scope.location.timezone,
    });
    const reply: z.infer<typeof couponApplyReply> = verdict.ok
      ? { valid: true, coupon_id: verdict.coupon.id, code: verdict.coupon.code, discount: verdict.discount }
      : { valid: false, reason: verdict.reason, message: couponRefusalText(lang, verdict.reason) };
    return c.json(reply);
  })
  .handle('PUT /coupon/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, couponRequest);
    const reply: CouponReply = {
      coupon: await updateCoupon(deps.db, scope.businessId, c.req.param('id'), body),
      message: t(lang, 'couponUpdated'),
    };
    return c.json(reply);
  })
  .handle('DELETE /coupon/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await deleteCoupon(deps.db, scope.businessId, c.req.param('id'));
    return c.json({ message: t(lang, 'couponDeleted') });
  });
