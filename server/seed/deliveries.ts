import type { NewOrderRow } from '../services/orders';
import { mulberry32, pick } from '../lib/random';
import type { SeededShift } from './timesheets';

/**
 * Who took the demo's deliveries out (issue 17 item 6): an in-house driver clocked in at the
 * store when the order was due, or DoorDash. The generator requests DoorDash for every delivery
 * it sends out; this pass hands most of them to the store's own drivers while one of them is in,
 * and gives the Dashers of the rest a name, as DoorDash's dispatch would.
 */

export interface InHouseDriver {
  staffId: string;
  /** A driver first; a backup (a cashier) takes a delivery now and then when no driver is in. */
  backup?: boolean;
}

/** Share of deliveries a driver on shift takes (the rest overflow to DoorDash); a backup alone takes fewer. */
const DRIVER_TAKES = 0.8;
const BACKUP_TAKES = 0.35;
const DASHERS = ['Kevin', 'Aïcha', 'Marc-André', 'Priya', 'Jonathan', 'Fatima', 'Olivier', 'Mei', 'Carlos', 'Sarah'];
const INITIALS = [...'ABCDGLMNPRST'];
const MIN = 60_000;

export type OnShift = (locationId: string, at: Date) => SeededShift[];

/** The in-house drivers' shifts at a store that cover `at` and the half hour a delivery takes after it. */
export function driversOnShift(shifts: readonly SeededShift[], drivers: readonly InHouseDriver[]): OnShift {
  const ids = new Set(drivers.map((d) => d.staffId));
  const theirs = shifts.filter((s) => ids.has(s.staffId));
  return (locationId, at) =>
    theirs.filter((s) => s.locationId === locationId && s.start <= at.getTime() && at.getTime() + 30 * MIN <= s.end);
}

/** A customer paying at the door needs a driver who can take the payment: one of ours. */
export const paysAtDoor = (row: Pick<NewOrderRow, 'paymentMode'>) =>
  row.paymentMode === 'cash' || row.paymentMode === 'card_pay_on_delivery';

export function dispatchDeliveries(
  rows: NewOrderRow[],
  opts: { onShift: OnShift; drivers: readonly InHouseDriver[]; seed: number },
): void {
  const rng = mulberry32(opts.seed ^ 0xd15a7c);
  const backups = new Set(opts.drivers.filter((d) => d.backup).map((d) => d.staffId));
  for (const row of rows) {
    if (row.type !== 'delivery' || !row.driver) continue;
    const inStore = opts.onShift(row.locationId, row.scheduledAt ?? row.createdAt!);
    const drivers = inStore.filter((s) => !backups.has(s.staffId));
    const pool = drivers.length ? drivers : inStore;
    const roll = rng();
    const ours = pool.length > 0 && (paysAtDoor(row) || roll < (drivers.length ? DRIVER_TAKES : BACKUP_TAKES));
    const dasher = `${pick(rng, DASHERS)} ${pick(rng, INITIALS)}.`;
    const out = row.status === 'on_delivery' || row.status === 'completed';
    if (ours) {
      // No courier asked; the order records its driver once it is out (before that nobody has it yet).
      row.driver = null;
      if (out) row.driverStaffId = pick(rng, pool).staffId;
    } else if (out) row.driver = { ...row.driver, name: dasher };
  }
}
