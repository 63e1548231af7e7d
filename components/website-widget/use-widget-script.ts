'use client';
import { useEffect, useState } from 'react';
import type { WebsiteWidget } from '@/lib/contract/website-widget';

/** What public/widget.js offers when loaded without a data-key: the very drawing merchants' sites get. */
export interface OrderWidgetApi {
  draw: (host: HTMLElement, settings: WebsiteWidget, href: string, contained: boolean) => HTMLElement;
}

type WithWidget = Window & { OrderWidget?: OrderWidgetApi };

/** The portal's own copy of the embed script (the file merchants' sites load). */
export const WIDGET_SCRIPT_PATH = '/widget.js';

let loading: Promise<OrderWidgetApi> | undefined;

/**
 * Loads /widget.js once per page. Added by the portal's own (trusted) script, so the page's CSP
 * ('strict-dynamic') lets it run; a failed load may be tried again.
 */
export function loadWidgetScript(): Promise<OrderWidgetApi> {
  loading ??= new Promise<OrderWidgetApi>((resolve, reject) => {
    const ready = (window as WithWidget).OrderWidget;
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_PATH;
    script.async = true;
    script.onload = () => {
      const api = (window as WithWidget).OrderWidget;
      if (api) resolve(api);
      else reject(new Error('widget.js offered no OrderWidget'));
    };
    script.onerror = () => reject(new Error('widget.js did not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The embed script's drawing once loaded (null before), or `failed`. */
export function useWidgetScript(): { api: OrderWidgetApi | null; failed: boolean } {
  const [state, setState] = useState<{ api: OrderWidgetApi | null; failed: boolean }>({ api: null, failed: false });
  useEffect(() => {
    let live = true;
    loadWidgetScript().then(
      (api) => live && setState({ api, failed: false }),
      () => live && setState({ api: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
