'use client';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';

// The dialog (the CSV reader, the preview, the form's failure handling) loads on the first
// opening, not with the menu (issue 11 item 1).
const CsvImportDialog = openedLazily(
  () => import('./CsvImportDialog').then((m) => m.CsvImportDialog),
  (props) => props.open,
);

/** Opens the CSV import dialog; its reply's message becomes the success notice on its own. */
export function CsvImportButton() {
  const t = useTranslations('menuTools.import');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<FileUploadOutlinedIcon />}>
        {t('label')}
      </Button>
      <CsvImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
