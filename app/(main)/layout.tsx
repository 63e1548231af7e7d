import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatusCard } from '@/components/errors/StatusCard';
import { PortalProviders } from '@/components/providers/PortalProviders';
import { MainShell } from '@/components/shell/MainShell';
import { userQuery } from '@/lib/api/account';
import { serverFetch } from '@/lib/bff/server-fetch';
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

  const reply = await serverFetch(userQuery());
  if (pathname && reply && !isRouteAllowed(pathname, menuContextOf(reply))) notFound();

  return (
    // The shell's texts; each page adds its own (PageMessages).
    <PortalProviders messages={sharedMessages(await getMessages())}>
      <MainShell initialUser={reply} idleLockMs={env().IDLE_LOCK_MS} notFound={<StatusCard status={404} />}>
        {children}
      </MainShell>
    </PortalProviders>
  );
}
