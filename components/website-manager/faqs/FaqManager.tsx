'use client';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { useSaveFaqs, websiteManagerQuery } from '@/lib/api/website-manager';
import { LiveMessage } from '../LiveMessage';
import { moved } from '../move';
import { FaqList } from './FaqList';
import { faqsRequest } from './faq-list';

/** The dialog (its form and schema) loads when a question is first added or edited. */
const FaqDialog = dynamic(() => import('./FaqDialog').then((m) => m.FaqDialog), { ssr: false });

/** /website-manager/faqs: questions and answers, added, edited, reordered and deleted (each a save of the list). */
export function FaqManager() {
  const t = useTranslations('websiteManager.faqs');
  const { texts, deleteTexts } = useResourceTexts('websiteManager.faqs', { intro: true });
  const website = useQuery(websiteManagerQuery());
  // Moves and deletes send the list without a form: their failures are the query cache's notices.
  const save = useSaveFaqs();
  const [announce, setAnnounce] = useState('');
  const faqs = website.data?.website_manager.faqs ?? [];

  const move = (from: number, to: number) =>
    save.mutate(faqsRequest(moved(faqs, from, to)), {
      onSuccess: () => setAnnounce(t('movedTo', { name: faqs[from]!.question, position: to + 1 })),
    });

  return (
    <Stack spacing={2}>
      <ResourceSection
        query={website}
        items={(data) => data.website_manager.faqs.map((f) => ({ ...f, name: f.question }))}
        texts={texts}
        skeleton={{ rowHeight: 88, spacing: 2 }}
        renderList={(list, { edit, remove }) => (
          <FaqList faqs={list} busy={save.isPending} onEdit={edit} onDelete={remove} onMove={move} />
        )}
        renderEditor={(faq, close) => (
          <FaqDialog faqs={faqs} index={faq ? faqs.findIndex((f) => f._id === faq._id) : undefined} onClose={close} />
        )}
        deleteTexts={deleteTexts}
        deleteBusy={save.isPending}
        onDelete={(faq, done) => save.mutate(faqsRequest(faqs.filter((f) => f._id !== faq._id)), { onSuccess: done })}
      />
      <LiveMessage message={announce} />
    </Stack>
  );
}
