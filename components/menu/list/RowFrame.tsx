'use client';
import { Box } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { ROW_HEIGHT } from './rows';

export type Indicator = 'before' | 'after' | undefined;

interface Props {
  nodeRef?: Ref<HTMLDivElement>;
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

export function RowFrame({ nodeRef, top, indicator, dragging, variant, label, setSize, posInSet, children }: Props) {
  return (
    <Box
      ref={nodeRef}
      role="listitem"
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
              [indicator === 'before' ? 'top' : 'bottom']: -2,
              zIndex: 1,
            }
          : undefined,
      }}
    >
      {children}
    </Box>
  );
}
