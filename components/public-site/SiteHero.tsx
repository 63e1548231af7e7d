import type { PublicSiteReply } from '@/lib/contract';
import { OrderButton } from './OrderButton';
import styles from './PublicSite.module.css';
import { statusText, todayText, type SiteTexts } from './site-texts';

/** The top of the site: banner, logo, name, open or closed right now, today's hours, the order and offer links. */
export function SiteHero({ site, t, locale }: { site: PublicSiteReply; t: SiteTexts; locale: string }) {
  const { design } = site;
  const logo = design.banner_logo_url ? (
    // The logo is 230×87 px (SPEC §9); shown at 60 % for the phone's width.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.logo}
      src={design.banner_logo_url}
      alt={t('logoAlt', { name: site.business.name })}
      width={230}
      height={87}
    />
  ) : null;
  return (
    <header className={`${styles.hero} ${design.banner_image_url ? styles.withBanner : ''}`}>
      {design.banner_image_url ? (
        <>
          {/* The largest paint of the page: loaded first, never lazily. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img className={styles.banner} src={design.banner_image_url} alt="" fetchPriority="high" />
          <div className={styles.heroShade} />
        </>
      ) : null}
      <div className={styles.heroBody}>
        {logo && design.logo_link_url ? (
          <a href={design.logo_link_url} rel="noopener">
            {logo}
          </a>
        ) : (
          logo
        )}
        <h1 className={styles.name}>{site.business.name}</h1>
        <p className={styles.status} data-testid="site-status">
          <span className={`${styles.dot} ${site.status.open ? styles.dotOpen : ''}`} aria-hidden="true" />
          {statusText(site, t, locale)}
        </p>
        <p className={styles.today}>{todayText(site.today, t)}</p>
        <div className={styles.actions}>
          <OrderButton order={site.order} t={t} />
          {site.promotion_url ? (
            <a className={`${styles.button} ${styles.buttonOutline}`} href={site.promotion_url} rel="noopener">
              {t('promotion')}
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
