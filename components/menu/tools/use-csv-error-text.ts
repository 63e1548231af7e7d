'use client';
import { useTranslations } from 'next-intl';
import type { MenuCsvError } from '@/lib/menu-csv';

/** A problem to list: `text` is already translated (server texts arrive translated). */
export interface RowProblem {
  row: number;
  field: string;
  text: string;
}

/** Problems of the whole file (header, size): shown as plain sentences, without a row. */
const FILE_KEYS = [
  'menuTools.csv.empty',
  'menuTools.csv.missingColumn',
  'menuTools.csv.noRows',
  'menuTools.csv.tooManyRows',
];
const FIELDS = ['category', 'name', 'price', 'description', 'available', 'min_purchase_value'];

/**
 * "Row 7 · price: Enter an amount in dollars, like 12.50." (row 0: about the whole file) The parser's keys are
 * `validation.*` (the contract's rules) or `menuTools.csv.*`; both live in the messages.
 */
export function useCsvErrorText() {
  const t = useTranslations();
  const fieldName = (field: string) =>
    FIELDS.includes(field)
      ? t(`menuTools.fields.${field}` as 'menuTools.fields.name')
      : field || t('menuTools.fields.file');
  const message = (e: MenuCsvError) =>
    /^(validation|menuTools\.csv)\.\w+$/.test(e.key)
      ? t(e.key as 'validation.required', e.values as Record<string, string>)
      : e.key;
  return {
    fromParse: (e: MenuCsvError): RowProblem => ({
      row: FILE_KEYS.includes(e.key) ? 0 : e.row,
      field: e.field,
      text: message(e),
    }),
    line: (p: RowProblem) =>
      t('menuTools.import.errorLine', { row: p.row, field: fieldName(p.field), message: p.text }),
    fieldName,
  };
}
