'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { classNames } from '@/components/ui/class-names';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainButton, PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import plainTable from '@/components/ui/plain-table.module.css';
import styles from './report-detail-table.module.css';
import { ROW_ID } from './report-row-id';
import { kindOf, type ReportCell, type ReportTableModel } from './report-table';
import { useReportFormat } from './use-report-format';

type Row = Record<string, ReportCell>;

interface Props {
  table: ReportTableModel;
  currency: string;
  /** Visible heading above the table (otherwise the title names it for screen readers only). */
  showTitle?: boolean;
  /** Columns read as numbers though written as text (h:mm durations): aligned right. */
  numeric?: readonly string[];
  /** The column to draw the eye to (what a driver owes back). */
  highlight?: string;
  /** A cell's content in place of its text (a status chip, a flag); undefined keeps the text. */
  renderCell?: (key: string, row: Row, text: string) => ReactNode | undefined;
  /** Rows that open onto more (a driver's deliveries): the panel, and the toggle's label. */
  detail?: { render: (row: Row) => ReactNode; toggleLabel: (row: Row, open: boolean) => string };
  /**
   * Shows the first `firstRows` rows and a button for the rest (a month of DoorDash orders is
   * hundreds of rows: a phone would draw them all while the page loads). Printing shows them all;
   * the total row and the CSV always count them all.
   */
  firstRows?: number;
}

const NUMERIC_KINDS: ReadonlySet<string> = new Set(['money', 'count', 'percent']);

/**
 * A report table from its model (report-table.ts), as ReportTable draws one, for reports whose
 * cells say more than a figure: a chip or a flag in a cell, a highlighted column, rows that open
 * onto their details, and one card per row on a phone (report-detail-table.module.css). The CSV
 * export writes the same model. Plain elements drawn as MUI's small Table: a report's first screen.
 */
export function ReportDetailTable({
  table,
  currency,
  showTitle = false,
  numeric = [],
  highlight,
  renderCell,
  detail,
  firstRows,
}: Props) {
  const t = useTranslations('reports.frame');
  const fmt = useReportFormat(currency);
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const cut = !all && firstRows !== undefined && table.rows.length > firstRows;
  const rows = cut ? table.rows.slice(0, firstRows) : table.rows;
  // Paper shows every row: drawn before the browser lays the page out for printing.
  useEffect(() => {
    if (!cut) return;
    const showAll = () => flushSync(() => setAll(true));
    window.addEventListener('beforeprint', showAll);
    return () => window.removeEventListener('beforeprint', showAll);
  }, [cut]);
  const right = (key: string, kind: string) => NUMERIC_KINDS.has(kind) || numeric.includes(key);
  const marked = (key: string) => (key === highlight ? styles.marked : undefined);
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const row = (cells: Row, key: string, total: boolean) => {
    const panelId = `${baseId}-${key}`;
    const isOpen = open.has(key);
    const canOpen = !!detail && !total;
    return (
      <Fragment key={key}>
        <tr className={total ? styles.total : undefined}>
          {table.columns.map((c, i) => {
            const value = cells[c.key] ?? null;
            // A total row leaves blank what it does not sum (a day, a customer), as the CSV does.
            const text = total && value === null ? '' : fmt.cell(value, kindOf(c, cells));
            const content = (!total && renderCell?.(c.key, cells, text)) || text;
            if (i === 0)
              return (
                <th key={c.key} scope="row">
                  {canOpen && (
                    <PlainIconButton
                      size="small"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      aria-label={detail.toggleLabel(cells, isOpen)}
                      onClick={() => toggle(key)}
                      data-print-hide
                      className={styles.toggle}
                    >
                      <PlainIcon path={isOpen ? iconPaths.keyboardArrowUp : iconPaths.keyboardArrowDown} small />
                    </PlainIconButton>
                  )}
                  {content}
                </th>
              );
            return (
              <td
                key={c.key}
                data-label={c.label}
                className={classNames(styles.nowrap, right(c.key, c.kind) && plainTable.end, marked(c.key))}
              >
                {content}
              </td>
            );
          })}
        </tr>
        {canOpen && isOpen && (
          <tr id={panelId}>
            <td colSpan={table.columns.length} data-detail className={styles.panel}>
              {detail.render(cells)}
            </td>
          </tr>
        )}
      </Fragment>
    );
  };

  return (
    <>
      {showTitle && (
        <h3 className={styles.title} id={`${baseId}-title`}>
          {table.title}
        </h3>
      )}
      <table
        className={classNames(plainTable.table, plainTable.small, plainTable.still, styles.detail)}
        aria-label={showTitle ? undefined : table.title}
        aria-labelledby={showTitle ? `${baseId}-title` : undefined}
        data-report-table={table.id}
      >
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={classNames(right(c.key, c.kind) && plainTable.end, marked(c.key))}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => row(r, typeof r[ROW_ID] === 'string' ? r[ROW_ID] : String(i), false))}
          {table.total && row(table.total, 'total', true)}
        </tbody>
      </table>
      {cut && (
        <PlainButton variant="outlined" onClick={() => setAll(true)} className={styles.showAll} data-print-hide>
          {t('showAll', { count: table.rows.length })}
        </PlainButton>
      )}
    </>
  );
}
