'use client';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import SyncIcon from '@mui/icons-material/Sync';
import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ConnectionState } from '@/lib/order-stream/events';

const looks = {
  live: { color: 'success', icon: <FiberManualRecordIcon /> },
  reconnecting: { color: 'warning', icon: <SyncIcon /> },
  offline: { color: 'error', icon: <CloudOffIcon /> },
} as const;

/** Whether the board is live; a status region, so a screen reader hears it drop and return. */
export function ConnectionChip({ state }: { state: ConnectionState }) {
  const t = useTranslations('orderBoard.connection');
  const look = looks[state];
  return (
    <Chip
      role="status"
      aria-live="polite"
      data-state={state}
      size="small"
      variant={state === 'live' ? 'filled' : 'outlined'}
      color={look.color}
      icon={look.icon}
      label={t(state)}
    />
  );
}
