'use client';
import { frFR } from '@mui/x-data-grid/locales';
import { useLocale } from 'next-intl';

/** The grid's own texts (pagination, "Rows per page", sort menu) in the portal's language. */
export function useGridLocaleText() {
  const locale = useLocale();
  return locale.startsWith('fr') ? frFR.components.MuiDataGrid.defaultProps.localeText : undefined;
}
