'use client';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CsvImportDialog } from './CsvImportDialog';

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
