'use client';
import { useDroppable } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import type { BoardColumn as Column, Order } from '@/lib/contract';
import a11y from '@/components/ui/visually-hidden.module.css';
import css from './board-column.module.css';
import { MoreCards } from './MoreCards';
import { OrderCard, type CardActions } from './OrderCard';

/**
 * Cards a column mounts at first: a screenful on a laptop or a tablet. The server draws them and
 * the page hydrates them while it loads, so a long Completed column is not 24 cards of HTML and
 * dnd-kit hooks on the dashboard's first load. The rest come as its end nears the screen.
 */
export const FIRST_CARDS = 8;
/** Cards added each time a column's end is reached. */
export const CARDS_STEP = 24;

interface Props extends CardActions {
  column: Column;
  orders: Order[];
}

/**
 * One column of the board: a drop target with its name, its count and its cards. Memoised: the
 * board re-renders when a drag starts or ends, a column only when its orders or the drag over it
 * change. Plain elements (board-column.module.css): dnd-kit's context re-renders the six
 * columns several times per drag.
 */
export const BoardColumn = memo(function BoardColumn({ column, orders, ...actions }: Props) {
  const t = useTranslations('orderBoard');
  const { setNodeRef, isOver, active } = useDroppable({ id: column });
  const titleId = useId();
  const droppingHere = isOver && active?.data.current?.column !== column;
  const [shown, setShown] = useState(FIRST_CARDS);
  const hidden = Math.max(0, orders.length - shown);
  const warn = column === 'open_orders' && orders.length > 0;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-column={column}
      className={droppingHere ? `${css.column} ${css.dropping}` : css.column}
    >
      {/* A long name ("Confirmées (maintenant)") wraps in a narrow column; the count stays beside it. */}
      <div className={css.head}>
        <h3 id={titleId} className={css.title}>
          {t(`columns.${column}`)}
        </h3>
        <span aria-hidden className={warn ? `${css.count} ${css.countWarning}` : css.count}>
          {orders.length}
        </span>
        {/* The bare number means little when read out; this says "3 orders". */}
        <span className={a11y.visuallyHidden}>{t('count', { count: orders.length })}</span>
      </div>
      <div className={css.cards}>
        {orders.length === 0 ? (
          <p className={css.empty}>{t('empty')}</p>
        ) : (
          <>
            {orders.slice(0, shown).map((order) => (
              <OrderCard key={order._id} order={order} column={column} {...actions} />
            ))}
            {hidden > 0 && <MoreCards hidden={hidden} onMore={() => setShown((n) => n + CARDS_STEP)} />}
          </>
        )}
      </div>
    </section>
  );
});
