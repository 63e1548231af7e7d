import { and, eq } from 'drizzle-orm';
import {
  cateringSettingsDefaults,
  settingsDefaults,
  type CateringSettings,
  type CateringSettingsInput,
  type DesignKind,
  type Settings,
  type SettingsInput,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, locations, locationSettings } from '../db/schema';
import { ApiError } from '../lib/http';
import type { LocationScope } from '../types';
import { saveStoreDesign } from './store-design';
import { loadStoreDesign } from './store-schedule';

type Stored = Record<string, unknown>;
type At = Pick<LocationScope, 'businessId' | 'locationId'>;

/**
 * The stored object over the defaults, group by group: a field added to the contract after a
 * location saved reads its default instead of being missing.
 */
function overDefaults<T extends object>(defaults: T, stored: Stored | undefined): T {
  if (!stored) return structuredClone(defaults);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const own = stored[key];
    const isGroup = value !== null && typeof value === 'object' && !Array.isArray(value);
    out[key] = isGroup ? { ...value, ...((own as Stored | undefined) ?? {}) } : own === undefined ? value : own;
  }
  return out as T;
}

async function storedData(db: Db, locationId: string, kind: DesignKind): Promise<Stored | undefined> {
  const [row] = await db
    .select({ data: locationSettings.data })
    .from(locationSettings)
    .where(and(eq(locationSettings.locationId, locationId), eq(locationSettings.kind, kind)));
  return row?.data;
}

/** The online-order settings of the location: its row (or the defaults) with the store design's theme. */
export async function loadSettings(db: Db, at: At): Promise<Settings> {
  const data = overDefaults(settingsDefaults, await storedData(db, at.locationId, 'order'));
  return { ...data, theme_appearance: await loadStoreDesign(db, at.locationId, 'order') };
}

/** The catering settings: its row (or the defaults), the catering theme, and the location's catering switch. */
export async function loadCateringSettings(db: Db, at: At): Promise<CateringSettings> {
  const data = overDefaults(cateringSettingsDefaults, await storedData(db, at.locationId, 'catering'));
  const [loc] = await db
    .select({ status: locations.cateringStatus })
    .from(locations)
    .where(eq(locations.id, at.locationId));
  return {
    ...data,
    status: loc?.status ?? false,
    theme_appearance: await loadStoreDesign(db, at.locationId, 'catering'),
  };
}

/** A design field error re-keyed under theme_appearance, where the settings form shows it. */
async function saveTheme(db: Db, at: At, kind: DesignKind, theme: SettingsInput['theme_appearance']) {
  try {
    await saveStoreDesign(db, at, kind, theme);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 422) throw e;
    throw new ApiError(422, (lang) => {
      const body = e.body(lang);
      const errors = Object.fromEntries(
        Object.entries(body.errors ?? {}).map(([field, texts]) => [`theme_appearance.${field}`, texts]),
      );
      return { ...body, errors };
    });
  }
}

async function writeRow(db: Db, at: At, kind: DesignKind, data: Stored) {
  const values = { data, updatedAt: new Date() };
  await db
    .insert(locationSettings)
    .values({ businessId: at.businessId, locationId: at.locationId, kind, ...values })
    .onConflictDoUpdate({ target: [locationSettings.locationId, locationSettings.kind], set: values });
}

/** SPEC §4: saving order or catering settings advances onboarding (Online Store Setup). */
async function tickOnlineOrdering(db: Db, businessId: string) {
  await db.update(businesses).set({ onlineOrderingSetup: true }).where(eq(businesses.id, businessId));
}

/** Saves the whole online-order settings in one transaction: nothing is written if any part is refused. */
export async function saveSettings(db: Db, at: At, input: SettingsInput): Promise<void> {
  const { theme_appearance, ...data } = input;
  await db.transaction(async (tx) => {
    await saveTheme(tx, at, 'order', theme_appearance);
    await writeRow(tx, at, 'order', data);
    await tickOnlineOrdering(tx, at.businessId);
    await mirrorServices(tx, at, data);
  });
}

/**
 * GET user's `business.setting` (SPEC §3: pick_up.is_pick_up_available,
 * delivery.is_delivery_available) is the business's: it follows the primary location's settings,
 * copied on save so the call every page makes reads no settings row.
 */
async function mirrorServices(tx: Db, at: At, data: Omit<SettingsInput, 'theme_appearance'>): Promise<void> {
  const [location] = await tx
    .select({ isPrimary: locations.isPrimary })
    .from(locations)
    .where(eq(locations.id, at.locationId));
  if (!location?.isPrimary) return;
  await tx
    .update(businesses)
    .set({
      isPickUpAvailable: data.pick_up.is_pick_up_available,
      isDeliveryAvailable: data.delivery.is_delivery_available,
    })
    .where(eq(businesses.id, at.businessId));
}

/** Saves the catering settings; `status` is the location's catering switch (SPEC §4). */
export async function saveCateringSettings(db: Db, at: At, input: CateringSettingsInput): Promise<void> {
  const { theme_appearance, status, ...data } = input;
  await db.transaction(async (tx) => {
    await saveTheme(tx, at, 'catering', theme_appearance);
    await writeRow(tx, at, 'catering', data);
    await tx.update(locations).set({ cateringStatus: status }).where(eq(locations.id, at.locationId));
    await tickOnlineOrdering(tx, at.businessId);
  });
}

/**
 * POST business/setting: the location's online-order settings from the defaults. A location that
 * already has settings keeps them (created: false).
 */
export async function createSettings(db: Db, at: At): Promise<{ created: boolean }> {
  const { theme_appearance: _theme, ...data } = settingsDefaults;
  const rows = await db
    .insert(locationSettings)
    .values({ businessId: at.businessId, locationId: at.locationId, kind: 'order', data })
    .onConflictDoNothing()
    .returning({ kind: locationSettings.kind });
  return { created: rows.length > 0 };
}
