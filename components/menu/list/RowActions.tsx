'use client';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';
import type { MenuRowAction, RowAction } from './row-action-items';

// MUI's menu (its popover and modal) loads with the first opening, not with the list (issue 11
// item 1).
const RowActionsMenu = dynamic(() => import('./RowActionsMenu').then((m) => m.RowActionsMenu), { ssr: false });

interface Props {
  /** The button's accessible name, e.g. "Actions for Burgers". */
  label: string;
  actions: RowAction[];
  onAction: (id: MenuRowAction) => void;
}

/**
 * One "more" button per row instead of a row of icons: 6,000 rows stay light, and the menu is
 * only mounted while open.
 */
export function RowActions({ label, actions, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <PlainIconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <PlainIcon path={menuIcons.more} small />
      </PlainIconButton>
      {anchor && (
        <RowActionsMenu
          id={menuId}
          anchor={anchor}
          actions={actions}
          onClose={() => setAnchor(null)}
          onAction={onAction}
        />
      )}
    </>
  );
}
