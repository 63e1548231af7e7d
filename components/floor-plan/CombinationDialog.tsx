'use client';
import { Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import {
  combinationCapacity,
  combinationRequest,
  isTable,
  type CombinationInput,
  type RoomDocument,
} from '@/lib/contract/floor-plan';

interface Props {
  doc: RoomDocument;
  /** The combination edited; undefined adds one. */
  index: number | undefined;
  onApply: (index: number | undefined, value: CombinationInput) => void;
  onClose: () => void;
}

/**
 * Names a set of tables that may be joined and shows the seats they give together. The contract's
 * rules apply (a name, 2 to 12 tables); the result goes into the room, saved with it.
 */
export function CombinationDialog({ doc, index, onApply, onClose }: Props) {
  const t = useTranslations('floorPlan.combinations');
  const editing = index === undefined ? undefined : doc.combinations[index];
  const { form, dialog } = useDialogForm(combinationRequest, {
    name: editing?.name ?? '',
    table_ids: editing?.table_ids ?? [],
  });
  const options = doc.elements.filter(isTable).map((e) => ({
    _id: e._id,
    name: t('tableOption', { number: e.number, min: e.min_seats, max: e.max_seats }),
  }));
  const together = combinationCapacity(form.watch('table_ids'), doc.elements);

  const onSubmit = form.handleSubmit((values) => {
    const name = values.name.toLowerCase();
    if (doc.combinations.some((c, i) => i !== index && c.name.trim().toLowerCase() === name)) {
      form.setError('name', { message: t('nameTaken') });
      return;
    }
    onApply(index, values);
    // Nothing is sent: the combination is saved with the room; this closes the dialog.
    dialog.sending().onSuccess?.(undefined);
  });

  return (
    <FormDialog
      {...dialog.props}
      busy={false}
      onSubmit={onSubmit}
      onExited={onClose}
      title={editing ? t('editTitle', { name: editing.name }) : t('addTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
        <IdMultiSelect
          control={form.control}
          name="table_ids"
          label={t('tablesField')}
          options={options}
          loading={false}
          loadingText=""
          noOptionsText={t('noTables')}
          unknownText={t('unknownTable')}
          required
        />
        <Typography role="status">{t('together', { min: together.min_seats, max: together.max_seats })}</Typography>
      </Stack>
    </FormDialog>
  );
}
