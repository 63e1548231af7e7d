import NextLink from 'next/link';
import styles from './plain-form.module.css';

interface Props {
  /** The question ("New here?"). */
  text: string;
  href: string;
  /** The answer, a link to the auth page that deals with it ("Create an account"). */
  linkText: string;
}

/** The row under an auth form that sends to its sibling page (sign in, register, new code). */
export function AuthLinkRow({ text, href, linkText }: Props) {
  return (
    <p className={styles.linkRow}>
      <span>{text}</span>
      <NextLink href={href} className={styles.link}>
        {linkText}
      </NextLink>
    </p>
  );
}
