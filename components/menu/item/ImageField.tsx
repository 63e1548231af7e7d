'use client';
import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Avatar, Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useUploadImage } from '@/lib/api/uploads';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@/lib/contract';

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  /** The form's error for the field (a server 422 on `image`), already translated. */
  error?: string;
  /** Tells the form a file is on its way, so it is not saved without it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The item's picture: chosen, checked here (type, 2 MB) so a wrong file is refused at once,
 * uploaded, then previewed; the form keeps only the URL.
 */
export function ImageField({ value, onChange, error, onBusyChange }: Props) {
  const t = useTranslations('menu.itemForm.image');
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const labelId = useId();
  const helpId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setProblem(t('badType'));
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t('tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (reply) => onChange(reply.url),
      // The server's reason also arrives as an error notice; this keeps it beside the field.
      onError: (err) => setProblem(err.message),
      onSettled: () => onBusyChange(false),
    });
  };

  const message = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('label')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={value ?? undefined}
          alt={value ? t('preview') : ''}
          sx={{ width: 96, height: 96, bgcolor: 'action.hover' }}
        >
          <ImageOutlined />
        </Avatar>
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => onChange(null)}
                disabled={upload.isPending}
              >
                {t('remove')}
              </Button>
            )}
          </Stack>
          {upload.isPending && <LinearProgress aria-label={t('uploading')} />}
          <FormHelperText id={helpId} error={!!message} sx={{ m: 0 }} role={message ? 'alert' : undefined}>
            {message ?? t('hint')}
          </FormHelperText>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_TYPES.join(',')}
        data-testid="item-image-input"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          // The same file chosen again after a removal must fire again.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
