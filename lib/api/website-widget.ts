import type { WebsiteWidgetRequest } from '@/lib/contract/website-widget';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const widgetSchemas = schemasOf(() => import('@/lib/contract/website-widget'));

/** SPEC §7: GET and PUT website-widget, GET website-widget/embed-script, per location. */
export const websiteWidgetKeys = {
  all: ['website-widget'] as const,
  settings: () => [...websiteWidgetKeys.all, 'settings'] as const,
  embedScript: () => [...websiteWidgetKeys.all, 'embed-script'] as const,
};

export const websiteWidgetQuery = () =>
  apiQuery(websiteWidgetKeys.settings(), { path: 'website-widget', schema: widgetSchemas('websiteWidgetReply') });

/** The tag never changes for a location: read once per visit of the page. */
export const embedScriptQuery = () =>
  apiQuery(
    websiteWidgetKeys.embedScript(),
    { path: 'website-widget/embed-script', schema: widgetSchemas('embedScriptReply') },
    { staleTime: Infinity },
  );

// SPEC §4: adding a website widget setting marks the widget step of getting started complete (the
// checklist and the menu's completed/total count both reload).
export const useSaveWebsiteWidget = () =>
  useApiMutation(
    (body: WebsiteWidgetRequest) => ({ path: 'website-widget', method: 'PUT', body }),
    widgetSchemas('websiteWidgetReply'),
    { reload: () => [websiteWidgetKeys.settings(), accountKeys.all], inlineErrors: true },
  );
