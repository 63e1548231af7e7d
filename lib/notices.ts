/**
 * Notices (snackbars) without loading notistack up front: a notice raised before the host is
 * mounted waits here, and the first one makes `NoticeHost` load notistack (≈ 8 KB gzip that
 * most screens never need). Everything calls `notify`; nothing imports notistack directly.
 */
export type NoticeVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type Notice = { message: string; variant: NoticeVariant };

let deliver: ((notice: Notice) => void) | null = null;
const waiting: Notice[] = [];
const onWanted = new Set<() => void>();
// Sticky: once a notice has been raised the host stays loaded for the rest of the visit.
let wanted = false;

export function notify(message: string, { variant = 'default' }: { variant?: NoticeVariant } = {}) {
  const notice = { message, variant };
  if (deliver) return deliver(notice);
  waiting.push(notice);
  if (wanted) return;
  wanted = true;
  onWanted.forEach((listener) => listener());
}

/** Whether the host is needed: true from the first notice on. */
export function noticeHostWanted() {
  return wanted;
}

export function subscribeNoticeHostWanted(listener: () => void) {
  onWanted.add(listener);
  return () => void onWanted.delete(listener);
}

/** Called by the loaded host: shows what waited, then shows each notice as it comes. */
export function attachNoticeHost(show: (notice: Notice) => void) {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (deliver === show) deliver = null;
  };
}
