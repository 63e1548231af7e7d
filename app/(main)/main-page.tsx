import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageMessages } from '@/components/providers/PageMessages';
import { PageHeader } from '@/components/ui/PageHeader';

interface Props {
  /** The page's texts: `title` (the same as its metadata title) and the line under it. */
  namespace: string;
  descriptionKey?: string;
  /** In place of a text line under the title (the dashboard's greeting). */
  description?: ReactNode;
  /**
   * Fills the first screenful on the server with the client's own query factories (DESIGN §4.6).
   * A failed prefetch leaves the query empty: the client loads it and shows what went wrong.
   */
  fill?: (queryClient: QueryClient) => Promise<unknown>;
  children: ReactNode;
}

/** A main-layout page: its header, then its screen hydrated with what the server fetched. */
export async function MainPage({ namespace, descriptionKey = 'description', description, fill, children }: Props) {
  const queryClient = new QueryClient();
  const [t] = await Promise.all([getTranslations(namespace), fill?.(queryClient)]);
  return (
    <PageMessages>
      <PageHeader title={t('title')} description={description ?? t(descriptionKey)} />
      {fill ? <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary> : children}
    </PageMessages>
  );
}
