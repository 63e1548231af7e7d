'use client';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Card, IconButton, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocale, useTranslations } from 'next-intl';
import { HintTooltip } from '@/components/ui/HintTooltip';
import type { SalesSummary } from '@/lib/contract';
import { salesCountKeys, salesFigureKeys, type SalesFigureKey } from '@/lib/contract/plain/sales-summary';
import { useReportFormat } from '../use-report-format';
import { changeOf, toneOf } from './comparison';

const COUNTS: ReadonlySet<SalesFigureKey> = new Set(salesCountKeys);
const TONE_COLOR = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;

/**
 * The figures as cards: the amount, ▲/▼ and the percent against the previous period of the same
 * length (and that period's amount), and a tooltip with the figure's definition.
 */
export function SalesFigureCards({ summary }: { summary: SalesSummary }) {
  const t = useTranslations('reports.salesSummary');
  const locale = useLocale();
  const fmt = useReportFormat(summary.currency);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const value = (key: SalesFigureKey, n: number) => (COUNTS.has(key) ? fmt.count(n) : fmt.money(n));
  const previousRange = t('previousRange', { from: fmt.day(summary.previous.from), to: fmt.day(summary.previous.to) });

  return (
    <Box component="section" aria-label={t('figuresTitle')} data-report-section>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {previousRange}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {salesFigureKeys.map((key) => {
          const current = summary.figures[key];
          const previous = summary.previous.figures[key];
          const change = changeOf(current, previous);
          const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '=';
          const amount = change.percent === null ? t('comparison.new') : percent.format(Math.abs(change.percent) / 100);
          const label = t(`figures.${key}`);
          return (
            <Card key={key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-figure={key}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                {/* The plain tooltip: MUI's would bring its positioning engine (Popper) to the page. */}
                <HintTooltip title={t(`definitions.${key}`)} showOnTap>
                  {() => (
                    <IconButton size="small" aria-label={t('definitionOf', { figure: label })} data-print-hide>
                      <InfoOutlinedIcon fontSize="inherit" />
                    </IconButton>
                  )}
                </HintTooltip>
              </Stack>
              <Box component="dd" sx={{ m: 0 }}>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
                >
                  {value(key, current)}
                </Typography>
                <Typography variant="body2" component="p" sx={{ color: TONE_COLOR[toneOf(key, change)] }}>
                  <span aria-hidden>{`${arrow} ${change.direction === 'same' ? percent.format(0) : amount}`}</span>
                  {/* Read in place of the arrow. */}
                  <Box component="span" sx={visuallyHidden}>
                    {t(`comparison.${change.direction}`, { change: amount, previous: value(key, previous) })}
                  </Box>
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
                  {t('comparison.previous', { previous: value(key, previous) })}
                </Typography>
              </Box>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
