/** The board's grid, the same for its loading skeleton and its columns (BoardSkeleton, DndBoard). */
export const GRID_SX = {
  display: 'grid',
  gap: 1,
  // The kitchen sees every column at once: from 840 px of board (a 1024 px tablet beside the
  // folded sidebar, a 1280 px laptop beside the open one) the six columns share the width and
  // the cards fit about 140 px. A phone's board is narrower: readable columns that scroll
  // sideways inside the board, never the page.
  gridTemplateColumns: 'repeat(6, minmax(200px, 1fr))',
  '@container order-board (min-width: 840px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  overflowX: 'auto',
  // The containing block of the columns' visually hidden texts: without it they escape the
  // scroll box and widen the whole page.
  position: 'relative',
  pb: 1,
  alignItems: 'start',
} as const;
