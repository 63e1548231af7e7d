import { socialNetworks, type PublicSiteReply } from '@/lib/contract';
import { DISPLAY_WEEK, weekdayName } from '@/lib/week-hours';
import styles from './PublicSite.module.css';
import { dayHoursText, type SiteTexts } from './site-texts';

type Props = { site: PublicSiteReply; t: SiteTexts; locale: string };

export function SiteGallery({ site, t }: Props) {
  if (site.gallery.length === 0) return null;
  const total = site.gallery.length;
  return (
    <section className={styles.section} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={styles.sectionTitle}>
        {t('gallery.title')}
      </h2>
      <ul className={styles.photos}>
        {site.gallery.map((image, i) => (
          <li key={image._id}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              className={styles.photo}
              src={image.url}
              alt={t('gallery.photo', { n: i + 1, total })}
              width={image.width ?? 400}
              height={image.height ?? 300}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The week's business hours, Monday first. */
export function SiteHours({ site, t, locale }: Props) {
  return (
    <section className={styles.section} aria-labelledby="hours-title">
      <h2 id="hours-title" className={styles.sectionTitle}>
        {t('hours.title')}
      </h2>
      <dl className={styles.hoursList}>
        {DISPLAY_WEEK.map((day) => (
          <div key={day} style={{ display: 'contents' }}>
            <dt>{weekdayName(day, locale)}</dt>
            <dd>{dayHoursText(site.hours, day) ?? t('hours.closed')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Questions that open without a script (<details>). */
export function SiteFaqs({ site, t }: Props) {
  if (site.faqs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="faqs-title">
      <h2 id="faqs-title" className={styles.sectionTitle}>
        {t('faqs.title')}
      </h2>
      {site.faqs.map((faq) => (
        <details key={faq._id} className={styles.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}

/** Address, phone and the social networks the merchant linked. */
export function SiteContact({ site, t }: Props) {
  const l = site.location;
  const networks = socialNetworks.flatMap((n) => {
    const url = site.social_links[n];
    return url ? [{ n, url }] : [];
  });
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.sectionTitle}>
        {t('contact.title')}
      </h2>
      <address style={{ fontStyle: 'normal' }}>
        {l.street}
        <br />
        {l.city}, {l.state} {l.zip_postal_code}
      </address>
      <p>
        <a className={styles.link} href={`tel:${l.phone_number.replace(/[^\d+]/g, '')}`}>
          {t('contact.call', { phone: l.phone_number })}
        </a>
      </p>
      {networks.length > 0 ? (
        <nav aria-label={t('contact.follow')}>
          <ul className={styles.links}>
            {networks.map(({ n, url }) => (
              <li key={n}>
                <a className={styles.link} href={url} rel="noopener noreferrer me">
                  {t(`social.${n}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
