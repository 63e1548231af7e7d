'use client';
import { useDroppable } from '@dnd-kit/core';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import type { BoardColumn as Column, Order } from '@/lib/contract';
import { MoreCards } from './MoreCards';
import { OrderCard, type CardActions } from './OrderCard';

/** Cards a column mounts at first, and adds each time its end is reached. */
export const CARDS_STEP = 24;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props extends CardActions {
  column: Column;
  orders: Order[];
}

/**
 * One column of the board: a drop target with its name, its count and its cards. Memoised: the
 * board re-renders when a drag starts or ends, a column only when its orders or the drag over it
 * change.
 */
export const BoardColumn = memo(function BoardColumn({ column, orders, ...actions }: Props) {
  const t = useTranslations('orderBoard');
  const { setNodeRef, isOver, active } = useDroppable({ id: column });
  const titleId = useId();
  const droppingHere = isOver && active?.data.current?.column !== column;
  const [shown, setShown] = useState(CARDS_STEP);
  const hidden = Math.max(0, orders.length - shown);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-column={column}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        bgcolor: droppingHere ? 'action.selected' : 'action.hover',
        borderColor: droppingHere ? 'primary.main' : undefined,
        borderStyle: droppingHere ? 'dashed' : 'solid',
        transition: 'background-color 120ms',
      }}
    >
      {/* A long name ("Confirmées (maintenant)") wraps in a narrow column; the count stays beside it. */}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', px: 1, py: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t(`columns.${column}`)}
        </Typography>
        <Chip
          size="small"
          label={orders.length}
          aria-hidden
          color={column === 'open_orders' && orders.length ? 'warning' : 'default'}
          sx={{ flexShrink: 0 }}
        />
        {/* The chip's bare number means little when read out; this says "3 orders". */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('count', { count: orders.length })}
        </Box>
      </Stack>
      <Stack spacing={1} sx={{ px: 0.75, pb: 0.75, flexGrow: 1, minHeight: 96, maxHeight: '70vh', overflowY: 'auto' }}>
        {orders.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('empty')}
            </Typography>
          </Box>
        ) : (
          <>
            {orders.slice(0, shown).map((order) => (
              <OrderCard key={order._id} order={order} column={column} {...actions} />
            ))}
            {hidden > 0 && <MoreCards hidden={hidden} onMore={() => setShown((n) => n + CARDS_STEP)} />}
          </>
        )}
      </Stack>
    </Paper>
  );
});
