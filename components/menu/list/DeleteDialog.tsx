'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteCategory } from '@/lib/api/categories';
import { useDeleteItem } from '@/lib/api/items';
import type { Category, Item } from '@/lib/contract';

export type Deleting = { kind: 'category'; category: Category } | { kind: 'item'; item: Item } | null;

/** Asks before a delete; a category takes its items with it, and the question says how many. */
export function DeleteDialog({ deleting: asked, onClose }: { deleting: Deleting; onClose: () => void }) {
  const t = useTranslations('menu.delete');
  // The question stays readable while the dialog fades out after `asked` went back to null.
  const [last, setLast] = useState<Deleting>(asked);
  if (asked && asked !== last) setLast(asked);
  const deleting = asked ?? last;
  const removeCategory = useDeleteCategory();
  const removeItem = useDeleteItem();
  const busy = removeCategory.isPending || removeItem.isPending;
  // The hooks reload the whole menu (SPEC §4); the dialog closes once the delete went through.
  const done = { onSuccess: onClose };

  let title = '';
  let description = '';
  if (deleting?.kind === 'category') {
    const count = deleting.category.items.length;
    title = t('categoryTitle', { name: deleting.category.name });
    description = count > 0 ? t('categoryWithItems', { count }) : t('cannotUndo');
  } else if (deleting?.kind === 'item') {
    title = t('itemTitle', { name: deleting.item.name });
    description = t('cannotUndo');
  }

  return (
    <ConfirmDialog
      open={!!asked}
      title={title}
      description={description}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (deleting?.kind === 'category') removeCategory.mutate(deleting.category._id, done);
        else if (deleting?.kind === 'item') removeItem.mutate(deleting.item._id, done);
      }}
    />
  );
}
