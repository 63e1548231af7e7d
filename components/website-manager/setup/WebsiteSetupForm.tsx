'use client';
import { Box, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LightColorField } from '@/components/ui/form/light/LightColorField';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightWatch } from '@/components/ui/form/light/use-light-form';
import { LazyFlatLeaveDialog } from '@/components/ui/LazyLeaveDialog';
import { PageForm } from '@/components/ui/form/PageForm';
import { usePageForm } from '@/components/ui/form/use-page-form';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';
import { useSaveWebsite, websiteManagerQuery } from '@/lib/api/website-manager';
import { SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX, SEO_TITLE_MAX } from '@/lib/contract/plain/website-manager';
import { SeoPreview } from './SeoPreview';
import { SETUP_FIELDS, setupRequest, setupResolver, setupValues } from './setup-values';

/** What the counters and the search preview follow as it is typed. */
const SEO_WATCHED = ['seo.page_title', 'seo.page_description', 'seo.page_keywords'];

/** /website-manager/website-setup: theme colour, promotion URL and the SEO fields beside a search-result preview. */
export function WebsiteSetupForm() {
  const t = useTranslations('websiteManager.setup');
  const { business } = useCurrentLocation();
  const website = useQuery(websiteManagerQuery());
  const { form, isDirty, discard, frame } = usePageForm({
    resolver: setupResolver,
    loaded: website.data?.website_manager,
    toValues: setupValues,
    emptyValues: setupValues(undefined),
    fields: SETUP_FIELDS,
    save: useSaveWebsite(),
    toRequest: setupRequest,
    savedOf: (reply) => reply.website_manager,
  });
  // A link, the location switch or closing the tab asks first while changes are unsaved.
  const guard = useLeaveGuard(isDirty, discard);

  const [title, description, keywords] = useLightWatch(form, SEO_WATCHED) as (string | undefined)[];
  const count = (text: string | undefined, max: number) => t('count', { count: (text ?? '').length, max });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PageForm
          {...frame}
          label={t('formLabel')}
          saveLabel={t('save')}
          notice={<QueryLoadError queries={[website]} />}
        >
          <LightColorField
            form={form}
            name="theme_color"
            label={t('color')}
            pickerLabel={t('colorPicker')}
            hint={t('colorHint')}
          />
          <LightTextField
            form={form}
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
          <LightTextField
            form={form}
            name="seo.page_title"
            label={t('pageTitle')}
            hint={count(title, SEO_TITLE_MAX)}
            fullWidth
          />
          <LightTextField
            form={form}
            name="seo.page_description"
            label={t('pageDescription')}
            hint={count(description, SEO_DESCRIPTION_MAX)}
            multiline
            minRows={3}
            fullWidth
          />
          <LightTextField
            form={form}
            name="seo.page_keywords"
            label={t('pageKeywords')}
            hint={`${t('keywordsHint')} ${count(keywords, SEO_KEYWORDS_MAX)}`}
            fullWidth
          />
        </PageForm>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SeoPreview
          title={title ?? ''}
          description={description ?? ''}
          siteName={business?.name ?? ''}
          slug={business?.slug ?? ''}
        />
      </Grid>
      <LazyFlatLeaveDialog guard={guard} namespace="websiteManager.setup" />
    </Grid>
  );
}
