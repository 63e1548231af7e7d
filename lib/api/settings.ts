import type { ThrottledType } from '@/lib/contract/order-throttle';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';
import { storeDesignKeys } from './store-design';

// Reply schemas load with the first call that parses one (schema-source.ts).
const orderSettingsSchemas = schemasOf(() => import('@/lib/contract/settings-online-order'));
const cateringSettingsSchemas = schemasOf(() => import('@/lib/contract/settings-catering'));
const throttleSchemas = schemasOf(() => import('@/lib/contract/order-throttle'));

/** A PUT body: the whole settings object (the contract's request; the server checks it). */
type SettingsBody = Record<string, unknown>;

/** SPEC §7: GET/PUT setting (online orders) and GET/PUT catering-setting, per location. */
export const settingsKeys = {
  all: ['settings'] as const,
  order: () => [...settingsKeys.all, 'order'] as const,
  catering: () => [...settingsKeys.all, 'catering'] as const,
  slotLoad: (type: ThrottledType) => [...settingsKeys.all, 'slot-load', type] as const,
};

export const settingsQuery = () =>
  apiQuery(settingsKeys.order(), { path: 'setting', schema: orderSettingsSchemas('settingsReply') });
export const cateringSettingsQuery = () =>
  apiQuery(settingsKeys.catering(), {
    path: 'catering-setting',
    schema: cateringSettingsSchemas('cateringSettingsReply'),
  });

/** The order times throttling counts; refreshed each minute, as slots go by while the page is open. */
export const slotLoadQuery = (type: ThrottledType) =>
  apiQuery(
    settingsKeys.slotLoad(type),
    { path: 'setting/slot-load', query: { type }, schema: throttleSchemas('slotLoadReply') },
    { refetchInterval: 60_000 },
  );

// theme_appearance is the storefront design too; saving ticks Online Store Setup (SPEC §4).
export const useSaveSettings = () =>
  useApiMutation(
    (body: SettingsBody) => ({ path: 'setting', method: 'PUT', body }),
    orderSettingsSchemas('settingsReply'),
    {
      reload: () => [settingsKeys.order(), storeDesignKeys.kind('order'), accountKeys.gettingStarted()],
      inlineErrors: true,
    },
  );

// catering.status turns the Catering menu group on: the account (its locations) reloads with it.
export const useSaveCateringSettings = () =>
  useApiMutation(
    (body: SettingsBody) => ({ path: 'catering-setting', method: 'PUT', body }),
    cateringSettingsSchemas('cateringSettingsReply'),
    {
      reload: () => [settingsKeys.catering(), storeDesignKeys.kind('catering'), accountKeys.all],
      inlineErrors: true,
    },
  );
