import type { z } from 'zod';
import type { StoreDesign } from '@/lib/contract/store';
import { DEFAULT_THEME_COLOR, storeDesignRequest, type StoreDesignRequest } from '@/lib/contract/store-design';

/** The form checks what the API checks; the server's field errors land on the same fields. */
export const designForm = storeDesignRequest;
export type DesignFormIn = z.input<typeof designForm>;
export type DesignFormOut = z.output<typeof designForm>;

export const DESIGN_FIELDS = [
  'theme_color',
  'theme_type',
  'banner_image_url',
  'banner_logo_url',
  'logo_link_url',
] as const;

export function designValues(d: StoreDesign | undefined): DesignFormIn {
  return {
    theme_color: d?.theme_color ?? DEFAULT_THEME_COLOR,
    theme_type: d?.theme_type ?? 'light',
    banner_image_url: d?.banner_image_url ?? null,
    banner_logo_url: d?.banner_logo_url ?? null,
    logo_link_url: d?.logo_link_url ?? '',
  };
}

/** The whole design (a PUT clears what it leaves out); an empty link is no link. */
export const designRequest = (v: DesignFormOut): StoreDesignRequest => ({
  ...v,
  banner_image_url: v.banner_image_url ?? null,
  banner_logo_url: v.banner_logo_url ?? null,
  logo_link_url: v.logo_link_url ?? null,
});
