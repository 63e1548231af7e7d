'use client';
import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DiffValue, MenuDiff } from '@/lib/menu-csv';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { useCsvErrorText, type RowProblem } from './use-csv-error-text';

/** A long file would make the dialog scroll forever: the table shows this many lines. */
const MAX_LINES = 200;

interface Props {
  diff: MenuDiff;
  problems: RowProblem[];
}

/** What the import would do, and every problem that stops it, row by row. */
export function CsvImportPreview({ diff, problems }: Props) {
  const t = useTranslations('menuTools');
  const money = useLocationMoney();
  const text = useCsvErrorText();

  const value = (field: string, v: DiffValue) => {
    if (v === null || v === '') return t('none');
    if (typeof v === 'boolean') return v ? t('yes') : t('no');
    if (typeof v === 'number' && (field === 'price' || field === 'min_purchase_value')) return money.format(v);
    const s = String(v).replace(/\s+/g, ' ');
    return s.length > 40 ? `${s.slice(0, 39)}…` : s;
  };

  const newCategoryNames = new Set(diff.newCategories.map((c) => c.name.toLowerCase()));
  const lines = [
    ...diff.newItems.map((r) => ({
      row: r.row,
      category: r.category,
      isNewCategory: newCategoryNames.has(r.category.trim().toLowerCase()),
      item: r.name,
      changes: [t('import.newItem', { price: money.format(r.price) })],
    })),
    ...diff.changedItems.map((c) => ({
      row: c.row,
      category: c.category,
      isNewCategory: false,
      item: c.name,
      changes: c.changes.map((ch) =>
        t('import.change', {
          field: text.fieldName(ch.field),
          before: value(ch.field, ch.before),
          after: value(ch.field, ch.after),
        }),
      ),
    })),
  ].sort((a, b) => a.row - b.row);

  const counts = [
    t('import.newCategories', { count: diff.newCategories.length }),
    t('import.newItems', { count: diff.newItems.length }),
    t('import.changedItems', { count: diff.changedItems.length }),
    t('import.unchanged', { count: diff.unchanged.length }),
  ];

  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label={t('import.changesTitle')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {counts.map((c) => (
          <li key={c}>
            <Chip label={c} variant="outlined" />
          </li>
        ))}
      </Box>

      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('import.errorsTitle', { count: problems.length })}
          </Typography>
          <List dense disablePadding>
            {problems.slice(0, MAX_LINES).map((p, i) => (
              <ListItem key={`${p.row}-${p.field}-${i}`} disableGutters sx={{ py: 0 }}>
                {p.row > 0 ? text.line(p) : p.text}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}

      {problems.length === 0 && lines.length === 0 && <Alert severity="info">{t('import.nothing')}</Alert>}

      {lines.length > 0 && (
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={t('import.changesTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.colRow')}</TableCell>
                <TableCell>{t('import.colCategory')}</TableCell>
                <TableCell>{t('import.colItem')}</TableCell>
                <TableCell>{t('import.colChange')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.slice(0, MAX_LINES).map((l) => (
                <TableRow key={l.row}>
                  <TableCell>{l.row}</TableCell>
                  <TableCell>
                    {l.category}
                    {l.isNewCategory && <Chip size="small" label={t('import.newCategory')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{l.item}</TableCell>
                  <TableCell>
                    {l.changes.map((c) => (
                      <div key={c}>{c}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {lines.length > MAX_LINES && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('import.more', { count: lines.length - MAX_LINES })}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
