'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { useFormDialog } from '@/components/ui/form/use-form-dialog';
import { useUpdateCard } from '@/lib/api/billing';
import { CardFields } from './CardFields';
import { CARD_FIELDS, cardForm, emptyCard, type CardFormValues } from './card-form';

interface Props {
  open: boolean;
  /** Past due: the new card pays what is due at once. */
  pastDue: boolean;
  onClose: () => void;
}

/** PUT subscription/card. Mounted per opening; a decline stays on the number with what was typed. */
export function CardDialog({ pastDue, onClose }: Props) {
  const t = useTranslations('billing.cardUpdate');
  const update = useUpdateCard();
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardForm), defaultValues: emptyCard });
  const dialog = useFormDialog(form.setError, CARD_FIELDS);
  const onSubmit = form.handleSubmit((card) => update.mutate(card, dialog.sending()));
  return (
    <FormDialog
      {...dialog.props}
      onExited={onClose}
      busy={update.isPending}
      onSubmit={onSubmit}
      title={t('title')}
      cancelLabel={t('cancel')}
      submitLabel={pastDue ? t('saveAndPay') : t('save')}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {pastDue && <Alert severity="info">{t('pastDueHint')}</Alert>}
        <CardFields control={form.control} autoFocus />
      </Stack>
    </FormDialog>
  );
}
