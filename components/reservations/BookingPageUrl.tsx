'use client';
import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore } from 'react';
import { plainButtonClass, PlainButton, PlainStartIcon } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { iconPaths } from '@/components/ui/icon-paths';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notices';
import { SetupSection } from './SetupSection';
import styles from './setup-section.module.css';

const noSubscription = () => () => {};
/** The portal's origin as the browser reaches it; none while rendered on the server. */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

/**
 * reservation_url: the public page where guests see this location's booking hours and message,
 * read-only, with a Copy button and a confirmation. The API gives a path; the address shown is
 * on the portal's origin as the browser reaches it. Plain elements: it is the page's first screen.
 */
export function BookingPageUrl({ path }: { path: string }) {
  const t = useTranslations('reservations.url');
  const field = useRef<HTMLInputElement>(null);
  const url = useOrigin() + path;

  const copy = async () => {
    if (await copyText(url, field.current)) notify(t('copied'), { variant: 'success' });
    else notify(t('copyFailed'), { variant: 'error' });
  };

  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <div className={styles.address}>
        <PlainOutlinedField
          label={t('label')}
          value={url}
          floatingLabel
          margin="none"
          inputRef={field}
          onFocus={(e) => e.target.select()}
          readOnly
          spellCheck={false}
        />
        <div className={styles.buttons}>
          <PlainButton variant="contained" startIcon={<PlainIcon path={iconPaths.contentCopy} />} onClick={copy}>
            {t('copy')}
          </PlainButton>
          <a href={path} target="_blank" rel="noopener" className={plainButtonClass({})}>
            <PlainStartIcon>
              <PlainIcon path={iconPaths.openInNew} />
            </PlainStartIcon>
            {t('open')}
          </a>
        </div>
      </div>
    </SetupSection>
  );
}
