import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatusCard } from '@/components/errors/StatusCard';
import { PortalProviders } from '@/components/providers/PortalProviders';
import { MainShell } from '@/components/shell/MainShell';
import { gettingStartedQuery } from '@/lib/api/account';
import { storeAvailabilityQuery } from '@/lib/api/store-availability';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { env } from '@/lib/env';
import { sharedMessages } from '@/lib/i18n/page-messages';
import { isRouteAllowed, menuContextOf } from '@/lib/navigation';
import { isKnownRoute } from '@/lib/paths';

/**
 * The route gate, server side: a path hidden from this user (permission, role, plan, feature)
 * answers a real 404, not just a missing menu entry. Client navigations, which reuse this
 * layout, are gated again in MainShell.
 */
export default async function MainLayout({ children }: { children: ReactNode }) {
  // Set by middleware for every page; absent only for paths middleware skips (files), which
  // the catch-all page refuses anyway.
  const pathname = (await headers()).get('x-pathname');
  if (pathname && !isKnownRoute(pathname)) notFound();

  // The shell's own queries (the top bar's pause chip, the checklist's badge) are filled here too:
  // asked by the browser while the page loads, each loaded the schemas' zod, a long task on a
  // tablet. A failed one stays empty and the browser asks for it, as before.
  const shellQueries = new QueryClient();
  const [reply] = await Promise.all([
    serverUser(),
    prefetch(shellQueries, gettingStartedQuery()),
    prefetch(shellQueries, storeAvailabilityQuery()),
  ]);
  if (pathname && reply && !isRouteAllowed(pathname, menuContextOf(reply))) notFound();

  return (
    // The shell's texts; each page adds its own (PageMessages).
    <PortalProviders messages={sharedMessages(await getMessages())}>
      <HydrationBoundary state={dehydrate(shellQueries)}>
        <MainShell initialUser={reply} idleLockMs={env().IDLE_LOCK_MS} notFound={<StatusCard status={404} />}>
          {children}
        </MainShell>
      </HydrationBoundary>
    </PortalProviders>
  );
}
