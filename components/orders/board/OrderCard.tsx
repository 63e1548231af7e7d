'use client';
import { useDraggable } from '@dnd-kit/core';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import RoomServiceOutlinedIcon from '@mui/icons-material/RoomServiceOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Box, ButtonBase, Card, Chip, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { memo, type HTMLAttributes, type Ref } from 'react';
import type { BoardColumn, Order, OrderAction, OrderType } from '@/lib/contract';
import { StatusMenu } from './StatusMenu';

const typeIcons: Record<OrderType, typeof ShoppingBagOutlinedIcon> = {
  pickup: ShoppingBagOutlinedIcon,
  delivery: DeliveryDiningOutlinedIcon,
  dine_in: RestaurantOutlinedIcon,
  catering: RoomServiceOutlinedIcon,
};

export interface CardActions {
  money: (cents: number) => string;
  now: Date;
  /** "Due Mon 23, 1:15 PM": the board builds it once, in the location's time zone. */
  dueLabel: (due: Date) => string;
  onOpen: (order: Order) => void;
  onAction: (order: Order, action: OrderAction) => void;
}

interface ViewProps extends CardActions {
  order: Order;
  /** The dragging copy under the pointer: no handlers, lifted look. */
  overlay?: boolean;
  /** The card left in place while its copy is dragged. */
  placeholder?: boolean;
  rootRef?: Ref<HTMLDivElement>;
  rootProps?: HTMLAttributes<HTMLElement>;
  handleRef?: Ref<HTMLButtonElement>;
  handleProps?: HTMLAttributes<HTMLElement>;
}

// A badge never gives way: on a narrow column it goes under the number rather than shrinking.
const BADGE_SX = { height: 20, fontWeight: 700, flexShrink: 0, '& .MuiChip-label': { overflow: 'visible' } } as const;

/**
 * One order on the board: number, NEW and test badges, customer, type, items, age or due time,
 * total. Laid out for a column of about 140 px (six columns on a 1024 px tablet): lines wrap
 * rather than run out of the card. Memoised: a drag re-renders the columns, not 500 cards.
 */
export const OrderCardView = memo(function OrderCardView({
  order,
  overlay,
  placeholder,
  rootRef,
  rootProps,
  handleRef,
  handleProps,
  money,
  now,
  dueLabel,
  onOpen,
  onAction,
}: ViewProps) {
  const t = useTranslations('orderBoard');
  const format = useFormatter();
  const TypeIcon = typeIcons[order.type];
  const items = order.items.reduce((n, i) => n + i.quantity, 0);
  const when = order.scheduled_at
    ? dueLabel(new Date(order.scheduled_at))
    : // A clock a little behind the server's must not say "in 4 sec." of an order just placed.
      format.relativeTime(new Date(Math.min(Date.parse(order.created_at), now.getTime())), { now, style: 'short' });
  const number = t('card.number', { number: order.order_number });
  return (
    <Card
      ref={rootRef}
      {...rootProps}
      variant="outlined"
      data-order-id={order._id}
      sx={{
        opacity: placeholder ? 0.4 : 1,
        borderColor: order.isNew ? 'warning.main' : undefined,
        borderWidth: order.isNew ? 2 : 1,
        boxShadow: overlay ? 6 : undefined,
        cursor: overlay ? 'grabbing' : 'grab',
        touchAction: 'manipulation',
        // The column's list is a scrolling flex column: cards keep their height and it scrolls.
        flexShrink: 0,
        // Cards scrolled out of a long column cost no style or layout work (500 orders).
        contentVisibility: overlay ? undefined : 'auto',
        containIntrinsicSize: 'auto 112px',
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'start', p: 0.25 }}>
        <ButtonBase
          ref={handleRef}
          {...handleProps}
          aria-label={t('card.handle', { number: order.order_number })}
          sx={{
            borderRadius: 1,
            p: 0.25,
            mt: 0.25,
            color: 'text.secondary',
            cursor: 'grab',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </ButtonBase>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, pt: 0.5, pl: 0.25 }}>
          <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', lineHeight: '20px' }}>
            {number}
          </Typography>
          {order.isNew && <Chip label={t('card.new')} color="warning" size="small" sx={BADGE_SX} />}
          {order.is_test && <Chip label={t('card.test')} size="small" variant="outlined" sx={BADGE_SX} />}
        </Stack>
        {!overlay && <StatusMenu order={order} onAction={onAction} />}
      </Box>
      <ButtonBase
        aria-label={t('card.open', { number: order.order_number })}
        onClick={() => onOpen(order)}
        disabled={overlay}
        sx={{ display: 'block', width: '100%', textAlign: 'left', px: 1, pb: 1, pt: 0.25 }}
      >
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {order.customer_name}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, color: 'text.secondary', mt: 0.25 }}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <TypeIcon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2">{t(`types.${order.type}`)}</Typography>
          </Stack>
          {/* No separator: in a narrow column the count goes to the next line, where a dot would dangle. */}
          <Typography variant="body2">{t('card.items', { count: items })}</Typography>
        </Stack>
        <Stack
          direction="row"
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, mt: 0.5 }}
        >
          {/* The server rendered the age a moment earlier; the 30 s tick corrects it. */}
          <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
            {when}
          </Typography>
          <Typography sx={{ fontWeight: 700, ml: 'auto' }}>{money(order.total)}</Typography>
        </Stack>
      </ButtonBase>
    </Card>
  );
});

/** A card that can be dragged: by pointer anywhere on it, by keyboard from its handle only. */
export function OrderCard({ order, column, ...actions }: CardActions & { order: Order; column: BoardColumn }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: order._id,
    data: { column, order },
  });
  return (
    <OrderCardView
      order={order}
      placeholder={isDragging}
      rootRef={setNodeRef}
      rootProps={listeners}
      handleRef={setActivatorNodeRef}
      handleProps={attributes as HTMLAttributes<HTMLElement>}
      {...actions}
    />
  );
}
