import { headers } from 'next/headers';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages } from '@/lib/i18n/page-messages';
import { MoreMessages } from './MoreMessages';

/** Around a main-layout page: the texts its browser code reads, beyond the shell's. */
export async function PageMessages({ children }: { children: ReactNode }) {
  // Set by middleware for every page request, client navigations included.
  const pathname = (await headers()).get('x-pathname');
  return <MoreMessages messages={pageMessages(await getMessages(), pathname)}>{children}</MoreMessages>;
}
