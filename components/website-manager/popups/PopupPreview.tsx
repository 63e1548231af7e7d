import Close from '@mui/icons-material/Close';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

interface Props {
  title: string;
  text: string;
  imageUrl: string | null | undefined;
  /** The website's theme colour (the popup's top bar). */
  themeColor: string;
}

/** The popup over a faded mock of the site, as a visitor would see it. */
export function PopupPreview({ title, text, imageUrl, themeColor }: Props) {
  const t = useTranslations('websiteManager.popups.preview');
  const labelId = useId();
  return (
    <Box component="figure" aria-labelledby={labelId} sx={{ m: 0 }}>
      <Typography id={labelId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('label')}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.300',
          p: 3,
          minHeight: 320,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {/* The page behind: blocks standing for the site's banner and text. */}
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, p: 2, opacity: 0.5 }}>
          <Box sx={{ height: 48, bgcolor: themeColor, borderRadius: 1, mb: 2 }} />
          <Box sx={{ height: 12, width: '70%', bgcolor: 'grey.500', borderRadius: 1, mb: 1 }} />
          <Box sx={{ height: 12, width: '50%', bgcolor: 'grey.500', borderRadius: 1 }} />
        </Box>
        <Paper elevation={8} sx={{ position: 'relative', width: '100%', maxWidth: 320, overflow: 'hidden' }}>
          <Box sx={{ height: 6, bgcolor: themeColor }} />
          <Close
            aria-hidden
            fontSize="small"
            sx={{ position: 'absolute', top: 12, right: 8, color: 'text.secondary' }}
          />
          {imageUrl && (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
            />
          )}
          <Box sx={{ p: 2 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, pr: 3, overflowWrap: 'anywhere' }}>
              {title.trim() || t('noTitle')}
            </Typography>
            {text.trim() && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {text}
              </Typography>
            )}
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
