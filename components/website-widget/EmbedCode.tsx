'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { QueryLoadError } from '@/components/ui/ListStates';
import { embedScriptQuery } from '@/lib/api/website-widget';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notices';

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
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lead')}
      </Typography>
      <QueryLoadError queries={[script]} />
      {tag ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <PlainOutlinedField
            label={t('label')}
            value={tag}
            multiline
            code
            readOnly
            inputRef={field}
            onFocus={(e) => e.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopy />} onClick={copy} sx={{ flexShrink: 0, minHeight: 56 }}>
            {t('copy')}
          </Button>
        </Stack>
      ) : (
        script.status === 'pending' && <Skeleton variant="rounded" height={56} aria-label={t('loading')} />
      )}
      {origin && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('csp', { origin })}
        </Typography>
      )}
    </Paper>
  );
}
