/**
 * The print view of every report (a global stylesheet the frame adds while a report is on
 * screen): the shell (app bar, menus, breadcrumbs, page header) and every button go; the report,
 * its print-only heading, figures, charts and tables stay, rows never split across pages.
 * Everything outside the report is hidden rather than removed where it is not ours to mark.
 */
export const reportPrintStyles = {
  '@page': { margin: '12mm' },
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-report], [data-report] *': { visibility: 'visible' },
    // The shell's bars and menus take no room at all.
    'header, nav, .MuiAppBar-root, .MuiDrawer-root, .MuiBottomNavigation-root, #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '[data-print-hide]': { display: 'none !important' },
    '[data-print-only]': { display: 'block !important' },
    '[data-report] tr, [data-report-section]': { breakInside: 'avoid' },
    body: { background: '#fff' },
  },
} as const;
