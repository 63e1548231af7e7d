'use client';
import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useSaveWebsite, websiteManagerQuery } from '@/lib/api/website-manager';
import { socialNetworks } from '@/lib/contract/plain/website-manager';
import type { WebsiteManagerReply } from '@/lib/contract/website-manager';
import type { SocialFormIn, SocialFormOut } from './schema';
import { SOCIAL_FIELDS, socialRequest, socialResolver, socialValues } from './social-values';

/** /website-manager/social-media: one link per network, each checked against the network's own site. */
export function SocialLinksForm() {
  const t = useTranslations('websiteManager.social');
  const website = useQuery(websiteManagerQuery());
  const save = useSaveWebsite();
  const form = useForm<SocialFormIn, unknown, SocialFormOut>({
    resolver: socialResolver,
    defaultValues: socialValues(website.data?.website_manager.social_links),
  });
  const failure = useFormFailure(form.setError, SOCIAL_FIELDS);

  const loaded = website.data?.website_manager.social_links;
  const { isDirty } = form.formState;
  useEffect(() => {
    if (loaded && !isDirty) form.reset(socialValues(loaded));
  }, [loaded, isDirty, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      socialRequest(values),
      failure.sending<WebsiteManagerReply>({
        onSuccess: (reply) => form.reset(socialValues(reply.website_manager.social_links)),
      }),
    ),
  );

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={save.isPending}
      aria-label={t('formLabel')}
      sx={{ maxWidth: 640 }}
    >
      <FailureAlert message={failure.message} />
      <QueryLoadError queries={[website]} />
      <Stack spacing={2.5}>
        {socialNetworks.map((network) => (
          <FormTextField
            key={network}
            control={form.control}
            name={`social_links.${network}`}
            label={t(`networks.${network}`)}
            hint={t(`examples.${network}`)}
            type="url"
            fullWidth
          />
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={save.isPending} fullWidth={false}>
            {t('save')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
