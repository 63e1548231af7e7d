'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Order, OrderAction } from '@/lib/contract';
import { actionsFor } from './board-moves';
import { CardIcon, iconPaths } from './CardIcon';
import css from './order-card.module.css';

const loadPopup = () => import('./StatusMenuPopup').then((m) => m.StatusMenuPopup);
// MUI's menu (its popover and modal) is not in the board's code: it loads as the pointer or the
// keyboard reaches a status button, at the latest with the first opening.
const StatusMenuPopup = dynamic(loadPopup, { ssr: false });
const preload = () => void loadPopup().catch(() => undefined);

interface Props {
  order: Order;
  onAction: (order: Order, action: OrderAction) => void;
}

/**
 * The card's status button: only the moves this order's status and type allow. A plain button on
 * every card; the MUI menu is mounted on the first opening only (then kept, for its closing
 * animation), as a board of 500 orders has a hundred of these buttons and rarely opens one.
 */
export function StatusMenu({ order, onAction }: Props) {
  const t = useTranslations('orderBoard');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const actions = actionsFor(order);
  return (
    <>
      <button
        type="button"
        className={css.menu}
        aria-label={t('card.menu', { number: order.order_number })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={actions.length === 0}
        title={actions.length === 0 ? t('card.noActions') : undefined}
        // The card underneath drags and opens on click; the menu is neither.
        onPointerDown={(e) => e.stopPropagation()}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          e.stopPropagation();
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <CardIcon path={iconPaths.more} className={css.icon} />
      </button>
      {opened && (
        <StatusMenuPopup
          id={menuId}
          anchor={anchor}
          actions={actions}
          onClose={() => setAnchor(null)}
          onAction={(action) => onAction(order, action)}
        />
      )}
    </>
  );
}
