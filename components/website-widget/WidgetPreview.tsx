'use client';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { WebsiteWidget } from '@/lib/contract/website-widget';
import type { WidgetFormIn } from './schema';
import { useWidgetScript } from './use-widget-script';

/** A grey line standing for text of the mock page. */
function Line({ width }: { width: string }) {
  return <Box aria-hidden sx={{ height: 10, width, bgcolor: 'grey.200', borderRadius: 1, mb: 1.25 }} />;
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

  const widgetHost = <Box ref={host} data-testid="widget-preview" />;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Box
        data-testid="preview-page"
        sx={{
          position: 'relative',
          height: 380,
          overflow: 'hidden',
          bgcolor: '#ffffff',
          color: '#1f1f1f',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Stack
          direction="row"
          spacing={0.75}
          aria-hidden
          sx={{ alignItems: 'center', px: 1.5, py: 1, bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}
        >
          {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
            <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
          ))}
          <Box
            sx={{
              flexGrow: 1,
              ml: 1,
              px: 1.5,
              py: 0.25,
              bgcolor: '#ffffff',
              borderRadius: 4,
              fontSize: 12,
              color: 'grey.600',
            }}
          >
            {t('site')}
          </Box>
        </Stack>
        <Box sx={{ p: 3 }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('heading')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, color: 'grey.700' }}>
            {t('body')}
          </Typography>
          {inline && <Box sx={{ mb: 2 }}>{widgetHost}</Box>}
          <Line width="92%" />
          <Line width="85%" />
          <Line width="70%" />
        </Box>
        {!inline && widgetHost}
        {failed && (
          <Typography
            role="status"
            variant="body2"
            sx={{ position: 'absolute', inset: 'auto 16px 16px', color: 'error.main' }}
          >
            {t('failed')}
          </Typography>
        )}
      </Box>
      {orderUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {t('opens')}{' '}
          <Box component="a" href={orderUrl} target="_blank" rel="noopener" sx={{ color: 'primary.main' }}>
            {orderUrl}
          </Box>
        </Typography>
      )}
    </Paper>
  );
}
