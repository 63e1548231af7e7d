/**
 * The print view of every report (a stylesheet the frame renders while a report is on screen, so
 * it goes with it): the shell (app bar, menus, breadcrumbs, page header) and every button go; the
 * report, its print-only heading, figures, charts and tables stay, rows never split across pages.
 * Everything outside the report is hidden rather than removed where it is not ours to mark.
 * Plain CSS text, not MUI's GlobalStyles: no style engine runs for it while the page hydrates.
 */
export const REPORT_PRINT_CSS = `@page { margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  [data-report], [data-report] * { visibility: visible; }
  header, nav { display: none !important; }
  [data-print-hide] { display: none !important; }
  [data-print-only] { display: block !important; }
  [data-report] tr, [data-report-section] { break-inside: avoid; }
  body { background: #fff; }
}`;
