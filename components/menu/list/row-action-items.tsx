import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Edit from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import type { RowAction } from './RowActions';

/** Every action a menu row can offer; each row lists its own, in the order shown. */
export type MenuRowAction = 'edit' | 'addItem' | 'clone' | 'copy' | 'moveUp' | 'moveDown' | 'delete';

const ACTIONS: Record<MenuRowAction, { label: string; icon: ReactNode }> = {
  edit: { label: 'actions.edit', icon: <Edit fontSize="small" /> },
  addItem: { label: 'actions.addItem', icon: <Add fontSize="small" /> },
  clone: { label: 'actions.clone', icon: <ContentCopy fontSize="small" /> },
  copy: { label: 'actions.copyToLocation', icon: <DriveFileMove fontSize="small" /> },
  moveUp: { label: 'actions.moveUp', icon: <ArrowUpward fontSize="small" /> },
  moveDown: { label: 'actions.moveDown', icon: <ArrowDownward fontSize="small" /> },
  delete: { label: 'actions.delete', icon: <DeleteOutline fontSize="small" /> },
};

interface Place {
  /** Position among the row's siblings, and how many there are. */
  position: number;
  total: number;
  /** While searching the order on screen is not the menu's order: no moving. */
  reorderDisabled: boolean;
}

/** A row's actions for RowActions; `t` is the `menu` namespace. Moves stop at either end of the list. */
export function rowActionItems(
  ids: readonly MenuRowAction[],
  t: (key: string) => string,
  { position, total, reorderDisabled }: Place,
): RowAction[] {
  const stuck: Partial<Record<MenuRowAction, boolean>> = {
    moveUp: reorderDisabled || position === 0,
    moveDown: reorderDisabled || position === total - 1,
  };
  return ids.map((id) => ({
    id,
    label: t(ACTIONS[id].label),
    icon: ACTIONS[id].icon,
    disabled: stuck[id],
    danger: id === 'delete',
  }));
}
