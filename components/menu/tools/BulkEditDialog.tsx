'use client';

/** Bulk edit of the selected items (issue 4): placeholder until the dialog lands. */
export function BulkEditDialog(props: { open: boolean; itemIds: string[]; onClose: () => void; onDone: () => void }) {
  void props;
  return null;
}
