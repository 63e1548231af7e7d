import { z } from 'zod';
import {
  popupDatesInOrder,
  WMV,
  websitePopupRequest,
  type WebsitePopup,
  type WebsitePopupRequest,
} from '@/lib/contract/website-manager';

const p = websitePopupRequest.shape;

/** The dialog checks what the API checks; an empty end date is "no end". */
export const popupForm = z
  .object({
    title: p.title,
    text: p.text,
    image_url: p.image_url,
    from_date: p.from_date,
    to_date: z
      .string()
      .transform((v) => v.trim() || null)
      .pipe(p.to_date.unwrap()),
    only_while_open: p.only_while_open,
    active: p.active,
  })
  .refine(popupDatesInOrder, { path: ['to_date'], message: WMV.dateOrder });
export type PopupFormIn = z.input<typeof popupForm>;
export type PopupFormOut = z.output<typeof popupForm>;

export const POPUP_FIELDS = [
  'title',
  'text',
  'image_url',
  'from_date',
  'to_date',
  'only_while_open',
  'active',
] as const;

/** A new popup starts today (the store's day), with no end, shown at any hour. */
export function popupValues(popup: WebsitePopup | undefined, today: string): PopupFormIn {
  return {
    title: popup?.title ?? '',
    text: popup?.text ?? '',
    image_url: popup?.image_url ?? null,
    from_date: popup?.from_date ?? today,
    to_date: popup?.to_date ?? '',
    only_while_open: popup?.only_while_open ?? false,
    active: popup?.active ?? true,
  };
}

export const popupRequest = (v: PopupFormOut): WebsitePopupRequest => v;
