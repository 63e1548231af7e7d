'use client';
import { useDraggable } from '@dnd-kit/core';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { memo, type HTMLAttributes, type Ref } from 'react';
import type { BoardColumn, Order, OrderAction } from '@/lib/contract';
import { CardIcon, iconPaths, typePaths } from './CardIcon';
import css from './order-card.module.css';
import { StatusMenu } from './StatusMenu';
import { classNames } from '@/components/ui/class-names';

export interface CardActions {
  money: (cents: number) => string;
  /** "Due Mon 23, 1:15 PM": the board builds it once, in the location's time zone. */
  dueLabel: (due: Date, now: Date) => string;
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

/**
 * One order on the board: number, NEW and test badges, customer, type, items, age or due time,
 * total. Laid out for a column of about 140 px (six columns on a 1024 px tablet): lines wrap
 * rather than run out of the card. Plain elements and a CSS module rather than MUI components
 * (order-card.module.css says why), and memoised: a drag re-renders the columns, not the cards.
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
  dueLabel,
  onOpen,
  onAction,
}: ViewProps) {
  const t = useTranslations('orderBoard');
  const items = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <div
      ref={rootRef}
      {...rootProps}
      data-order-id={order._id}
      className={classNames(css.card, order.isNew && css.new, placeholder && css.placeholder, overlay && css.overlay)}
    >
      <div className={css.head}>
        <button
          type="button"
          ref={handleRef}
          {...handleProps}
          aria-label={t('card.handle', { number: order.order_number })}
          className={css.handle}
        >
          <CardIcon path={iconPaths.drag} className={css.icon} />
        </button>
        <div className={css.title}>
          <span className={css.number}>{t('card.number', { number: order.order_number })}</span>
          {order.isNew && <span className={classNames(css.badge, css.badgeNew)}>{t('card.new')}</span>}
          {order.is_test && <span className={classNames(css.badge, css.badgeTest)}>{t('card.test')}</span>}
        </div>
        {!overlay && <StatusMenu order={order} onAction={onAction} />}
      </div>
      <button
        type="button"
        aria-label={t('card.open', { number: order.order_number })}
        onClick={() => onOpen(order)}
        disabled={overlay}
        className={css.open}
      >
        <span className={css.customer}>{order.customer_name}</span>
        {/* No separator: in a narrow column the count goes to the next line, where a dot would dangle. */}
        <span className={css.facts}>
          <span className={css.type}>
            <CardIcon path={typePaths[order.type]} className={classNames(css.icon, css.typeIcon)} />
            {t(`types.${order.type}`)}
          </span>
          <span>{t('card.items', { count: items })}</span>
        </span>
        <span className={css.foot}>
          <CardWhen order={order} dueLabel={dueLabel} />
          <span className={css.total}>{money(order.total)}</span>
        </span>
      </button>
    </div>
  );
});

/**
 * The card's age ("5 min. ago") or due time. The only part that follows the clock: its own
 * 30 s tick re-renders this line, not the card or the board (a board of 60 cards on a kitchen
 * tablet would otherwise redo every card twice a minute).
 */
function CardWhen({ order, dueLabel }: { order: Order; dueLabel: CardActions['dueLabel'] }) {
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const when = order.scheduled_at
    ? dueLabel(new Date(order.scheduled_at), now)
    : // A clock a little behind the server's must not say "in 4 sec." of an order just placed.
      format.relativeTime(new Date(Math.min(Date.parse(order.created_at), now.getTime())), { now, style: 'short' });
  return (
    // The server rendered the age a moment earlier; the tick corrects it.
    <span className={css.when} suppressHydrationWarning>
      {when}
    </span>
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
