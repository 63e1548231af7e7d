'use client';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { Fragment, useId, useState, type ReactNode } from 'react';
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
}

const NUMERIC_KINDS: ReadonlySet<string> = new Set(['money', 'count', 'percent']);

/**
 * The phone layout: below 600 px each row becomes a card of "label  value" lines (the labels
 * come from the cells' data-label), so a wide report never scrolls sideways. Direct children only:
 * a table nested in a row's panel lays itself out.
 */
const stacked = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& > thead': { display: 'none' },
    '& > tbody': { display: 'block' },
    '& > tbody > tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1.5,
      py: 0.5,
    },
    '& > tbody > tr > td, & > tbody > tr > th': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 2,
      border: 0,
      py: 0.5,
      textAlign: 'right',
      whiteSpace: 'normal',
    },
    // The row's name heads its card, after its toggle.
    '& > tbody > tr > th': { justifyContent: 'flex-start', textAlign: 'left', gap: 0 },
    '& > tbody > tr > [data-label]::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'left',
      fontWeight: 400,
    },
    '& > tbody > tr > [data-detail]': { display: 'block', textAlign: 'left' },
  },
});

/**
 * A report table from its model (report-table.ts), as ReportTable draws one, for reports whose
 * cells say more than a figure: a chip or a flag in a cell, a highlighted column, rows that open
 * onto their details, and one card per row on a phone. The CSV export writes the same model.
 */
export function ReportDetailTable({
  table,
  currency,
  showTitle = false,
  numeric = [],
  highlight,
  renderCell,
  detail,
}: Props) {
  const fmt = useReportFormat(currency);
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const right = (key: string, kind: string) => NUMERIC_KINDS.has(kind) || numeric.includes(key);
  const marked = (key: string) =>
    key === highlight ? { bgcolor: (t: Theme) => alpha(t.palette.warning.main, 0.12), fontWeight: 700 } : {};
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
        <TableRow sx={total ? { '& > *': { fontWeight: 700 } } : undefined}>
          {table.columns.map((c, i) => {
            const value = cells[c.key] ?? null;
            // A total row leaves blank what it does not sum (a day, a customer), as the CSV does.
            const text = total && value === null ? '' : fmt.cell(value, kindOf(c, cells));
            const content = (!total && renderCell?.(c.key, cells, text)) || text;
            if (i === 0)
              return (
                <TableCell key={c.key} component="th" scope="row" sx={{ fontWeight: total ? 700 : 500 }}>
                  {canOpen && (
                    <IconButton
                      size="small"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      aria-label={detail.toggleLabel(cells, isOpen)}
                      onClick={() => toggle(key)}
                      data-print-hide
                      sx={{ mr: 0.5, ml: -1 }}
                    >
                      {isOpen ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                    </IconButton>
                  )}
                  {content}
                </TableCell>
              );
            return (
              <TableCell
                key={c.key}
                data-label={c.label}
                align={right(c.key, c.kind) ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', ...marked(c.key) }}
              >
                {content}
              </TableCell>
            );
          })}
        </TableRow>
        {canOpen && isOpen && (
          <TableRow id={panelId}>
            <TableCell colSpan={table.columns.length} data-detail sx={{ bgcolor: 'action.hover', py: 1.5 }}>
              {detail.render(cells)}
            </TableCell>
          </TableRow>
        )}
      </Fragment>
    );
  };

  return (
    <>
      {showTitle && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }} id={`${baseId}-title`}>
          {table.title}
        </Typography>
      )}
      <Table
        size="small"
        aria-label={showTitle ? undefined : table.title}
        aria-labelledby={showTitle ? `${baseId}-title` : undefined}
        data-report-table={table.id}
        sx={stacked}
      >
        <TableHead>
          <TableRow>
            {table.columns.map((c) => (
              <TableCell
                key={c.key}
                component="th"
                scope="col"
                align={right(c.key, c.kind) ? 'right' : 'left'}
                sx={marked(c.key)}
              >
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r, i) => row(r, typeof r[ROW_ID] === 'string' ? r[ROW_ID] : String(i), false))}
          {table.total && row(table.total, 'total', true)}
        </TableBody>
      </Table>
    </>
  );
}
