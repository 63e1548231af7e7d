'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { QueryLoadError } from '@/components/ui/ListStates';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { embedScriptQuery } from '@/lib/api/website-widget';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notices';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './website-widget.module.css';

/** Material Icons' ContentCopy. */
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/** The origin the tag loads the script from: what a site's Content-Security-Policy must allow. */
const scriptOrigin = (tag: string) => /src="(https?:\/\/[^/"]+)/.exec(tag)?.[1];

/** The line to paste into the merchant's website, read-only, with a Copy button and a confirmation. */
export function EmbedCode() {
  const t = useTranslations('websiteWidget.embed');
  const titleId = useId();
  const script = useQuery(embedScriptQuery());
  // A text area (multiline), which PlainOutlinedField's ref type does not say.
  const field = useRef<HTMLInputElement>(null);
  const tag = script.data?.website_widget_script;
  const origin = tag && scriptOrigin(tag);

  const copy = async () => {
    if (!tag) return;
    if (await copyText(tag, field.current)) notify(t('copied'), { variant: 'success' });
    else notify(t('copyFailed'), { variant: 'error' });
  };

  return (
    <section aria-labelledby={titleId} className={`${panel.outlined} ${styles.panel} ${styles.roomy}`}>
      <h2 id={titleId} className={panel.title}>
        {t('title')}
      </h2>
      <p className={`${styles.secondary} ${styles.lead}`}>{t('lead')}</p>
      <QueryLoadError queries={[script]} />
      {tag ? (
        <div className={styles.embedRow}>
          <PlainOutlinedField
            label={t('label')}
            value={tag}
            multiline
            code
            readOnly
            inputRef={field}
            onFocus={(e) => e.target.select()}
          />
          <PlainButton
            variant="contained"
            startIcon={<PlainIcon path={COPY_ICON} />}
            onClick={copy}
            className={styles.copy}
          >
            {t('copy')}
          </PlainButton>
        </div>
      ) : (
        script.status === 'pending' && (
          <div aria-busy="true" aria-label={t('loading')}>
            <PlainSkeleton variant="rounded" height={56} />
          </div>
        )
      )}
      {origin && <p className={`${styles.secondary} ${styles.note}`}>{t('csp', { origin })}</p>}
    </section>
  );
}
