/**
 * The website widget's constants (lib/contract/website-widget.ts has the schemas): no zod here, so
 * the settings page takes its choices without loading zod on its first load.
 */

export const widgetPlacements = ['bottom-right', 'bottom-left', 'inline'] as const;
export type WidgetPlacement = (typeof widgetPlacements)[number];
export const widgetLayouts = ['button', 'tab', 'banner'] as const;
export type WidgetLayout = (typeof widgetLayouts)[number];
/** The icons public/widget.js knows how to draw (`none`: text only). */
export const widgetIcons = ['bag', 'cart', 'utensils', 'pizza', 'coffee', 'none'] as const;
export type WidgetIcon = (typeof widgetIcons)[number];

/** The button's label: long enough to say something, short enough to stay one line on a phone. */
export const WIDGET_TEXT_MIN = 2;
export const WIDGET_TEXT_MAX = 30;

/** Defaults of a location that saved nothing yet (the text is the caller's language's, from the server). */
export const WIDGET_DEFAULTS = {
  theme_color: '#383232',
  text_color: '#ffffff',
  placement: 'bottom-right',
  layout: 'button',
  icon: 'bag',
} as const;

/** The public key in a tag: 22 URL-safe characters (16 random bytes). */
export const WIDGET_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
