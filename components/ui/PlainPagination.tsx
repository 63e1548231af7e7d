'use client';
import { iconPaths } from './icon-paths';
import { PlainIcon } from './PlainIcon';
import styles from './plain-pagination.module.css';

interface Props {
  /** Pages in all (at least 1). */
  count: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** The navigation's name ("Customer pages"). */
  label: string;
  /** A page button's name ("Page 2"). */
  pageLabel: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
}

/** The pages shown, as MUI's Pagination with one page at each end and none beside the current. */
export function pageItems(count: number, page: number): (number | 'gap')[] {
  const shown = [...new Set([1, Math.min(Math.max(page, 1), count), count])].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of shown) {
    const before = items.at(-1);
    // One page missing shows as itself; more as an ellipsis.
    if (typeof before === 'number' && p - before === 2) items.push(before + 1);
    else if (typeof before === 'number' && p - before > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/**
 * MUI's Pagination (text, medium, siblingCount 0) in plain elements (plain-pagination.module.css):
 * previous, the pages with the current one marked (aria-current), next; a phone's list shows it
 * on its first screen, where MUI's ButtonBase per item hydrated (issue 11).
 */
export function PlainPagination({ count, page, onPage, label, pageLabel, previousLabel, nextLabel }: Props) {
  const current = Math.min(Math.max(page, 1), count);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={previousLabel}
            disabled={current <= 1}
            onClick={() => onPage(current - 1)}
          >
            <PlainIcon path={iconPaths.chevronLeft} />
          </button>
        </li>
        {pageItems(count, current).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={nextLabel}
            disabled={current >= count}
            onClick={() => onPage(current + 1)}
          >
            <PlainIcon path={iconPaths.chevronRight} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
