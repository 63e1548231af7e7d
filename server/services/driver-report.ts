import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { DriverReport, DriverReportQuery } from '../../lib/contract/staff-reports';
import type { Db } from '../db/client';
import { orders, staff } from '../db/schema';
import type { LocationScope } from '../types';
import { localYmd } from './delivery-zones';
import { localDayRange } from './order-history';
import { checkReportMember, memberName, reportMembers, withListed } from './report-members';

type DriverRow = DriverReport['drivers'][number];
type Delivery = DriverRow['orders'][number];
type Totals = DriverReport['totals'];

/** Completed, non-test orders of the range that an in-house driver took out (the order history's local days). */
async function deliveriesOf(db: Db, scope: LocationScope, q: DriverReportQuery) {
  const { since, until } = localDayRange(scope.location.timezone, q.from, q.to);
  return db
    .select({
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        address: orders.address,
        paymentMode: orders.paymentMode,
        total: orders.total,
        deliveryFee: orders.deliveryFee,
        tip: orders.tip,
      },
      staffId: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(orders)
    .innerJoin(staff, eq(staff.id, orders.driverStaffId))
    .where(
      and(
        eq(orders.locationId, scope.locationId),
        eq(staff.businessId, scope.businessId),
        q.staff_id ? eq(orders.driverStaffId, q.staff_id) : isNotNull(orders.driverStaffId),
        gte(orders.createdAt, since),
        lt(orders.createdAt, until),
        // Delivered: an order still out holds cash not yet collected; a cancelled one none.
        eq(orders.status, 'completed'),
        eq(orders.isTest, false),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

async function hasDeliveriesHere(db: Db, scope: LocationScope, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, scope.locationId),
        eq(orders.businessId, scope.businessId),
        eq(orders.driverStaffId, staffId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One delivery's money: a cash order's total is in the driver's hands, its tip theirs to keep. */
function deliveryOf(o: Awaited<ReturnType<typeof deliveriesOf>>[number]['order'], tz: string): Delivery {
  const cash = o.paymentMode === 'cash';
  return {
    order_id: o.id,
    order_number: o.orderNumber,
    date: localYmd(o.createdAt, tz),
    created_at: o.createdAt.toISOString(),
    customer_name: o.customerName,
    address: o.address,
    payment_mode: o.paymentMode,
    total: o.total,
    delivery_fee: o.deliveryFee,
    tip: o.tip,
    cash_collected: cash ? o.total : 0,
    cash_owed: cash ? o.total - o.tip : 0,
  };
}

function totalsOf(list: readonly Delivery[]): Totals {
  const sum = (pick: (d: Delivery) => number) => list.reduce((s, d) => s + pick(d), 0);
  const isCard = (d: Delivery) => d.payment_mode !== 'cash';
  return {
    deliveries: list.length,
    delivery_fees: sum((d) => d.delivery_fee),
    tips: sum((d) => d.tip),
    cash_collected: sum((d) => d.cash_collected),
    card_collected: sum((d) => (d.payment_mode === 'card_pay_on_delivery' ? d.total : 0)),
    cash_owed: sum((d) => d.cash_owed),
    card_tips: sum((d) => (isCard(d) ? d.tip : 0)),
  };
}

/** GET staff/delivery/report: each in-house driver's deliveries and the cash they owe back. */
export async function driverReport(db: Db, scope: LocationScope, q: DriverReportQuery): Promise<DriverReport> {
  const members = await reportMembers(db, scope);
  await checkReportMember(members, q.staff_id, (id) => hasDeliveriesHere(db, scope, id));
  const tz = scope.location.timezone;
  const byDriver = new Map<string, { name: string; orders: Delivery[] }>();
  for (const row of await deliveriesOf(db, scope, q)) {
    const driver = byDriver.get(row.staffId) ?? { name: memberName(row), orders: [] };
    byDriver.set(row.staffId, driver);
    driver.orders.push(deliveryOf(row.order, tz));
  }
  const drivers: DriverRow[] = [...byDriver].map(([staffId, d]) => ({
    staff_id: staffId,
    name: d.name,
    orders: d.orders,
    ...totalsOf(d.orders),
  }));
  drivers.sort((a, b) => a.name.localeCompare(b.name) || a.staff_id.localeCompare(b.staff_id));
  return {
    from: q.from,
    to: q.to,
    drivers,
    totals: totalsOf(drivers.flatMap((d) => d.orders)),
    members: withListed(members, drivers),
  };
}
