'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore } from 'react';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notices';
import { SetupSection } from './SetupSection';

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
 * on the portal's origin as the browser reaches it.
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextInputField
          label={t('label')}
          value={url}
          fullWidth
          inputRef={field}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" startIcon={<ContentCopy />} onClick={copy}>
            {t('copy')}
          </Button>
          <Button href={path} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
            {t('open')}
          </Button>
        </Stack>
      </Stack>
    </SetupSection>
  );
}
