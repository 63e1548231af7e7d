'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { namedOptions } from '@/components/ui/form/named-options';
import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightPhoneField } from '@/components/ui/form/light/LightPhoneField';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightForm, useLightFormState } from '@/components/ui/form/light/use-light-form';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import { QueryLoadError } from '@/components/ui/ListStates';
import { PlainSubmitButton } from '@/components/ui/form/PlainSubmitButton';
import panel from '@/components/ui/plain-panel.module.css';
import { businessTypesQuery } from '@/lib/api/business';
import { businessInfoQuery, useSaveBusinessInfo } from '@/lib/api/store-profile';
import type { BusinessFormIn, BusinessFormOut } from './schema';
import styles from './store-profile.module.css';
import { BUSINESS_FIELDS, businessRequest, businessValues } from './values';

// The rules (and zod) load when the card is first focused, not with the page.
const resolver = lightZodResolver(() => import('./schema').then((m) => m.businessForm));

/** The business's own line: name, type, website, e-mail and phone (PATCH business/info). */
export function BusinessInfoCard() {
  const t = useTranslations('storeSetup.store');
  const info = useQuery(businessInfoQuery());
  const types = useQuery(businessTypesQuery());
  const save = useSaveBusinessInfo();
  const loaded = info.data?.business_info;
  const form = useLightForm<BusinessFormIn, BusinessFormOut>({ resolver, defaultValues: businessValues(loaded) });
  const failure = useFormFailure(form.setError, BUSINESS_FIELDS);
  const typeOptions = useMemo(() => namedOptions(types.data?.business_types), [types.data]);

  // The first load (when the server did not prefetch it) fills the form; later reloads do not
  // overwrite what is being typed.
  const { isDirty } = useLightFormState(form);
  useServerCopy(loaded, isDirty, (copy) => form.reset(businessValues(copy)));

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      businessRequest(values),
      // The saved line becomes the form's new starting point.
      failure.sending({ onSuccess: (reply) => form.reset(businessValues(reply.business_info)) }),
    ),
  );

  return (
    <section aria-labelledby="business-card-title" className={`${panel.outlined} ${styles.card}`}>
      <h2 id="business-card-title" className={panel.title}>
        {t('businessTitle')}
      </h2>
      <p className={styles.text}>{t('businessText')}</p>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-busy={save.isPending}>
        <FailureAlert message={failure.message} />
        <QueryLoadError queries={[info, types]} />
        <div className={styles.fields}>
          <LightTextField form={form} name="name" label={t('businessName')} required />
          <LightNativeSelect
            form={form}
            name="type"
            label={t('businessType')}
            options={typeOptions}
            loading={types.isPending}
            required
            fullWidth
          />
          <LightTextField form={form} name="website" label={t('website')} type="url" autoComplete="url" />
          <LightTextField form={form} name="email" label={t('email')} type="email" autoComplete="email" required />
          <LightPhoneField form={form} name="phone_number" label={t('businessPhone')} placeholder="(514) 555-0199" />
        </div>
        <div className={styles.actions}>
          <PlainSubmitButton busy={save.isPending}>{t('saveBusiness')}</PlainSubmitButton>
        </div>
      </form>
    </section>
  );
}
