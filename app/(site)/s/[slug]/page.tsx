import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PublicSite } from '@/components/public-site/PublicSite';
import { publicSiteQuery } from '@/lib/api/public-site';
import { publicFetch } from '@/lib/bff/server-fetch';

type Params = { params: Promise<{ slug: string }> };

/** One read per request, shared by the metadata and the page; no cookie sent (no merchant session). */
const loadSite = cache((slug: string) => publicFetch(publicSiteQuery(slug)));

/** The page's absolute URL, from the host and scheme the visitor used (JSON-LD, canonical link). */
async function pageUrl(slug: string): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host') || 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}/s/${encodeURIComponent(slug)}`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const site = await loadSite(slug);
  if (!site) return { title: (await getTranslations('publicSite'))('notFound') };
  const { seo } = site;
  const url = await pageUrl(slug);
  const banner = site.design.banner_image_url;
  return {
    // The merchant's own title, without the portal's "product · page" template.
    title: { absolute: seo.page_title || site.business.name },
    description: seo.page_description || undefined,
    keywords: seo.page_keywords || undefined,
    alternates: { canonical: url },
    openGraph: {
      title: seo.page_title || site.business.name,
      description: seo.page_description || undefined,
      ...(banner ? { images: [new URL(banner, url).href] } : {}),
    },
  };
}

/**
 * The website the website manager builds (issue 18 item 4), for anyone, signed out: 404 for an
 * unknown slug and for a business without the website manager (the API answers 404 for both).
 */
export default async function PublicSitePage({ params }: Params) {
  const { slug } = await params;
  const site = await loadSite(slug);
  if (!site) notFound();
  const [t, locale, url] = await Promise.all([getTranslations('publicSite'), getLocale(), pageUrl(slug)]);
  return <PublicSite site={site} t={t} locale={locale} url={url} />;
}
