'use client';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { MouseEvent, ReactNode, Ref } from 'react';
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
  /** Just created: tinted for a moment so the eye finds it. */
  highlighted?: boolean;
  /** A click on the row itself (not on one of its controls) opens it, as its Edit action does. */
  onOpen?: () => void;
  children: ReactNode;
}

/** Controls of a row keep their own click; the row's click is for the rest of it. */
const CONTROLS = 'button, input, a, [role="menuitem"], [role="menu"]';

function clickOpens(e: MouseEvent<HTMLElement>): boolean {
  const target = e.target as HTMLElement;
  // React bubbles events from portals (the actions menu, its backdrop) through the row: only
  // clicks inside the row's own DOM count.
  return e.currentTarget.contains(target) && !target.closest(CONTROLS);
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
  highlighted = false,
  onOpen,
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
      data-highlighted={highlighted || undefined}
      onClick={onOpen && ((e: MouseEvent<HTMLElement>) => clickOpens(e) && onOpen())}
      sx={{
        cursor: onOpen ? 'pointer' : undefined,
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
        bgcolor: (theme) =>
          highlighted
            ? alpha(theme.palette.primary.main, 0.16)
            : variant === 'category'
              ? theme.palette.action.hover
              : theme.palette.background.paper,
        transition: 'background-color 600ms ease-out',
        '&:hover': onOpen && !highlighted ? { bgcolor: 'action.selected' } : undefined,
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
