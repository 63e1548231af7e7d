import type { PublicSiteReply } from '@/lib/contract';
import styles from './PublicSite.module.css';
import type { SiteTexts } from './site-texts';

/**
 * The popup showing today: a non-modal <dialog> open from the server, closed by a
 * `method="dialog"` form, so dismissing it needs no script.
 */
export function SitePopup({ popup, t }: { popup: NonNullable<PublicSiteReply['popup']>; t: SiteTexts }) {
  return (
    <dialog open className={styles.popup} aria-labelledby="popup-title" data-testid="site-popup">
      <h2 id="popup-title" className={styles.popupTitle}>
        {popup.title}
      </h2>
      {popup.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.popupImage} src={popup.image_url} alt="" loading="lazy" />
      ) : null}
      {popup.text ? <p className={styles.popupText}>{popup.text}</p> : null}
      <form method="dialog">
        <button type="submit" className={styles.popupClose}>
          {t('popup.close')}
        </button>
      </form>
    </dialog>
  );
}
