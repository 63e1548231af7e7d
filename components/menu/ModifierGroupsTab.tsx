'use client';

import Skeleton from '@mui/material/Skeleton';

/** Placeholder so the Menu page builds while the real tab is written (issue 4). */
export function ModifierGroupsTab() {
  return <Skeleton variant="rounded" height={120} />;
}
