'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EntityHistoryTabs } from '@/components/ui/EntityHistoryTabs';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { categoriesQuery, categoryListQuery } from '@/lib/api/categories';
import { useSaveItem } from '@/lib/api/items';
import { modifierGroupsQuery } from '@/lib/api/modifier-groups';
import { taxesQuery } from '@/lib/api/taxes';
import type { Item } from '@/lib/contract';
import { ItemFields } from './ItemFields';
import { ITEM_FIELDS, itemForm, toFormValues, toRequest } from './schema';

interface Props {
  /** undefined: a new item. */
  item: Item | undefined;
  /** The category a new item starts in ("Add item" on a category). */
  categoryId?: string;
  onClose: () => void;
}

/** Create or edit an item. Mounted per opening, so each opening starts from the item. */
export function ItemDrawer({ item, categoryId, onClose }: Props) {
  const t = useTranslations('menu.itemForm');
  const locale = useLocale();
  const categories = useQuery(categoryListQuery());
  // The menu the drawer was opened from already names the categories while the picker list loads.
  const menu = useQuery(categoriesQuery());
  const categoryOptions = categories.data?.categories ?? menu.data?.categories.map(({ _id, name }) => ({ _id, name }));
  const modifierGroups = useQuery(modifierGroupsQuery());
  const taxes = useQuery(taxesQuery());
  const save = useSaveItem();
  const [uploading, setUploading] = useState(false);
  const { form, frame } = useSaveForm({
    schema: itemForm,
    defaultValues: toFormValues(item, categoryId, locale),
    serverFields: ITEM_FIELDS,
    id: item?._id,
    save,
    toRequest,
  });

  return (
    <FormDrawer
      {...frame}
      title={item ? t('editTitle') : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={item ? t('save') : t('create')}
      // While a picture uploads, saving would send the item without it.
      busy={frame.busy || uploading}
      onExited={onClose}
    >
      <EntityHistoryTabs entityType="item" entityId={item?._id}>
        {/* A picker's list that failed to load says so here, with a retry. */}
        <QueryLoadError queries={[categories, modifierGroups, taxes]} />
        <ItemFields
          form={form}
          categories={categoryOptions}
          modifierGroups={modifierGroups.data?.modifier_groups}
          taxes={taxes.data?.taxes}
          loading={{ categories: !categoryOptions, modifierGroups: modifierGroups.isPending, taxes: taxes.isPending }}
          onUploadingChange={setUploading}
        />
      </EntityHistoryTabs>
    </FormDrawer>
  );
}
