'use client';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useUploadDesignImage } from '@/lib/api/store-design';

interface Props {
  purpose: 'logo' | 'banner';
  label: string;
  /** The rule the file must follow, shown while there is no error. */
  hint: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The form's error for the field (a server 422 at save), already translated. */
  error?: string;
  onBusyChange: (busy: boolean) => void;
}

/** A design image: chosen, uploaded (the server checks the logo rule at once), then kept as its URL. */
export function ImageUpload({ purpose, label, hint, value, onChange, error, onBusyChange }: Props) {
  const t = useTranslations('storeSetup.design');
  const upload = useUploadDesignImage(purpose);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const labelId = useId();
  const helpId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (reply) => onChange(reply.url),
      onError: (err) => setProblem((err instanceof ApiError && err.fieldErrors.file?.[0]) || err.message),
      onSettled: () => onBusyChange(false),
    });
  };

  const message = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<CloudUpload />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {value ? t('replace') : t('choose')}
        </Button>
        {value && (
          <Button size="small" color="error" onClick={() => onChange(null)} disabled={upload.isPending}>
            {t('remove')}
          </Button>
        )}
      </Stack>
      {upload.isPending && <LinearProgress aria-label={t('uploading')} sx={{ mt: 1 }} />}
      <FormHelperText id={helpId} error={!!message} role={message ? 'alert' : undefined}>
        {message ?? hint}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={purpose === 'logo' ? 'image/png,image/jpeg,image/webp' : 'image/png,image/jpeg,image/webp,image/gif'}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
