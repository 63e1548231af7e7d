'use client';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Order, OrderAction } from '@/lib/contract';
import { actionsFor } from './board-moves';
import { CardIcon, iconPaths } from './CardIcon';
import css from './order-card.module.css';

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
        onClick={(e) => {
          e.stopPropagation();
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <CardIcon path={iconPaths.more} className={css.icon} />
      </button>
      {opened && (
        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {actions.map((action) => (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(order, action);
              }}
              sx={action === 'cancel' ? { color: 'error.main' } : undefined}
            >
              <ListItemText>{t(`actions.${action}`)}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
