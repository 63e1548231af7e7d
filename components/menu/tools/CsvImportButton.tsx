'use client';

/** CSV import of the menu (issue 4): placeholder until the dialog lands. */
export function CsvImportButton() {
  return null;
}
