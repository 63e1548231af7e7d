'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { useSaveWebsite, websiteManagerQuery } from '@/lib/api/website-manager';
import type { WebsiteManagerReply } from '@/lib/contract/website-manager';
import { SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX, SEO_TITLE_MAX } from '@/lib/contract/plain/website-manager';
import { ColorField } from '@/components/ui/form/ColorField';
import { SeoPreview } from './SeoPreview';
import { SETUP_FIELDS, setupForm, setupRequest, setupValues, type SetupFormIn, type SetupFormOut } from './schema';

/** /website-manager/website-setup: theme colour, promotion URL and the SEO fields beside a search-result preview. */
export function WebsiteSetupForm() {
  const t = useTranslations('websiteManager.setup');
  const { business } = useCurrentLocation();
  const website = useQuery(websiteManagerQuery());
  const save = useSaveWebsite();
  const form = useForm<SetupFormIn, unknown, SetupFormOut>({
    resolver: zodResolver(setupForm),
    defaultValues: setupValues(website.data?.website_manager),
  });
  const failure = useFormFailure(form.setError, SETUP_FIELDS);

  // The saved website arrives (or changes) while nothing is typed: show it.
  const loaded = website.data?.website_manager;
  const { isDirty } = form.formState;
  useEffect(() => {
    if (loaded && !isDirty) form.reset(setupValues(loaded));
  }, [loaded, isDirty, form]);

  const [title, description, keywords] = useWatch({
    control: form.control,
    name: ['seo.page_title', 'seo.page_description', 'seo.page_keywords'],
  });
  const count = (text: string | undefined, max: number) => t('count', { count: (text ?? '').length, max });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      setupRequest(values),
      failure.sending<WebsiteManagerReply>({
        onSuccess: (reply) => form.reset(setupValues(reply.website_manager)),
      }),
    ),
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} aria-label={t('formLabel')}>
          <FailureAlert message={failure.message} />
          <QueryLoadError queries={[website]} />
          <Stack spacing={3}>
            <ColorField
              control={form.control}
              name="theme_color"
              label={t('color')}
              pickerLabel={t('colorPicker')}
              hint={t('colorHint')}
            />
            <FormTextField
              control={form.control}
              name="promotion_url"
              label={t('promotionUrl')}
              hint={t('promotionUrlHint')}
              type="url"
              fullWidth
            />
            <Box>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('seoTitle')}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {t('seoIntro')}
              </Typography>
            </Box>
            <FormTextField
              control={form.control}
              name="seo.page_title"
              label={t('pageTitle')}
              hint={count(title, SEO_TITLE_MAX)}
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="seo.page_description"
              label={t('pageDescription')}
              hint={count(description, SEO_DESCRIPTION_MAX)}
              multiline
              minRows={3}
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="seo.page_keywords"
              label={t('pageKeywords')}
              hint={`${t('keywordsHint')} ${count(keywords, SEO_KEYWORDS_MAX)}`}
              fullWidth
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton busy={save.isPending} fullWidth={false}>
                {t('save')}
              </SubmitButton>
            </Box>
          </Stack>
        </form>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SeoPreview
          title={title ?? ''}
          description={description ?? ''}
          siteName={business?.name ?? ''}
          slug={business?.slug ?? ''}
        />
      </Grid>
    </Grid>
  );
}
