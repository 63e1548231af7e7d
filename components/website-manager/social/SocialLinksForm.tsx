'use client';
import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { usePageForm } from '@/components/ui/form/use-page-form';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useSaveWebsite, websiteManagerQuery } from '@/lib/api/website-manager';
import { socialNetworks } from '@/lib/contract/plain/website-manager';
import type { WebsiteManagerReply } from '@/lib/contract/website-manager';
import { SOCIAL_FIELDS, socialRequest, socialResolver, socialValues } from './social-values';

/** The links of a reply (or of the page's copy): what the form starts from. */
const linksOf = (reply: WebsiteManagerReply) => reply.website_manager.social_links;

/** /website-manager/social-media: one link per network, each checked against the network's own site. */
export function SocialLinksForm() {
  const t = useTranslations('websiteManager.social');
  const website = useQuery(websiteManagerQuery());
  const save = useSaveWebsite();
  const { form, frame } = usePageForm({
    resolver: socialResolver,
    loaded: website.data && linksOf(website.data),
    toValues: socialValues,
    emptyValues: socialValues(undefined),
    fields: SOCIAL_FIELDS,
    save,
    toRequest: socialRequest,
    savedOf: linksOf,
  });

  return (
    <Box
      component="form"
      onSubmit={frame.onSubmit}
      noValidate
      aria-busy={frame.busy}
      aria-label={t('formLabel')}
      sx={{ maxWidth: 640 }}
    >
      <FailureAlert message={frame.failure} />
      <QueryLoadError queries={[website]} />
      <Stack spacing={2.5}>
        {socialNetworks.map((network) => (
          <LightTextField
            key={network}
            form={form}
            name={`social_links.${network}`}
            label={t(`networks.${network}`)}
            hint={t(`examples.${network}`)}
            type="url"
          />
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={frame.busy} fullWidth={false}>
            {t('save')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
