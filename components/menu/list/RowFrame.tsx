'use client';
import { Box } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { ROW_HEIGHT } from './rows';

export type Indicator = 'before' | 'after' | undefined;

export interface RowFrameProps {
  nodeRef?: Ref<HTMLDivElement>;
  rowKey: string;
  /** Offset from the top of the list (rows are absolutely placed in the windowed list). */
  top: number;
  /** Where the drop line shows while a drag hovers this row. */
  indicator: Indicator;
  /** The row being dragged stays in place, faded, while its copy follows the pointer. */
  dragging: boolean;
  variant: 'category' | 'item';
  label: string;
  setSize?: number;
  posInSet?: number;
  children: ReactNode;
}

export function RowFrame({
  nodeRef,
  rowKey,
  top,
  indicator,
  dragging,
  variant,
  label,
  setSize,
  posInSet,
  children,
}: RowFrameProps) {
  return (
    <Box
      ref={nodeRef}
      role="listitem"
      data-row-key={rowKey}
      aria-label={label}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: variant === 'item' ? { xs: 1, sm: 5 } : 1,
        pr: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: variant === 'category' ? 'action.hover' : 'background.paper',
        opacity: dragging ? 0.4 : 1,
        '&::after': indicator
          ? {
              content: '""',
              position: 'absolute',
              left: 0,
              right: 0,
              height: 3,
              bgcolor: 'primary.main',
              // Inside the row: the list's scroll container would clip a line drawn outside it.
              [indicator === 'before' ? 'top' : 'bottom']: 0,
              zIndex: 1,
            }
          : undefined,
      }}
    >
      {children}
    </Box>
  );
}
