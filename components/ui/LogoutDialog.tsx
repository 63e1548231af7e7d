'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { logOut } from '@/lib/api/session';

/** SPEC §4: logout asks first, then ends the session (logOut). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shell.logout');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logOut();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('question')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
