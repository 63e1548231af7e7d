import type { PublicSiteReply } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import styles from './PublicSite.module.css';
import type { SiteTexts } from './site-texts';

/** The real menu: each available category with its dishes, prices in the location's currency, and the menu's pages as pictures. */
export function SiteMenu({ site, t, locale }: { site: PublicSiteReply; t: SiteTexts; locale: string }) {
  const currency = site.location.currency;
  return (
    <section id="menu" className={styles.section} aria-labelledby="menu-title">
      <h2 id="menu-title" className={styles.sectionTitle}>
        {t('menu.title')}
      </h2>
      {site.menu.length === 0 ? <p>{t('menu.empty')}</p> : null}
      {site.menu.map((section) => (
        <div key={section._id}>
          <h3 className={styles.category}>{section.name}</h3>
          {section.description ? <p className={styles.categoryText}>{section.description}</p> : null}
          <ul className={styles.items}>
            {section.items.map((item) => (
              <li key={item._id} className={styles.item}>
                <div className={styles.itemText}>
                  <h4 className={styles.itemName}>{item.name}</h4>
                  {item.description ? <p className={styles.itemDescription}>{item.description}</p> : null}
                  <p className={styles.price}>{formatMoney(item.price, currency, locale)}</p>
                </div>
                {item.image ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.itemImage}
                    src={item.image}
                    alt=""
                    width={88}
                    height={88}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {site.menu_pages.length > 0 ? (
        <>
          <h3 className={styles.category}>{t('menu.pages')}</h3>
          <ul className={styles.photos}>
            {site.menu_pages.flatMap((page) =>
              page.images.map((image) => (
                <li key={image._id}>
                  <a href={image.url}>
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      className={styles.photo}
                      src={image.url}
                      alt={t('menu.page', { page: page.page })}
                      width={image.width ?? 400}
                      height={image.height ?? 300}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              )),
            )}
          </ul>
        </>
      ) : null}
    </section>
  );
}
