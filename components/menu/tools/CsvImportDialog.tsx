'use client';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormActions } from '@/components/ui/form/FormActions';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { categoriesQuery } from '@/lib/api/categories';
import { useImportMenu } from '@/lib/api/menu';
import { diffMenu, parseMenuCsv, type MenuCsvParse, type MenuDiff } from '@/lib/menu-csv';
import { CsvImportPreview } from './CsvImportPreview';
import { serverRowErrors } from './server-row-errors';
import { useCsvErrorText, type RowProblem } from './use-csv-error-text';

interface Loaded {
  fileName: string;
  parse: MenuCsvParse;
  diff: MenuDiff;
}

/** Choose (or drop) a CSV, see what it would change, then import it all or nothing. */
export function CsvImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('menuTools');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const qc = useQueryClient();
  const importMenu = useImportMenu();
  const errorText = useCsvErrorText();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [serverProblems, setServerProblems] = useState<RowProblem[]>([]);
  const failure = useFormFailure();
  const [dragging, setDragging] = useState(false);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    failure.clear();
    setServerProblems([]);
    importMenu.reset();
    try {
      const [text, { categories }] = await Promise.all([file.text(), qc.fetchQuery(categoriesQuery())]);
      const parse = parseMenuCsv(text);
      setLoaded({ fileName: file.name, parse, diff: diffMenu(categories, parse.rows) });
    } catch {
      setLoaded(null);
      failure.show(t('import.readFailed'));
    } finally {
      setReading(false);
      // Choosing the same file again (after fixing it) must fire change again.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const problems: RowProblem[] = loaded
    ? [
        ...loaded.parse.errors.map(errorText.fromParse),
        // The server would apply both rows in turn; refusing is clearer than a silent last-wins.
        ...loaded.diff.duplicates.map((d) =>
          errorText.fromParse({
            row: d.row,
            field: 'name',
            key: 'menuTools.csv.duplicate',
            values: { first: d.firstRow },
          }),
        ),
        ...serverProblems,
      ].sort((a, b) => a.row - b.row)
    : [];
  const changes = loaded ? loaded.diff.newItems.length + loaded.diff.changedItems.length : 0;
  const canImport = !!loaded && problems.length === 0 && changes > 0 && !importMenu.isPending;

  const submit = () => {
    if (!loaded) return;
    importMenu.mutate(
      loaded.parse.rows,
      failure.sending({
        onSuccess: () => onClose(),
        // Errors about rows go on the preview's rows, not above it.
        onFailure: (err) => {
          const rows = serverRowErrors(err);
          if (rows) setServerProblems(rows);
          return !!rows;
        },
      }),
    );
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void readFile(e.dataTransfer.files[0]);
  };

  return (
    <Dialog
      open={open}
      onClose={importMenu.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: () => (setLoaded(null), setServerProblems([]), failure.clear()) } }}
    >
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('import.intro')}</DialogContentText>
        <Box
          onDragOver={(e) => (e.preventDefault(), setDragging(true))}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 2,
            mb: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Button
            variant="outlined"
            onClick={() => inputRef.current?.click()}
            disabled={reading || importMenu.isPending}
            startIcon={reading ? <CircularProgress size={16} color="inherit" /> : <UploadFileOutlinedIcon />}
          >
            {t('import.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {reading ? t('import.reading') : loaded ? t('import.file', { name: loaded.fileName }) : t('import.drop')}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="csv-file"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </Box>
        <FailureAlert message={failure.message} />
        {loaded && <CsvImportPreview diff={loaded.diff} problems={problems} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <FormActions
          busy={importMenu.isPending}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('import.submit')}
          onSubmit={submit}
          submitDisabled={!canImport}
        />
      </DialogActions>
    </Dialog>
  );
}
