'use client';
import { useTranslations } from 'next-intl';
import type { ConnectionState } from '@/lib/order-stream/events';
import css from './connection-chip.module.css';

// Material Icons' FiberManualRecord, Sync and CloudOff, as @mui/icons-material draws them.
const icons: Record<ConnectionState, string> = {
  live: 'M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16',
  reconnecting:
    'M12 4V1L8 5l4 4V6c3.31 0 6 2.69 6 6 0 1.01-.25 1.97-.7 2.8l1.46 1.46C19.54 15.03 20 13.57 20 12c0-4.42-3.58-8-8-8m0 14c-3.31 0-6-2.69-6-6 0-1.01.25-1.97.7-2.8L5.24 7.74C4.46 8.97 4 10.43 4 12c0 4.42 3.58 8 8 8v3l4-4-4-4z',
  offline:
    'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z',
};

/**
 * Whether the board is live; a status region, so a screen reader hears it drop and return.
 * Plain elements and a CSS module drawn as MUI's Chip: the chip alone would bring MUI's Chip
 * code into the dashboard's first load (issue 11 item 1).
 */
export function ConnectionChip({ state }: { state: ConnectionState }) {
  const t = useTranslations('orderBoard.connection');
  return (
    <div role="status" aria-live="polite" data-state={state} className={`${css.chip} ${css[state]}`}>
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={icons[state]} />
      </svg>
      <span className={css.label}>{t(state)}</span>
    </div>
  );
}
