'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { taxesQuery, useDeleteTax } from '@/lib/api/taxes';
import { TaxDialog } from './TaxDialog';
import { TaxTable } from './TaxTable';

/** /manage/tax: the location's taxes, with create, edit and delete. The page prefetches the list. */
export function TaxManager() {
  const t = useTranslations('taxes');
  const taxes = useQuery(taxesQuery());
  const remove = useDeleteTax();

  return (
    <ResourceSection
      query={taxes}
      items={(data) => data.taxes}
      texts={{ create: t('create'), loading: t('loading'), retry: t('retry'), emptyTitle: t('empty.title'), emptyText: t('empty.text') }}
      skeleton={{ rowHeight: 52, spacing: 1 }}
      renderList={(list, { edit, remove: ask }) => <TaxTable taxes={list} onEdit={edit} onDelete={ask} />}
      renderEditor={(tax, close) => <TaxDialog tax={tax} onClose={close} />}
      deleteTexts={{ title: (name) => t('delete.title', { name }), description: t('delete.text'), confirmLabel: t('delete.confirm'), cancelLabel: t('delete.cancel') }}
      deleteBusy={remove.isPending}
      onDelete={(tax, done) => remove.mutate(tax._id, { onSuccess: done })}
    />
  );
}
