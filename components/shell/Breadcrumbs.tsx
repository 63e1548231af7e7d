'use client';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { breadcrumbTrail, crumbMessageKey, labelFromPath, type Crumb } from '@/lib/breadcrumbs';
import styles from './breadcrumbs.module.css';
import { ControlIcon } from './ShellIcons';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';

/** "onlineOrdering" → "Online ordering": a readable stand-in while a message is missing. */
const humanize = (key: string) => labelFromPath(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/**
 * The bar under the app bar: Home › group › page (SPEC §2). Plain elements and a CSS module, as
 * MUI's Breadcrumbs drew it (collapsing, separators, the expand button): it is on every page.
 */
export function Breadcrumbs({ homeHref }: { homeHref?: string }) {
  const t = useTranslations();
  const pathname = usePathname();
  const trail = breadcrumbTrail(pathname, homeHref);
  // A phone shows Home … page (the dots open the rest); the last crumb shortens with an ellipsis.
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const text = (crumb: Crumb) => {
    const key = crumbMessageKey(crumb.label);
    if (key && t.has(key)) return t(key);
    return crumb.label.namespace === null ? crumb.label.key : humanize(crumb.label.key);
  };

  const crumbs = trail.map((crumb, i) => {
    const content = (
      <>
        {i === 0 && <ControlIcon name="homeOutlined" className={styles.home} />}
        {text(crumb)}
      </>
    );
    if (crumb.href && !crumb.current) {
      return (
        <NextLink key={i} href={crumb.href} className={styles.link}>
          {content}
        </NextLink>
      );
    }
    return (
      <span
        key={i}
        className={crumb.current ? `${styles.text} ${styles.current}` : styles.text}
        aria-current={crumb.current ? 'page' : undefined}
      >
        {content}
      </span>
    );
  });

  const expand = () => {
    setExpanded(true);
    // As MUI does: the keyboard lands at the start of the trail it just opened.
    list.current?.querySelector<HTMLElement>('a[href],button,[tabindex]')?.focus();
  };
  // Home, the dots, the page: the first and last crumbs stay when the trail is too long (keyed as
  // when expanded, so the Home link keeps the focus the expand button gives it).
  const collapsed = !expanded && trail.length > (phone ? 2 : 8) && trail.length > 2;
  const items: { key: string; node: ReactNode }[] = collapsed
    ? [
        { key: 'crumb-0', node: crumbs[0] },
        {
          key: 'expand',
          node: (
            <button type="button" className={styles.expand} aria-label={t('shell.breadcrumbs.expand')} onClick={expand}>
              <ControlIcon name="more" className={styles.expandIcon} />
            </button>
          ),
        },
        { key: `crumb-${crumbs.length - 1}`, node: crumbs[crumbs.length - 1] },
      ]
    : crumbs.map((node, i) => ({ key: `crumb-${i}`, node }));

  return (
    <nav aria-label={t('shell.breadcrumbs.label')} className={styles.nav}>
      <ol ref={list} className={styles.list}>
        {items.flatMap((item, i) => [
          ...(i > 0
            ? [
                <li key={`separator-${i}`} aria-hidden className={styles.separator}>
                  /
                </li>,
              ]
            : []),
          <li key={item.key} className={styles.item}>
            {item.node}
          </li>,
        ])}
      </ol>
    </nav>
  );
}
