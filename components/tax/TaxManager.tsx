'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { taxesQuery, useDeleteTax } from '@/lib/api/taxes';
import { TaxTable } from './TaxTable';

/** The form (and its zod schema) loads when a tax is first added or edited, not with the page. */
const TaxDialog = dynamic(() => import('./TaxDialog').then((m) => m.TaxDialog), { ssr: false });

/** /manage/tax: the location's taxes, with create, edit and delete. The page prefetches the list. */
export function TaxManager() {
  const { texts, deleteTexts } = useResourceTexts('taxes');
  const taxes = useQuery(taxesQuery());
  const remove = useDeleteTax();

  return (
    <ResourceSection
      query={taxes}
      items={(data) => data.taxes}
      texts={texts}
      skeleton={{ rowHeight: 52, spacing: 1 }}
      renderList={(list, { edit, remove: ask }) => <TaxTable taxes={list} onEdit={edit} onDelete={ask} />}
      renderEditor={(tax, close) => <TaxDialog tax={tax} onClose={close} />}
      deleteTexts={deleteTexts}
      deleteBusy={remove.isPending}
      onDelete={(tax, done) => remove.mutate(tax._id, { onSuccess: done })}
    />
  );
}
