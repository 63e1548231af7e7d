'use client';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { ApiError } from '@/lib/api/api-error';
import { useImportGiftCards, usePreviewGiftCardImport } from '@/lib/api/gift-cards';
import { giftCardImportReply } from '@/lib/contract/gift-cards';
import { ImportPreview, type ImportCheck } from './ImportPreview';

interface Props {
  onClose: () => void;
  /** After a successful import (the dialog is closing). */
  onImported: () => void;
}

/**
 * Existing cards from a CSV (`code,balance[,recipient_email]`), pasted or chosen as a file.
 * Preview asks the server what it would write and names each bad line; Import is offered only
 * for the text previewed, without errors, and writes every row or none.
 */
export function ImportDialog({ onClose, onImported }: Props) {
  const t = useTranslations('giftCards.import');
  const titleId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  const [csv, setCsv] = useState('');
  // The preview holds for the text it was made from; any edit asks for a new one.
  const [checked, setChecked] = useState<{ csv: string; check: ImportCheck } | null>(null);
  const preview = usePreviewGiftCardImport();
  const importCards = useImportGiftCards();
  const failure = useFormFailure();
  const busy = preview.isPending || importCards.isPending;
  const current = checked?.csv === csv ? checked.check : null;
  const canImport = !!current && Object.keys(current.errors).length === 0 && current.rows.length > 0 && !busy;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setCsv(await file.text());
      failure.clear();
    } catch {
      failure.show(t('readFailed'));
    } finally {
      // Choosing the same file again (after fixing it) must fire change again.
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const askPreview = () => {
    const sent = csv;
    preview.mutate({ csv: sent }, failure.sending({ onSuccess: (check) => setChecked({ csv: sent, check }) }));
  };

  const confirm = () => {
    const sent = csv;
    importCards.mutate(
      { csv: sent },
      failure.sending({
        onSuccess: () => {
          setOpen(false);
          onImported();
        },
        // A line that went bad since the preview (a code taken meanwhile): the refusal carries the
        // same preview, shown in place of the last one.
        onFailure: (err) => {
          const again = err instanceof ApiError ? giftCardImportReply.safeParse(err.body) : null;
          if (again?.success) setChecked({ csv: sent, check: again.data });
          return !!again?.success;
        },
      }),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : () => setOpen(false)}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: onClose } }}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => fileRef.current?.click()}
            disabled={busy}
          >
            {t('choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('orPaste')}
          </Typography>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            data-testid="gift-card-csv-file"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </Stack>
        <TextInputField
          label={t('text')}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          placeholder={t('placeholder')}
          helperText={t('textHint')}
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <FailureAlert message={failure.message} />
        {checked && checked.csv !== csv && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('changed')}
          </Alert>
        )}
        {current && (
          <Box sx={{ mt: 2 }}>
            <ImportPreview check={current} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          {t('cancel')}
        </Button>
        <SubmitButton
          type="button"
          variant="outlined"
          busy={preview.isPending}
          fullWidth={false}
          size="medium"
          onClick={askPreview}
          disabled={busy || csv.trim() === ''}
        >
          {t('preview')}
        </SubmitButton>
        <SubmitButton
          type="button"
          busy={importCards.isPending}
          fullWidth={false}
          size="medium"
          onClick={confirm}
          disabled={!canImport}
        >
          {t('submit')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
