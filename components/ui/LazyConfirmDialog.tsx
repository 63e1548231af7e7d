'use client';
import { openedLazily } from './opened-lazily';

/**
 * ConfirmDialog loaded the first time it opens: a list's delete question is asked rarely, and
 * MUI's Dialog, Modal and focus trap (~6 KB gzip) would otherwise ride on the page's first load.
 */
export const LazyConfirmDialog = openedLazily(
  () => import('./ConfirmDialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);
