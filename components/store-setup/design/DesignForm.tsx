'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormControlLabel, Grid, Radio, RadioGroup, FormControl, FormLabel, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { QueryLoadError } from '@/components/ui/ListStates';
import { storeDesignQuery, useSaveStoreDesign } from '@/lib/api/store-design';
import { LOGO_HEIGHT, LOGO_WIDTH, type DesignKind } from '@/lib/contract/store-design';
import { ImageUpload } from './ImageUpload';
import { StorefrontPreview } from './StorefrontPreview';
import {
  DESIGN_FIELDS,
  designForm,
  designRequest,
  designValues,
  type DesignFormIn,
  type DesignFormOut,
} from './schema';

/** One storefront's design (online orders or catering) beside a live preview of its header. */
export function DesignForm({ kind }: { kind: DesignKind }) {
  const t = useTranslations('storeSetup.design');
  const translate = useTranslateError();
  const { business, current } = useCurrentLocation();
  const design = useQuery(storeDesignQuery(kind));
  const save = useSaveStoreDesign(kind);
  const form = useForm<DesignFormIn, unknown, DesignFormOut>({
    resolver: zodResolver(designForm),
    defaultValues: designValues(design.data?.theme_appearance),
  });
  const failure = useFormFailure(form.setError, DESIGN_FIELDS);
  const [uploading, setUploading] = useState(0);
  const busyChange = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));

  const loaded = design.data?.theme_appearance;
  const { isDirty } = form.formState;
  useServerCopy(loaded, isDirty, (copy) => form.reset(designValues(copy)));

  const [color, type, banner, logo] = useWatch({
    control: form.control,
    name: ['theme_color', 'theme_type', 'banner_image_url', 'banner_logo_url'],
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      designRequest(values),
      failure.sending({ onSuccess: (reply) => form.reset(designValues(reply.theme_appearance)) }),
    ),
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} aria-label={t(`formLabel.${kind}`)}>
          <FailureAlert message={failure.message} />
          <QueryLoadError queries={[design]} />
          <Stack spacing={3}>
            <Controller
              control={form.control}
              name="banner_logo_url"
              render={({ field, fieldState }) => (
                <ImageUpload
                  purpose="logo"
                  label={t('logo')}
                  hint={t('logoRule', { width: LOGO_WIDTH, height: LOGO_HEIGHT })}
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  error={translate(fieldState.error?.message)}
                  onBusyChange={busyChange}
                />
              )}
            />
            <Controller
              control={form.control}
              name="banner_image_url"
              render={({ field, fieldState }) => (
                <ImageUpload
                  purpose="banner"
                  label={t('banner')}
                  hint={t('bannerHint')}
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  error={translate(fieldState.error?.message)}
                  onBusyChange={busyChange}
                />
              )}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Controller
                control={form.control}
                name="theme_color"
                render={({ field }) => (
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('colorPicker')}
                    value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value : '#383232'}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                      field.onChange(e.target.value, { shouldDirty: true })
                    }
                    sx={{ width: 56, height: 56, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                )}
              />
              <FormTextField
                control={form.control}
                name="theme_color"
                label={t('color')}
                hint={t('colorHint')}
                required
                sx={{ flexGrow: 1 }}
              />
            </Stack>
            <Controller
              control={form.control}
              name="theme_type"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`theme-type-${kind}`}>{t('type')}</FormLabel>
                  <RadioGroup {...field} row aria-labelledby={`theme-type-${kind}`}>
                    <FormControlLabel value="light" control={<Radio />} label={t('light')} />
                    <FormControlLabel value="dark" control={<Radio />} label={t('dark')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
            <FormTextField
              control={form.control}
              name="logo_link_url"
              label={t('logoLink')}
              hint={t('logoLinkHint')}
              type="url"
              fullWidth
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton busy={save.isPending || uploading > 0} fullWidth={false}>
                {t('save')}
              </SubmitButton>
            </Box>
          </Stack>
        </form>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StorefrontPreview
          themeColor={color}
          themeType={type}
          bannerUrl={banner}
          logoUrl={logo}
          storeName={current?.name ?? business?.name ?? ''}
        />
      </Grid>
    </Grid>
  );
}
