import { Box, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

interface Props {
  title: string;
  description: string;
  /** Stand-ins while the fields are empty: what a search engine would fall back on. */
  siteName: string;
  slug: string;
}

/** Cut where a search engine cuts, at a word when one ends close enough, with an ellipsis. */
export function cut(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Search engines show about this much of a title and a description. */
const SHOWN_TITLE = 60;
const SHOWN_DESCRIPTION = 155;

/** How the site could look in a search result, from what is typed (updated as it is typed). */
export function SeoPreview({ title, description, siteName, slug }: Props) {
  const t = useTranslations('websiteManager.setup.preview');
  const labelId = useId();
  return (
    <Box component="figure" aria-labelledby={labelId} sx={{ m: 0 }}>
      <Typography id={labelId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('label')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: '#fff', fontFamily: 'Arial, sans-serif' }}>
        <Typography variant="body2" sx={{ color: '#202124' }}>
          {siteName}
        </Typography>
        <Typography variant="caption" sx={{ color: '#4d5156' }}>
          {t('address', { slug })}
        </Typography>
        <Typography sx={{ color: '#1a0dab', fontSize: 20, lineHeight: 1.3, mt: 0.5, overflowWrap: 'anywhere' }}>
          {cut(title, SHOWN_TITLE) || siteName}
        </Typography>
        <Typography variant="body2" sx={{ color: '#4d5156', mt: 0.5, overflowWrap: 'anywhere' }}>
          {cut(description, SHOWN_DESCRIPTION) || t('noDescription')}
        </Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('note')}
      </Typography>
    </Box>
  );
}
