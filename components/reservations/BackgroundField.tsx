'use client';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { ApiError } from '@/lib/api/api-error';
import { useUploadBackground } from '@/lib/api/reservations';
import { BACKGROUND_TYPES } from '@/lib/contract/plain/reservations';
import type { ReservationFormControl } from './form-values';

interface Props {
  control: ReservationFormControl;
  /** While an image uploads the settings cannot be saved (the field would still name the old one). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The booking page's background: chosen, uploaded at once (the server checks the rule and the
 * form shows a refusal beside the field), previewed, then saved with the settings as its URL.
 */
export function BackgroundField({ control, onBusyChange }: Props) {
  const t = useTranslations('reservations.look');
  const translate = useTranslateError();
  const upload = useUploadBackground();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const labelId = useId();
  const helpId = useId();

  return (
    <Controller
      control={control}
      name="background_image_url"
      render={({ field, fieldState }) => {
        const choose = (file: File | undefined) => {
          if (!file) return;
          setProblem(undefined);
          onBusyChange(true);
          upload.mutate(file, {
            onSuccess: (reply) => field.onChange(reply.url),
            onError: (err) => setProblem((err instanceof ApiError && err.fieldErrors.file?.[0]) || err.message),
            onSettled: () => onBusyChange(false),
          });
        };
        const message = problem ?? translate(fieldState.error?.message);
        return (
          <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
            <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
              {t('background')}
            </Typography>
            {field.value && (
              <Box
                component="img"
                src={field.value}
                alt={t('previewAlt')}
                sx={{
                  display: 'block',
                  width: '100%',
                  maxWidth: 480,
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  mb: 1,
                }}
              />
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<CloudUpload />}
                onClick={() => input.current?.click()}
                disabled={upload.isPending}
              >
                {field.value ? t('replace') : t('choose')}
              </Button>
              {field.value && (
                <Button size="small" color="error" onClick={() => field.onChange(null)} disabled={upload.isPending}>
                  {t('remove')}
                </Button>
              )}
            </Stack>
            {upload.isPending && <LinearProgress aria-label={t('uploading')} sx={{ mt: 1, maxWidth: 480 }} />}
            <FormHelperText id={helpId} error={!!message} role={message ? 'alert' : undefined}>
              {message ?? t('backgroundHint')}
            </FormHelperText>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t('background')}
              accept={BACKGROUND_TYPES.join(',')}
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Box>
        );
      }}
    />
  );
}
