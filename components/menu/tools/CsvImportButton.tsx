'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';

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
      <PlainButton onClick={() => setOpen(true)} startIcon={<PlainIcon path={menuIcons.upload} />}>
        {t('label')}
      </PlainButton>
      <CsvImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
