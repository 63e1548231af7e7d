'use client';

/** CSV export of the whole menu (issue 4): placeholder until the button lands. */
export function CsvExportButton() {
  return null;
}
