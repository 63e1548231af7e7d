/**
 * The tabs of /setup/store, in order, as the `tab` query parameter names them (SPEC §2: the
 * first one is `store`). An unknown or missing value shows the first tab.
 */
export const storeTabs = ['store', 'hours', 'holidays', 'blocked-dates', 'availability', 'design', 'open-at'] as const;
export type StoreTab = (typeof storeTabs)[number];

export function storeTabOf(value: string | string[] | undefined): StoreTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (storeTabs as readonly string[]).includes(v ?? '') ? (v as StoreTab) : 'store';
}
