'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { ApiError } from '@/lib/api/api-error';
import { useSaveFaqs } from '@/lib/api/website-manager';
import type { WebsiteFaq } from '@/lib/contract/website-manager';
import { faqsRequest } from './faq-list';
import { faqForm, faqValues } from './schema';

interface Props {
  faqs: WebsiteFaq[];
  /** The position of the question edited; undefined adds one at the end. */
  index: number | undefined;
  onClose: () => void;
}

/** Add or edit one question; saving sends the whole list with it in its place. */
export function FaqDialog({ faqs, index, onClose }: Props) {
  const t = useTranslations('websiteManager.faqs.form');
  const save = useSaveFaqs(true);
  const editing = index === undefined ? undefined : faqs[index];
  const { form, dialog } = useDialogForm(faqForm, faqValues(editing));
  const at = index ?? faqs.length;

  const onSubmit = form.handleSubmit((values) => {
    const list = index === undefined ? [...faqs, values] : faqs.map((f, i) => (i === index ? { ...f, ...values } : f));
    save.mutate(
      faqsRequest(list),
      dialog.sending({
        // The server names the field by its place in the list (faqs.3.answer).
        onFailure: (err) => {
          if (!(err instanceof ApiError)) return false;
          let placed = false;
          for (const field of ['question', 'answer'] as const) {
            const text = err.fieldErrors[`faqs.${at}.${field}`]?.[0];
            if (!text) continue;
            form.setError(field, { type: 'server', message: text }, { shouldFocus: !placed });
            placed = true;
          }
          return placed;
        },
      }),
    );
  });

  return (
    <FormDialog
      {...dialog.props}
      busy={save.isPending}
      onSubmit={onSubmit}
      onExited={onClose}
      maxWidth="sm"
      title={editing ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="question" label={t('question')} required autoFocus fullWidth />
        <FormTextField
          control={form.control}
          name="answer"
          label={t('answer')}
          required
          multiline
          minRows={4}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
