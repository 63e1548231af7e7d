'use client';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticeHostWanted, subscribeNoticeHostWanted } from '@/lib/notices';

// Loaded with the first notice (lib/notices.ts says why).
const SnackbarHost = lazy(() => import('./SnackbarHost'));

export function NoticeHost() {
  const wanted = useSyncExternalStore(subscribeNoticeHostWanted, noticeHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}
