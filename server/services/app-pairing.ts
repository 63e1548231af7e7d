import { randomInt } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { hasControlCharacters, PAIRING_CODE_LENGTH, PAIRING_CODE_MINUTES, type AppPairing } from '../../lib/contract';
import type { Db } from '../db/client';
import { appDevices, appPairingCodes, businesses } from '../db/schema';
import { newAccessToken, sha256 } from '../lib/crypto';
import { fail, fieldFail } from '../lib/http';
import { isUniqueViolation } from '../lib/db-errors';

type At = { businessId: string; locationId: string };

/** Letters and digits a person reads off a screen without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** GET app-pairing: the location's code while it is valid, and its paired devices, oldest first. */
export async function appPairingView(db: Db, at: At, now: Date): Promise<AppPairing> {
  const [code] = await db
    .select()
    .from(appPairingCodes)
    .where(and(eq(appPairingCodes.locationId, at.locationId), gt(appPairingCodes.expiresAt, now)));
  const devices = await db
    .select()
    .from(appDevices)
    .where(eq(appDevices.locationId, at.locationId))
    .orderBy(asc(appDevices.pairedAt), asc(appDevices.id));
  return {
    code: code?.code ?? null,
    expires_at: code?.expiresAt.toISOString() ?? null,
    devices: devices.map((d) => ({ _id: d.id, name: d.name, paired_at: d.pairedAt.toISOString() })),
  };
}

/** POST app-pairing/code: a new code for the location, replacing the previous one. */
export async function newAppPairingCode(db: Db, at: At, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  // 31^8 codes: a clash with another location's live code is rare; try again with another one.
  for (let attempt = 0; ; attempt++) {
    const code = newPairingCode();
    try {
      await db
        .insert(appPairingCodes)
        .values({ ...at, code, expiresAt })
        .onConflictDoUpdate({ target: appPairingCodes.locationId, set: { code, expiresAt } });
      return;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/**
 * POST app-pairing (the device's call): a live code pairs the device with the code's location,
 * uses the code up and ticks Restaurant App Setup, in one transaction. Codes are compared
 * without case or spaces, as a person types them.
 */
export async function pairAppDevice(
  db: Db,
  typed: string,
  deviceName: string,
  now: Date,
): Promise<{ deviceId: string; token: string; locationId: string }> {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(appPairingCodes)
      .where(and(eq(appPairingCodes.code, code), gt(appPairingCodes.expiresAt, now)))
      .returning();
    if (!row) throw fieldFail('code', 'pairingCodeWrong');
    const token = newAccessToken();
    const [device] = await tx
      .insert(appDevices)
      .values({
        businessId: row.businessId,
        locationId: row.locationId,
        name: deviceName,
        tokenHash: sha256(token),
        pairedAt: now,
      })
      .returning({ id: appDevices.id });
    await tx.update(businesses).set({ restaurantAppSetup: true }).where(eq(businesses.id, row.businessId));
    return { deviceId: device!.id, token, locationId: row.locationId };
  });
}

/** DELETE app-device/:id: a device of another business is a 404. */
export async function unpairAppDevice(db: Db, businessId: string, id: string): Promise<void> {
  if (hasControlCharacters(id)) throw fail(404, 'appDeviceNotFound');
  const gone = await db
    .delete(appDevices)
    .where(and(eq(appDevices.id, id), eq(appDevices.businessId, businessId)))
    .returning({ id: appDevices.id });
  if (!gone.length) throw fail(404, 'appDeviceNotFound');
}
