import { FigureGrid, FigureTile } from '@/components/ui/FigureTiles';
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
    <FigureGrid label={t('label')} busy={!shown} columns={{ xs: 2, sm: 3, xl: 6 }}>
      {figureKeys.map((key) => (
        <FigureTile key={key} figureKey={key} label={t(key)} value={shown?.[key]} />
      ))}
    </FigureGrid>
  );
}
