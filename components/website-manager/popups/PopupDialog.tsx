'use client';
import { Grid, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSavePopup } from '@/lib/api/website-manager';
import type { WebsitePopup } from '@/lib/contract/website-manager';
import { PopupImageField } from './PopupImageField';
import { PopupPreview } from './PopupPreview';
import { POPUP_FIELDS, popupForm, popupRequest, popupValues } from './schema';

interface Props {
  /** undefined: a new popup. */
  popup: WebsitePopup | undefined;
  /** The store's day: where a new popup's schedule starts. */
  today: string;
  themeColor: string;
  onClose: () => void;
}

/** Create or edit one popup beside its preview. Mounted per opening, so each opening starts from the popup. */
export function PopupDialog({ popup, today, themeColor, onClose }: Props) {
  const t = useTranslations('websiteManager.popups.form');
  const save = useSavePopup();
  const { form, frame } = useSaveForm({
    schema: popupForm,
    defaultValues: popupValues(popup, today),
    serverFields: POPUP_FIELDS,
    id: popup?._id,
    save,
    toRequest: popupRequest,
  });
  const [title, text, imageUrl] = useWatch({ control: form.control, name: ['title', 'text', 'image_url'] });

  return (
    <FormDialog
      {...frame}
      onExited={onClose}
      maxWidth="md"
      title={popup ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Grid container spacing={3} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <FormTextField control={form.control} name="title" label={t('title')} required autoFocus fullWidth />
            <FormTextField control={form.control} name="text" label={t('text')} multiline minRows={3} fullWidth />
            <PopupImageField control={form.control} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="from_date"
                label={t('fromDate')}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={form.control}
                name="to_date"
                label={t('toDate')}
                hint={t('toDateHint')}
                type="date"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <FormSwitch control={form.control} name="only_while_open" label={t('onlyWhileOpen')} />
            <FormSwitch control={form.control} name="active" label={t('active')} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PopupPreview title={title ?? ''} text={text ?? ''} imageUrl={imageUrl} themeColor={themeColor} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
