import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import type { WebsiteWidget, WebsiteWidgetRequest } from '@/lib/contract/website-widget';

/** What the form holds: the request as typed (colours and text before trimming and lower-casing). */
export type WidgetFormIn = WebsiteWidgetRequest;
export type WidgetFormOut = WebsiteWidget;

export const WIDGET_FIELDS = ['theme_color', 'text_color', 'placement', 'layout', 'text', 'icon'] as const;

/**
 * The form checks what the API checks (the contract's request schema); the schema and zod load
 * with the first check, not with the page (the form is on its first paint).
 */
export const widgetResolver = lightZodResolver<WidgetFormIn, WidgetFormOut>(() =>
  import('@/lib/contract/website-widget').then((m) => m.websiteWidgetRequest),
);

export const widgetValues = (w: WebsiteWidget): WidgetFormIn => ({ ...w });
