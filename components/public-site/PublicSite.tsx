import type { CSSProperties } from 'react';
import type { PublicSiteReply } from '@/lib/contract';
import styles from './PublicSite.module.css';
import { jsonLdText, restaurantJsonLd } from './restaurant-json-ld';
import { SiteContact, SiteFaqs, SiteGallery, SiteHours } from './SiteDetails';
import { SiteHero } from './SiteHero';
import { SiteMenu } from './SiteMenu';
import { SitePopup } from './SitePopup';
import { textOn, type SiteTexts } from './site-texts';

interface Props {
  site: PublicSiteReply;
  t: SiteTexts;
  locale: string;
  /** The page's absolute URL (JSON-LD). */
  url: string;
}

/** The business's public site: drawn on the server from GET public/site, no script of its own. */
export function PublicSite({ site, t, locale, url }: Props) {
  const theme = { '--site-theme': site.theme_color, '--site-on-theme': textOn(site.theme_color) } as CSSProperties;
  const jsonLd = restaurantJsonLd({
    name: site.business.name,
    url,
    description: site.seo.page_description || undefined,
    image: site.design.banner_image_url,
    location: site.location,
    hours: site.hours,
    menu: site.menu,
  });
  return (
    <div className={`${styles.page} ${site.design.theme_type === 'dark' ? styles.dark : ''}`} style={theme}>
      {/* Data, not code: CSP does not run it, and jsonLdText escapes `<`. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <a className={styles.skip} href="#menu">
        {t('skipToMenu')}
      </a>
      <SiteHero site={site} t={t} locale={locale} />
      <main className={styles.main}>
        <SiteMenu site={site} t={t} locale={locale} />
        <SiteGallery site={site} t={t} locale={locale} />
        <SiteHours site={site} t={t} locale={locale} />
        <SiteFaqs site={site} t={t} locale={locale} />
        <SiteContact site={site} t={t} locale={locale} />
      </main>
      {site.popup ? <SitePopup popup={site.popup} t={t} /> : null}
    </div>
  );
}
