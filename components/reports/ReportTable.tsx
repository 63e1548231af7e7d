'use client';
import { classNames } from '@/components/ui/class-names';
import table from '@/components/ui/plain-table.module.css';
import styles from './report-frame.module.css';
import { kindOf, type ReportCell, type ReportTableModel } from './report-table';
import { useReportFormat } from './use-report-format';

interface Props {
  table: ReportTableModel;
  currency: string;
  /** Visible heading above the table (a section that has its own heading passes false). */
  showTitle?: boolean;
}

const numeric = (kind: string) => kind === 'money' || kind === 'count' || kind === 'percent';

/**
 * One report table from its model (report-table.ts): the first column heads each row, numbers
 * align right, the total row closes it in bold. The CSV export writes the same model. Plain
 * elements drawn as MUI's small Table (plain-table.module.css): a report's tables are its first
 * screen on a phone.
 */
export function ReportTable({ table: model, currency, showTitle = false }: Props) {
  const fmt = useReportFormat(currency);
  const row = (cells: Record<string, ReportCell>, key: string, total = false) => (
    <tr key={key} className={total ? styles.total : undefined}>
      {model.columns.map((c, i) =>
        i === 0 ? (
          <th key={c.key} scope="row">
            {fmt.cell(cells[c.key] ?? null, kindOf(c, cells))}
          </th>
        ) : (
          <td key={c.key} className={classNames(styles.nowrap, numeric(c.kind) && table.end)}>
            {fmt.cell(cells[c.key] ?? null, kindOf(c, cells))}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div className={styles.scroll}>
      {showTitle && (
        <h3 className={styles.tableTitle} id={`${model.id}-title`}>
          {model.title}
        </h3>
      )}
      <table
        className={classNames(table.table, table.small, table.still)}
        aria-label={showTitle ? undefined : model.title}
        aria-labelledby={showTitle ? `${model.id}-title` : undefined}
        data-report-table={model.id}
      >
        <thead>
          <tr>
            {model.columns.map((c) => (
              <th key={c.key} scope="col" className={numeric(c.kind) ? table.end : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((r, i) => row(r, String(i)))}
          {model.total && row(model.total, 'total', true)}
        </tbody>
      </table>
    </div>
  );
}
