'use client';
import { FigureGrid, FigureTile } from '@/components/ui/FigureTiles';

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
 * A report's totals as tiles above its tables, for a glance; the tables' total rows say the same
 * (and the CSV writes those). Two a row on a phone.
 */
export function ReportFigures({ label, figures }: { label: string; figures: readonly ReportFigure[] }) {
  return (
    <FigureGrid label={label} data-report-section columns={{ xs: 2, md: Math.min(figures.length, 4) }}>
      {figures.map((f) => (
        <FigureTile
          key={f.key}
          figureKey={f.key}
          label={f.label}
          value={f.value}
          hint={f.hint}
          highlight={f.highlight}
        />
      ))}
    </FigureGrid>
  );
}
