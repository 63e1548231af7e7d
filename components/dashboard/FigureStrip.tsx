import { Box, Card, Skeleton, Typography } from '@mui/material';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@/lib/contract';
import { formatMoney } from '@/lib/money';

const figureKeys = ['todayOrders', 'todaySales', 'weekOrders', 'weekSales', 'averageTicket', 'openOrders'] as const;
type FigureKey = (typeof figureKeys)[number];

function values(
  d: Dashboard,
  count: (n: number) => string,
  money: (cents: number) => string,
): Record<FigureKey, string> {
  return {
    todayOrders: count(d.today.orders),
    todaySales: money(d.today.sales),
    weekOrders: count(d.week.orders),
    weekSales: money(d.week.sales),
    averageTicket: money(d.average_ticket),
    openOrders: count(d.open_orders),
  };
}

/** The six figures of the location as a definition list; skeletons while they load. */
export function FigureStrip({ dashboard }: { dashboard: Dashboard | undefined }) {
  const t = useTranslations('dashboard.figures');
  const format = useFormatter();
  const locale = useLocale();
  const shown =
    dashboard &&
    values(
      dashboard,
      (n) => format.number(n),
      (cents) => formatMoney(cents, dashboard.currency, locale),
    );
  return (
    <Box component="section" aria-label={t('label')} aria-busy={!shown}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {figureKeys.map((key) => (
          <Card key={key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{
                m: 0,
                mt: 0.5,
                fontWeight: 700,
                fontSize: { xs: '1.05rem', sm: '1.5rem' },
                overflowWrap: 'break-word',
              }}
            >
              {shown ? shown[key] : <Skeleton width="60%" />}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
