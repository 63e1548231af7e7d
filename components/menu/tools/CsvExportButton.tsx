'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { categoriesQuery } from '@/lib/api/categories';
import { downloadText } from '@/lib/download';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { menuIcons } from '../menu-icons';

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
      // The CSV writer loads with the first export, not with the menu (issue 11 item 1).
      const [{ categories }, { menuCsvFileName, menuToCsv }] = await Promise.all([
        qc.fetchQuery(categoriesQuery()),
        import('@/lib/menu-csv'),
      ]);
      // The BOM makes Excel read the file as UTF-8 (accents); French Excel expects ";" and ",".
      const text = '\uFEFF' + menuToCsv(categories, { french: locale.startsWith('fr') });
      downloadText(
        text,
        menuCsvFileName(current?.name ?? business?.slug ?? '', new Date(), current?.timezone),
        'text/csv;charset=utf-8',
      );
    } catch {
      // The query cache has already shown the failure as a notice.
    } finally {
      setBusy(false);
    }
  };

  return (
    // A plain button drawn as MUI's: the toolbar shows it on the menu's first load.
    <PlainButton onClick={exportMenu} busy={busy} startIcon={<PlainIcon path={menuIcons.download} />}>
      {t('label')}
    </PlainButton>
  );
}
