'use client';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Controller, type Control } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { WebsiteImageUpload } from '../WebsiteImageUpload';
import type { PopupFormIn, PopupFormOut } from './schema';

/** The popup's optional image: uploaded with the website rule, shown small, removable. */
export function PopupImageField({ control }: { control: Control<PopupFormIn, unknown, PopupFormOut> }) {
  const t = useTranslations('websiteManager.popups.form');
  const translate = useTranslateError();
  return (
    <Controller
      control={control}
      name="image_url"
      render={({ field, fieldState }) => (
        <Box role="group" aria-label={t('image')}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('image')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {field.value && (
              <Box
                component="img"
                src={field.value}
                alt={t('imageAlt')}
                sx={{ width: 96, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
              />
            )}
            <WebsiteImageUpload
              label={field.value ? t('replaceImage') : t('chooseImage')}
              variant="outlined"
              onUploaded={async (url) => field.onChange(url)}
            />
            {field.value && (
              <Button color="error" size="small" onClick={() => field.onChange(null)}>
                {t('removeImage')}
              </Button>
            )}
          </Stack>
          {fieldState.error && (
            <FormHelperText error role="alert">
              {translate(fieldState.error.message)}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
