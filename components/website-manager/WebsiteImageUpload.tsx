'use client';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, FormHelperText, LinearProgress, type ButtonProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useUploadWebsiteImage } from '@/lib/api/website-manager';
import { WEBSITE_IMAGE_TYPES } from '@/lib/contract/plain/website-manager';

interface Props {
  label: string;
  /** Several files at once (the gallery); each is uploaded, then handed on, one after the other. */
  multiple?: boolean;
  /** What to do with an uploaded image (add it to the gallery …); a failure shows under the button. */
  onUploaded: (url: string) => Promise<unknown>;
  /** Shown under the button while there is no error. */
  hint?: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

const reasonOf = (err: unknown) =>
  err instanceof ApiError
    ? err.fieldErrors.file?.[0] || err.fieldErrors.image_url?.[0] || err.message
    : (err as Error).message;

/**
 * Chooses images and uploads them with the website rule checked by the server as each file
 * arrives (type, size, dimensions); the first refusal stops there and says why.
 */
export function WebsiteImageUpload({ label, multiple, onUploaded, hint, variant = 'contained', disabled }: Props) {
  const t = useTranslations('websiteManager.upload');
  const upload = useUploadWebsiteImage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const helpId = useId();

  const send = async (files: File[]) => {
    if (!files.length) return;
    setProblem(undefined);
    setBusy(true);
    try {
      for (const file of files) {
        const { url } = await upload.mutateAsync(file);
        await onUploaded(url);
      }
    } catch (err) {
      setProblem(reasonOf(err));
    } finally {
      setBusy(false);
    }
  };

  const message = problem ?? hint;
  return (
    <Box>
      <Button
        variant={variant}
        startIcon={<CloudUpload />}
        onClick={() => input.current?.click()}
        disabled={busy || disabled}
        aria-describedby={message ? helpId : undefined}
      >
        {label}
      </Button>
      {busy && <LinearProgress aria-label={t('uploading')} sx={{ mt: 1 }} />}
      {message && (
        <FormHelperText id={helpId} error={!!problem} role={problem ? 'alert' : undefined}>
          {message}
        </FormHelperText>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        aria-label={label}
        accept={WEBSITE_IMAGE_TYPES.join(',')}
        onChange={(e) => {
          void send([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
