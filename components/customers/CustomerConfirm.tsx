'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import type { Customer } from '@/lib/contract';

/** What the merchant asked to do to whom; null when nothing is being asked. */
export type CustomerChange = { action: 'block' | 'delete'; customer: Customer } | null;

interface Props {
  change: CustomerChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §4: block, unblock and delete each ask first; the question of a blocked customer is to unblock. */
export function CustomerConfirm({ change, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('customers.confirm');
  // The dialog keeps its texts while it fades out.
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  const kind = !shown ? 'block' : shown.action === 'delete' ? 'delete' : shown.customer.blocked ? 'unblock' : 'block';
  return (
    <LazyConfirmDialog
      open={!!change}
      title={t(`${kind}.title`, { name: shown?.customer.name ?? '' })}
      description={t(`${kind}.text`)}
      confirmLabel={t(`${kind}.confirm`)}
      cancelLabel={t('cancel')}
      destructive={kind !== 'unblock'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
