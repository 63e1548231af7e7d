'use client';
import { useDraggable } from '@dnd-kit/core';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import RoomServiceOutlinedIcon from '@mui/icons-material/RoomServiceOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Box, ButtonBase, Card, Chip, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import type { HTMLAttributes, Ref } from 'react';
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

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/** One order on the board: number, customer, type, total, age or due time, items, NEW badge. */
export function OrderCardView({
  order,
  overlay,
  placeholder,
  rootRef,
  rootProps,
  handleRef,
  handleProps,
  money,
  now,
  onOpen,
  onAction,
}: ViewProps) {
  const t = useTranslations('orderBoard');
  const format = useFormatter();
  const TypeIcon = typeIcons[order.type];
  const items = order.items.reduce((n, i) => n + i.quantity, 0);
  const due = order.scheduled_at ? new Date(order.scheduled_at) : null;
  const when = due
    ? t('card.due', {
        time: format.dateTime(
          due,
          sameDay(due, now)
            ? { hour: 'numeric', minute: '2-digit' }
            : { weekday: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
        ),
      })
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
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 0.5, pr: 0.5, pt: 0.5 }}>
        <ButtonBase
          ref={handleRef}
          {...handleProps}
          aria-label={t('card.handle', { number: order.order_number })}
          sx={{
            flexShrink: 0,
            borderRadius: 1,
            p: 0.5,
            color: 'text.secondary',
            cursor: 'grab',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </ButtonBase>
        <Typography component="span" sx={{ fontWeight: 700, ml: 0.5, whiteSpace: 'nowrap' }}>
          {number}
        </Typography>
        {/* Badges give way (ellipsis) before the status button does: it must stay reachable. */}
        {order.isNew && (
          <Chip
            label={t('card.new')}
            color="warning"
            size="small"
            sx={{ ml: 1, height: 20, fontWeight: 700, minWidth: 0 }}
          />
        )}
        {order.is_test && (
          <Chip label={t('card.test')} size="small" variant="outlined" sx={{ ml: 0.5, height: 20, minWidth: 0 }} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 4 }} />
        {!overlay && <StatusMenu order={order} onAction={onAction} />}
      </Stack>
      <ButtonBase
        aria-label={t('card.open', { number: order.order_number })}
        onClick={() => onOpen(order)}
        disabled={overlay}
        sx={{ display: 'block', width: '100%', textAlign: 'left', px: 1.5, pb: 1.25, pt: 0.25 }}
      >
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {order.customer_name}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.25 }}>
          <TypeIcon sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2">{t(`types.${order.type}`)}</Typography>
          <Typography variant="body2" aria-hidden>
            ·
          </Typography>
          <Typography variant="body2">{t('card.items', { count: items })}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 0.5 }}>
          {/* The server rendered the age a moment earlier; the 30 s tick corrects it. */}
          <Typography variant="body2" color="text.secondary" noWrap suppressHydrationWarning>
            {when}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{money(order.total)}</Typography>
        </Stack>
      </ButtonBase>
    </Card>
  );
}

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
