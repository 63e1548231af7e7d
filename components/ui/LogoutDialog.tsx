'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { logoutRequest } from '@/lib/api/session';
import { announceSessionChange } from '@/lib/api/session-events';
import { paths } from '@/lib/paths';
import { fullLoad } from '@/lib/full-load';

/**
 * SPEC §4: logout asks first, then ends the session, clears all local storage and reloads.
 * The stamp is written after the clear so other tabs still hear about it and reload too.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shell.logout');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logoutRequest();
    try {
      localStorage.clear();
    } catch {
      // Storage may be unavailable (private mode): nothing to clear then.
    }
    announceSessionChange();
    fullLoad(paths.login);
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
