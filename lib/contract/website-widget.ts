import { z } from 'zod';
import { lineText, V } from './rules';
import { DV } from './store-design';
import { WIDGET_TEXT_MAX, WIDGET_TEXT_MIN, widgetIcons, widgetLayouts, widgetPlacements } from './plain/website-widget';

export * from './plain/website-widget';

/**
 * The website widget (SPEC §3: theme_color, text_color, placement, layout, text, icon; §7 GET and
 * PUT website-widget, GET website-widget/embed-script → website_widget_script): the "Order online"
 * button a merchant puts on their own website, per location.
 *
 * The embed script is one static file served by the portal (`/widget.js`), the same for every
 * merchant; the tag names the location by an unguessable public key (`data-key`), never its id.
 * The script reads the saved settings from the public `GET widget/{key}` (through the BFF at
 * `/api/v1/widget/<key>`, cached briefly, CORS open) and draws the button in a shadow root.
 */

export const WV = { text: 'validation.widgetText' } as const;

const hexColor = () =>
  z
    .string({ error: V.required })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, DV.color)
    .transform((c) => c.toLowerCase());

export const websiteWidgetRequest = z.object({
  theme_color: hexColor(),
  text_color: hexColor(),
  placement: z.enum(widgetPlacements, { error: V.choice }),
  layout: z.enum(widgetLayouts, { error: V.choice }),
  text: lineText().min(WIDGET_TEXT_MIN, WV.text).max(WIDGET_TEXT_MAX, WV.text),
  icon: z.enum(widgetIcons, { error: V.choice }),
});
export type WebsiteWidgetRequest = z.input<typeof websiteWidgetRequest>;

export const websiteWidgetSchema = z.object({
  theme_color: z.string(),
  text_color: z.string(),
  placement: z.enum(widgetPlacements),
  layout: z.enum(widgetLayouts),
  text: z.string(),
  icon: z.enum(widgetIcons),
});
export type WebsiteWidget = z.infer<typeof websiteWidgetSchema>;

/**
 * GET and PUT website-widget, and the public GET widget/{key}: the settings and where the button
 * leads. `order_url` is the location's own order page (its online-order settings' order_url) or,
 * without one, the portal's public page of the business: a path from the portal's root, which the
 * script resolves against its own origin.
 */
export const websiteWidgetReply = z.object({
  website_widget: websiteWidgetSchema,
  order_url: z.string(),
  message: z.string().optional(),
});
export type WebsiteWidgetReply = z.infer<typeof websiteWidgetReply>;

/** GET website-widget/embed-script: the one line to paste into the merchant's website. */
export const embedScriptReply = z.object({ website_widget_script: z.string() });
