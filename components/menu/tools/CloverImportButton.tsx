'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { integrationQuery, useCloverImport } from '@/lib/api/integration';
import { paths } from '@/lib/paths';
import { openedLazily } from '@/components/ui/opened-lazily';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';

// MUI's modal loads with the first question, not with the menu (issue 11 item 1).
const ConfirmDialog = openedLazily(
  () => import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);

/** "Import from Clover", only where the integration offers it (is_import_clover_available). */
export function CloverImportButton() {
  const t = useTranslations('menuTools');
  const router = useRouter();
  // Not every merchant has Clover: a failing integration call is no reason for a notice here.
  const integration = useQuery({ ...integrationQuery(), meta: { silent: true } });
  const cloverImport = useCloverImport();
  const [open, setOpen] = useState(false);

  if (!integration.data?.is_import_clover_available) return null;

  const confirm = () =>
    cloverImport.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        // SPEC §4: after import, go to the menu (also when started from elsewhere).
        router.push(paths.menu);
      },
      onError: (err) => {
        setOpen(false);
        // The mutation leaves non-validation failures to forms (inlineErrors); this is no form.
        if (!(err instanceof ApiError && err.isValidation)) notify(err.message, { variant: 'error' });
      },
    });

  return (
    <>
      <PlainButton onClick={() => setOpen(true)} startIcon={<PlainIcon path={menuIcons.cloudDownload} />}>
        {t('clover.label')}
      </PlainButton>
      <ConfirmDialog
        open={open}
        title={t('clover.title')}
        description={t('clover.description')}
        confirmLabel={t('clover.confirm')}
        cancelLabel={t('cancel')}
        busy={cloverImport.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
