'use client';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { kindOf, type ReportCell, type ReportTableModel } from './report-table';
import { useReportFormat } from './use-report-format';

interface Props {
  table: ReportTableModel;
  currency: string;
  /** Visible heading above the table (a section that has its own heading passes false). */
  showTitle?: boolean;
}

/**
 * One report table from its model (report-table.ts): the first column heads each row, numbers
 * align right, the total row closes it in bold. The CSV export writes the same model.
 */
export function ReportTable({ table, currency, showTitle = false }: Props) {
  const fmt = useReportFormat(currency);
  const numeric = (kind: string) => kind === 'money' || kind === 'count' || kind === 'percent';
  const row = (cells: Record<string, ReportCell>, key: string, total = false) => (
    <TableRow key={key} sx={total ? { '& > *': { fontWeight: 700 } } : undefined}>
      {table.columns.map((c, i) =>
        i === 0 ? (
          <TableCell key={c.key} component="th" scope="row" sx={{ fontWeight: total ? 700 : undefined }}>
            {fmt.cell(cells[c.key] ?? null, kindOf(c, cells))}
          </TableCell>
        ) : (
          <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
            {fmt.cell(cells[c.key] ?? null, kindOf(c, cells))}
          </TableCell>
        ),
      )}
    </TableRow>
  );
  return (
    <TableContainer>
      {showTitle && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }} id={`${table.id}-title`}>
          {table.title}
        </Typography>
      )}
      <Table
        size="small"
        aria-label={showTitle ? undefined : table.title}
        aria-labelledby={showTitle ? `${table.id}-title` : undefined}
        data-report-table={table.id}
      >
        <TableHead>
          <TableRow>
            {table.columns.map((c) => (
              <TableCell key={c.key} component="th" scope="col" align={numeric(c.kind) ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r, i) => row(r, String(i)))}
          {table.total && row(table.total, 'total', true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
