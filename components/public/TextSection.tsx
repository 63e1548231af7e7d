import styles from './public-page.module.css';

/** A titled section of plain paragraphs that links can jump to (`/public#terms`). */
export function TextSection({ id, title, paragraphs }: { id: string; title: string; paragraphs: string[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </section>
  );
}
