'use client';
import { Box, Card, CardActionArea, Chip, LinearProgress, Pagination, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Customer } from '@/lib/contract';
import { useCustomerFormat } from './use-customer-format';

interface Props {
  rows: Customer[];
  total: number;
  loading: boolean;
  /** 1-based. */
  page: number;
  perPage: number;
  /** The figures are a period's, not all time's: the cards say so. */
  inPeriod: boolean;
  onPage: (page: number) => void;
  onOpen: (customer: Customer) => void;
}

/**
 * The customers on a phone, where the grid's columns do not fit: one card each with the name,
 * how to reach them, what they spent and when they last ordered; a tap opens the drawer, which
 * holds the actions. Paging is the server's, as in the grid.
 */
export function CustomerCardList({ rows, total, loading, page, perPage, inPeriod, onPage, onOpen }: Props) {
  const t = useTranslations('customers');
  const fmt = useCustomerFormat();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box>
      {/* Space kept for the bar, so the list does not jump when a page loads. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      <Stack component="ul" aria-label={t('gridLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((c) => (
          <Card key={c._id} component="li" variant="outlined">
            <CardActionArea onClick={() => onOpen(c)} sx={{ px: 2, py: 1.25 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
                  {c.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{fmt.money(c.total_spent)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[c.email, fmt.phone(c.phone)].filter(Boolean).join(' · ') || t('notGiven')}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
              >
                <Typography variant="body2">
                  {t(inPeriod ? 'card.ordersInPeriod' : 'card.orders', { count: c.order_count })} ·{' '}
                  {t('card.lastOrder', { date: fmt.day(c.last_order_at) })}
                </Typography>
                {c.blocked && <Chip size="small" color="error" variant="outlined" label={t('blocked')} />}
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_e, p) => onPage(p)}
          siblingCount={0}
          aria-label={t('pagination.label')}
          getItemAriaLabel={(type, p) =>
            type === 'page' ? t('pagination.page', { page: p ?? 0 }) : t(`pagination.${type}`)
          }
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
