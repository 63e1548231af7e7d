'use client';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachNoticeHost } from '@/lib/notices';

/** notistack's snackbars, fed by `notify` (lib/notices.ts). */
export default function SnackbarHost() {
  useEffect(
    () =>
      attachNoticeHost(({ message, variant }) => {
        enqueueSnackbar(message, { variant, preventDuplicate: true });
      }),
    [],
  );
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
  );
}
