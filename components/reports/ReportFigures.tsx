'use client';
import { Box, Card, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

export interface ReportFigure {
  key: string;
  label: string;
  /** Already formatted for the viewer. */
  value: string;
  /** A line under the value (what the figure means). */
  hint?: string;
  /** The figure the report is read for (what the drivers owe back): drawn out. */
  highlight?: boolean;
}

/**
 * A report's totals as cards above its tables, for a glance; the tables' total rows say the same
 * (and the CSV writes those). Two a row on a phone.
 */
export function ReportFigures({ label, figures }: { label: string; figures: readonly ReportFigure[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      data-report-section
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(figures.length, 4)}, minmax(0, 1fr))`,
        },
      }}
    >
      {figures.map((f) => (
        <Card
          key={f.key}
          variant="outlined"
          data-figure={f.key}
          sx={{
            p: { xs: 1.5, sm: 2 },
            ...(f.highlight && {
              borderColor: 'warning.main',
              bgcolor: (t) => alpha(t.palette.warning.main, 0.08),
            }),
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography
              component="p"
              variant="h5"
              sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
            >
              {f.value}
            </Typography>
            {f.hint && (
              <Typography component="p" variant="caption" color="text.secondary">
                {f.hint}
              </Typography>
            )}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
