'use client';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, AlertTitle, Button, DialogContentText, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { ApiError } from '@/lib/api/api-error';
import { useImportDoordashInvoice } from '@/lib/api/doordash-report';
import type { DayRange } from '@/lib/dates';
import { invoiceForm, lineErrorsOf, SERVER_FIELDS, toRequest, type InvoiceFormIn, type InvoiceFormOut } from './schema';

export interface InvoiceImportDialogProps {
  /** The report's days: the invoice's period unless changed. */
  period: DayRange;
  onClose: () => void;
}

interface Refusal {
  message: string;
  lines: { line: number; texts: string[] }[];
}

/**
 * DoorDash's monthly invoice CSV, chosen as a file or pasted, for a period (the report's range by
 * default). A file with bad lines is refused whole: each line's problems are listed here, and what
 * was chosen or typed stays to fix. On success the dialog closes and the report reloads, flagged.
 */
export function InvoiceImportDialog({ period, onClose }: InvoiceImportDialogProps) {
  const t = useTranslations('reports.doordash.import');
  const fileRef = useRef<HTMLInputElement>(null);
  const importInvoice = useImportDoordashInvoice();
  const { form, dialog } = useDialogForm<InvoiceFormIn, InvoiceFormOut>(
    invoiceForm,
    { from: period.from, to: period.to, csv: '', file_name: '' },
    SERVER_FIELDS,
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const fileName = form.watch('file_name');

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await file.text();
      form.setValue('csv', text, { shouldValidate: form.formState.isSubmitted });
      form.setValue('file_name', file.name);
      setReadFailed(false);
      setRefusal(null);
    } catch {
      setReadFailed(true);
    } finally {
      // Choosing the same file again (after fixing it) must fire change again.
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    importInvoice.mutate(
      toRequest(values),
      dialog.sending({
        // Problems of the file's lines are not a field's: they are listed under it.
        onFailure: (err) => {
          const lines = err instanceof ApiError ? lineErrorsOf(err.fieldErrors) : [];
          if (lines.length) setRefusal({ message: err.message, lines });
          return lines.length > 0;
        },
      }),
    );
  });

  return (
    <FormDialog
      {...dialog.props}
      busy={importInvoice.isPending}
      onSubmit={onSubmit}
      onExited={onClose}
      title={t('title')}
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>{t('intro')}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="from"
            type="date"
            label={t('from')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="to"
            type="date"
            label={t('to')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('periodHint')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => fileRef.current?.click()}
            disabled={importInvoice.isPending}
          >
            {t('choose')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {fileName ? t('chosen', { name: fileName }) : t('orPaste')}
          </Typography>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            data-testid="doordash-invoice-file"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </Stack>
        {readFailed && (
          <Alert severity="error" role="alert">
            {t('readFailed')}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="csv"
          label={t('csv')}
          required
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          hint={t('csvHint')}
          placeholder={t('placeholder')}
          onChange={() => setRefusal(null)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {refusal && (
          <Alert severity="error" role="alert">
            <AlertTitle>{refusal.message}</AlertTitle>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
              {refusal.lines.map((l) => (
                <li key={l.line}>{t('lineError', { line: l.line, problems: l.texts.join(' ') })}</li>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
