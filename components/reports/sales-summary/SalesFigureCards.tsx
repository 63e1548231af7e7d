'use client';
import { useLocale, useTranslations } from 'next-intl';
import { classNames } from '@/components/ui/class-names';
import { HintTooltip } from '@/components/ui/HintTooltip';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import panel from '@/components/ui/plain-panel.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import type { SalesSummary } from '@/lib/contract';
import { salesCountKeys, salesFigureKeys, type SalesFigureKey } from '@/lib/contract/plain/sales-summary';
import { useReportFormat } from '../use-report-format';
import { changeOf, toneOf } from './comparison';
import styles from './sales-summary.module.css';

const COUNTS: ReadonlySet<SalesFigureKey> = new Set(salesCountKeys);

/**
 * The figures as cards: the amount, ▲/▼ and the percent against the previous period of the same
 * length (and that period's amount), and a tooltip with the figure's definition. Plain elements
 * drawn as MUI's outlined Cards: the twelve cards are the report's first screen, where MUI's
 * components cost a phone's hydration most (issue 11).
 */
export function SalesFigureCards({ summary }: { summary: SalesSummary }) {
  const t = useTranslations('reports.salesSummary');
  const locale = useLocale();
  const fmt = useReportFormat(summary.currency);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const value = (key: SalesFigureKey, n: number) => (COUNTS.has(key) ? fmt.count(n) : fmt.money(n));
  const previousRange = t('previousRange', { from: fmt.day(summary.previous.from), to: fmt.day(summary.previous.to) });

  return (
    <section aria-label={t('figuresTitle')} data-report-section>
      <p className={styles.range}>{previousRange}</p>
      <dl className={styles.cards}>
        {salesFigureKeys.map((key) => {
          const current = summary.figures[key];
          const previous = summary.previous.figures[key];
          const change = changeOf(current, previous);
          const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '=';
          const amount = change.percent === null ? t('comparison.new') : percent.format(Math.abs(change.percent) / 100);
          const label = t(`figures.${key}`);
          return (
            <div key={key} className={classNames(panel.outlined, styles.card)} data-figure={key}>
              <div className={styles.cardHead}>
                <dt className={styles.label}>{label}</dt>
                <HintTooltip title={t(`definitions.${key}`)} showOnTap>
                  {() => (
                    <PlainIconButton size="small" aria-label={t('definitionOf', { figure: label })} data-print-hide>
                      <PlainIcon path={iconPaths.infoOutlined} />
                    </PlainIconButton>
                  )}
                </HintTooltip>
              </div>
              <dd className={styles.figure}>
                <p className={styles.value}>{value(key, current)}</p>
                <p className={classNames(styles.change, styles[toneOf(key, change)])}>
                  <span aria-hidden>{`${arrow} ${change.direction === 'same' ? percent.format(0) : amount}`}</span>
                  {/* Read in place of the arrow. */}
                  <span className={hidden.visuallyHidden}>
                    {t(`comparison.${change.direction}`, { change: amount, previous: value(key, previous) })}
                  </span>
                </p>
                <p className={styles.previous} aria-hidden>
                  {t('comparison.previous', { previous: value(key, previous) })}
                </p>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
