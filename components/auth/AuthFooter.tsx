'use client';
import { usePathname } from 'next/navigation';
import { paths } from '@/lib/paths';
import styles from './auth-frame.module.css';

const REGISTER_PAGES: string[] = [paths.register, paths.signup, paths.cloverRegister];

interface Props {
  texts: { terms: string; privacy: string; copyright: string };
}

/** Terms, privacy and copyright under the card; register pages have their own consent text. */
export function AuthFooter({ texts }: Props) {
  const pathname = usePathname();
  if (REGISTER_PAGES.includes(pathname)) return null;
  return (
    <footer className={styles.footer}>
      <a href="/public#terms">{texts.terms}</a>
      <a href="/public#privacy">{texts.privacy}</a>
      <span>{texts.copyright}</span>
    </footer>
  );
}
