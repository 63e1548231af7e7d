import { PageMessages } from '@/components/providers/PageMessages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ComingSoonCard } from '@/components/shell/ComingSoonCard';
import { entryForPath } from '@/lib/navigation';
import { isMainRoute } from '@/lib/paths';

interface Props {
  params: Promise<{ section: string[] }>;
}

/** A main route of SPEC §2 without its own page yet; real pages take precedence over this one. */
async function sectionOf({ params }: Props) {
  const path = `/${(await params).section.join('/')}`;
  const entry = isMainRoute(path) ? entryForPath(path) : undefined;
  return entry ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const entry = await sectionOf(props);
  return { title: (await getTranslations('nav'))(`entries.${entry.labelKey}`) };
}

export default async function SectionPage(props: Props) {
  const entry = await sectionOf(props);
  return (
    <PageMessages>
      <ComingSoonCard labelKey={entry.labelKey} />
    </PageMessages>
  );
}
