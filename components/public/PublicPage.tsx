import { getTranslations } from 'next-intl/server';
import { TextSection } from './TextSection';
import { paths } from '@/lib/paths';
import styles from './public-page.module.css';

const FEATURES = ['ordering', 'menu', 'customers', 'reports'] as const;
const TERMS = ['account', 'use', 'payments', 'changes'] as const;
const PRIVACY = ['collect', 'use', 'share', 'rights'] as const;

/** The product's pitch, terms and privacy policy: plain HTML and CSS, no script of its own. */
export async function PublicPage() {
  const t = await getTranslations('public');
  return (
    <>
      <section aria-labelledby="pitch-title" className={styles.hero}>
        <div className={styles.container}>
          <h1 id="pitch-title" className={styles.heroTitle}>
            {t('pitch.title')}
          </h1>
          <p className={styles.lead}>{t('pitch.lead')}</p>
          <div className={styles.actions}>
            <a href={paths.register} className={styles.primaryAction}>
              {t('pitch.cta')}
            </a>
            <a href={paths.login} className={styles.action}>
              {t('signIn')}
            </a>
          </div>
        </div>
      </section>
      <div className={`${styles.container} ${styles.body}`}>
        <div className={styles.features}>
          {FEATURES.map((f) => (
            <div key={f} className={styles.card}>
              <h2 className={styles.cardTitle}>{t(`features.${f}.title`)}</h2>
              <p className={styles.cardText}>{t(`features.${f}.text`)}</p>
            </div>
          ))}
        </div>
        <hr className={styles.divider} />
        <TextSection id="terms" title={t('terms.title')} paragraphs={TERMS.map((k) => t(`terms.${k}`))} />
        <hr className={styles.divider} />
        <TextSection id="privacy" title={t('privacy.title')} paragraphs={PRIVACY.map((k) => t(`privacy.${k}`))} />
      </div>
    </>
  );
}
