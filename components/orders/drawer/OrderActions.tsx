'use client';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useCancelDriver, useCancelOrder, useCreateDriver } from '@/lib/api/orders';
import type { Order } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { drawerActions } from '../order-rules';
import { AddressDialog } from './AddressDialog';
import { DueTimeDialog } from './DueTimeDialog';

interface Props {
  order: Order;
  range?: DayRange;
  timeZone?: string;
}

function ActionButton({
  busy,
  icon,
  onClick,
  children,
  color,
}: {
  busy: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
  color?: 'error';
}) {
  return (
    <Button
      variant="outlined"
      color={color}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : icon}
    >
      {children}
    </Button>
  );
}

/**
 * The actions the order allows (orderRules). Each runs on its own mutation, so each has its own
 * busy flag, and React Query clears it on success and on failure alike: no spinner outlives its
 * call. Failures are the server's message as a notice (forms: on their fields or in their alert).
 */
export function OrderActions({ order, range, timeZone }: Props) {
  const t = useTranslations('orders.actions');
  const [dialog, setDialog] = useState<'cancel' | 'address' | 'dueTime' | null>(null);
  const cancel = useCancelOrder(range);
  const createDriver = useCreateDriver(range);
  const cancelDriver = useCancelDriver(range);
  const actions = drawerActions(order);
  if (actions.length === 0) return null;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.includes('address') && (
          <ActionButton busy={false} icon={<EditLocationAltOutlinedIcon />} onClick={() => setDialog('address')}>
            {t('address')}
          </ActionButton>
        )}
        {actions.includes('dueTime') && (
          <ActionButton busy={false} icon={<ScheduleOutlinedIcon />} onClick={() => setDialog('dueTime')}>
            {t('dueTime')}
          </ActionButton>
        )}
        {actions.includes('createDriver') && (
          <ActionButton
            busy={createDriver.isPending}
            icon={<DeliveryDiningOutlinedIcon />}
            onClick={() => createDriver.mutate(order._id)}
          >
            {t('createDriver')}
          </ActionButton>
        )}
        {actions.includes('cancelDriver') && (
          <ActionButton
            busy={cancelDriver.isPending}
            icon={<DeliveryDiningOutlinedIcon />}
            onClick={() => cancelDriver.mutate(order._id)}
          >
            {t('cancelDriver')}
          </ActionButton>
        )}
        {actions.includes('cancel') && (
          <ActionButton
            busy={cancel.isPending}
            icon={<CancelOutlinedIcon />}
            onClick={() => setDialog('cancel')}
            color="error"
          >
            {t('cancel')}
          </ActionButton>
        )}
      </Stack>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('cancelTitle', { number: order.order_number })}
        description={t('cancelText')}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('cancelKeep')}
        busy={cancel.isPending}
        destructive
        // Closed either way: on failure the notice says why and the drawer shows the order as it is.
        onConfirm={() => cancel.mutate(order._id, { onSettled: () => setDialog(null) })}
        onCancel={() => setDialog(null)}
      />
      {dialog === 'address' && <AddressDialog order={order} range={range} onClose={() => setDialog(null)} />}
      {dialog === 'dueTime' && (
        <DueTimeDialog order={order} range={range} timeZone={timeZone} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
