'use client';
import {
  Alert,
  List,
  ListItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslations } from 'next-intl';
import type { giftCardImportReply } from '@/lib/contract';
import type { z } from 'zod';
import { groupCode } from './gift-card-code';
import { useGiftCardFormat } from './use-gift-card-format';

export type ImportCheck = z.infer<typeof giftCardImportReply>;

/** The server names bad lines `line N`; the number is what a merchant looks for in the file. */
const lineNumber = (key: string) => Number(/\d+/.exec(key)?.[0] ?? 0);

/** What an import would write: each bad line with its problems first, then the good rows. */
export function ImportPreview({ check }: { check: ImportCheck }) {
  const t = useTranslations('giftCards.import');
  const fmt = useGiftCardFormat();
  const bad = Object.entries(check.errors).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
  const badLines = new Set(bad.map(([key]) => lineNumber(key)));
  return (
    <>
      {bad.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{check.message}</Typography>
          <List dense disablePadding aria-label={t('badLines')}>
            {bad.map(([key, problems]) => (
              <ListItem key={key} disableGutters sx={{ display: 'list-item' }}>
                {t('lineProblems', { line: lineNumber(key), problems: problems.join(' ') })}
              </ListItem>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('ready', { count: check.rows.length, total: fmt.money(check.total) })}
        </Alert>
      )}
      {check.rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={t('rows')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('line')}</TableCell>
                <TableCell>{t('code')}</TableCell>
                <TableCell align="right">{t('balance')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('recipient')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {check.rows.map((row) => (
                <TableRow key={row.line} sx={badLines.has(row.line) ? { '& td': { color: 'error.main' } } : undefined}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{groupCode(row.code)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fmt.money(row.balance)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
                    {row.recipient_email ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
