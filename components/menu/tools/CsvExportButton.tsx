'use client';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { categoriesQuery } from '@/lib/api/categories';
import { menuCsvFileName, menuToCsv } from '@/lib/menu-csv';
import { useCurrentLocation } from '@/components/ui/use-current-location';

/** Hands the text to the browser as a file download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers start the download after click() returns: revoke a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the whole menu of the current location as CSV (docs/decisions.md "Menu CSV"). */
export function CsvExportButton() {
  const t = useTranslations('menuTools.export');
  const locale = useLocale();
  const qc = useQueryClient();
  const { business, current } = useCurrentLocation();
  const [busy, setBusy] = useState(false);

  const exportMenu = async () => {
    setBusy(true);
    try {
      // The menu screen usually has it cached; fetchQuery only calls when it is stale or absent.
      const { categories } = await qc.fetchQuery(categoriesQuery());
      // The BOM makes Excel read the file as UTF-8 (accents); French Excel expects ";" and ",".
      const text = '\uFEFF' + menuToCsv(categories, { french: locale.startsWith('fr') });
      download(text, menuCsvFileName(current?.name ?? business?.slug ?? '', new Date(), current?.timezone));
    } catch {
      // The query cache has already shown the failure as a notice.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      onClick={exportMenu}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
    >
      {t('label')}
    </Button>
  );
}
