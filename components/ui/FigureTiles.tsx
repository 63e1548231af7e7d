import { Box, Card, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How many tiles a row holds at each width (a phone shows one or two). */
export type FigureColumns = { xs: number; sm?: number; md?: number; xl?: number };

/**
 * Figures at a glance (the dashboard's, the gift cards', a report's totals): a definition list of
 * tiles, one look everywhere. The value is already formatted for the viewer; undefined while it loads.
 */
export function FigureGrid({
  label,
  columns,
  busy = false,
  children,
  actions,
  ...rest
}: {
  label: string;
  columns: FigureColumns;
  busy?: boolean;
  children: ReactNode;
  /** What acts on the figures (an export), under them and inside the region. */
  actions?: ReactNode;
  'data-report-section'?: boolean;
}) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([width, n]) => [width, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    // A region named by `label`: screen readers and tests find the figures by it; busy while they load.
    <Box component="section" aria-label={label} aria-busy={busy} {...rest}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: template }}>
        {children}
      </Box>
      {actions}
    </Box>
  );
}

export function FigureTile({
  label,
  value,
  hint,
  highlight = false,
  figureKey,
}: {
  label: string;
  value: string | undefined;
  /** A line under the value (what the figure means). */
  hint?: string;
  /** The figure the screen is read for (what the drivers owe back): drawn out. */
  highlight?: boolean;
  /** data-figure, for tests and styles that pick one figure. */
  figureKey?: string;
}) {
  return (
    <Card
      variant="outlined"
      data-figure={figureKey}
      sx={{
        p: { xs: 1.5, sm: 2 },
        ...(highlight && {
          borderColor: 'warning.main',
          bgcolor: (t) => alpha(t.palette.warning.main, 0.08),
        }),
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h5"
        // Long amounts ("CA$123,456.78") wrap inside a phone's half-width tile instead of overflowing it.
        sx={{ m: 0, mt: 0.5, fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {value ?? <Skeleton width="60%" />}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, mt: 0.5, display: 'block' }}>
          {hint}
        </Typography>
      )}
    </Card>
  );
}
