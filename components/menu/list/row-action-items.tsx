/** Every action a menu row can offer; each row lists its own, in the order shown. */
export type MenuRowAction = 'edit' | 'addItem' | 'clone' | 'copy' | 'moveUp' | 'moveDown' | 'delete';

/** One entry of a row's actions menu (its icon is row-action-icons', loaded with the menu). */
export interface RowAction {
  id: MenuRowAction;
  label: string;
  disabled?: boolean;
  /** Deletes are coloured as such. */
  danger?: boolean;
}

const LABELS: Record<MenuRowAction, string> = {
  edit: 'actions.edit',
  addItem: 'actions.addItem',
  clone: 'actions.clone',
  copy: 'actions.copyToLocation',
  moveUp: 'actions.moveUp',
  moveDown: 'actions.moveDown',
  delete: 'actions.delete',
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
    label: t(LABELS[id]),
    disabled: stuck[id],
    danger: id === 'delete',
  }));
}
