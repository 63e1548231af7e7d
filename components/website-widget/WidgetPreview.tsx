'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { WebsiteWidget } from '@/lib/contract/website-widget';
import type { WidgetFormIn } from './schema';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './website-widget.module.css';
import { useWidgetScript } from './use-widget-script';

/** A grey line standing for text of the mock page. */
function Line({ width }: { width: string }) {
  return <div aria-hidden className={styles.line} style={{ width }} />;
}

/**
 * The button as customers will see it, on a mock web page, drawn by the embed script itself
 * (public/widget.js, loaded once): placement, layout, colours, text and icon follow the form as
 * the merchant types. The corners are the mock page's, not the window's.
 */
export function WidgetPreview({ settings, orderUrl }: { settings: WidgetFormIn; orderUrl: string | undefined }) {
  const t = useTranslations('websiteWidget.preview');
  const titleId = useId();
  const { api, failed } = useWidgetScript();
  const host = useRef<HTMLDivElement>(null);
  const inline = settings.placement === 'inline';
  // One draw per change of what is shown, not per render of the form.
  const shown = JSON.stringify(settings);

  useEffect(() => {
    if (api && host.current) api.draw(host.current, JSON.parse(shown) as WebsiteWidget, orderUrl ?? '#', true);
  }, [api, shown, orderUrl, inline]);

  const widgetHost = <div ref={host} data-testid="widget-preview" />;
  return (
    <section aria-labelledby={titleId} className={`${panel.outlined} ${styles.panel}`}>
      <h2 id={titleId} className={styles.previewTitle}>
        {t('title')}
      </h2>
      <div data-testid="preview-page" className={styles.mockPage}>
        <div aria-hidden className={styles.browserBar}>
          {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
            <span key={c} className={styles.dot} style={{ backgroundColor: c }} />
          ))}
          <span className={styles.address}>{t('site')}</span>
        </div>
        <div className={styles.mockBody}>
          <p className={styles.mockHeading}>{t('heading')}</p>
          <p className={styles.mockText}>{t('body')}</p>
          {inline && <div className={styles.inlineHost}>{widgetHost}</div>}
          <Line width="92%" />
          <Line width="85%" />
          <Line width="70%" />
        </div>
        {!inline && widgetHost}
        {failed && (
          <p role="status" className={styles.failed}>
            {t('failed')}
          </p>
        )}
      </div>
      {orderUrl && (
        <p className={`${styles.secondary} ${styles.note}`}>
          {t('opens')}{' '}
          <a href={orderUrl} target="_blank" rel="noopener" className={styles.link}>
            {orderUrl}
          </a>
        </p>
      )}
    </section>
  );
}
