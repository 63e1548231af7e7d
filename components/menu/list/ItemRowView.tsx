'use client';
import { useTranslations } from 'next-intl';
import { memo, useState } from 'react';
import { PlainCheckbox } from '@/components/ui/PlainCheckbox';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';
import { AvailabilityChip } from './AvailabilityChip';
import { DragHandle } from './DragHandle';
import styles from './menu-rows.module.css';
import { rowActionItems } from './row-action-items';
import { RowActions } from './RowActions';
import type { ItemRow } from './rows';

const ACTIONS = ['edit', 'clone', 'moveUp', 'moveDown', 'delete'] as const;
export type ItemAction = (typeof ACTIONS)[number];

interface Props {
  row: ItemRow;
  reorderDisabled: boolean;
  selected: boolean;
  format: (cents: number) => string;
  // Callbacks take the item's ids so that one function serves every row (rows are memoised).
  onSelect: (itemIds: string[], selected: boolean) => void;
  onAction: (itemId: string, categoryId: string, action: ItemAction) => void;
}

/**
 * An item: select, drag, picture, name, price, availability, actions. Plain elements
 * (menu-rows.module.css), as every row of the list: no MUI code on its first load.
 */
export const ItemRowView = memo(function ItemRowView({
  row,
  reorderDisabled,
  selected,
  format,
  onSelect,
  onAction,
}: Props) {
  const t = useTranslations('menu');
  const { item, position, total } = row;
  const name = item.name;
  return (
    <>
      <PlainCheckbox
        checked={selected}
        onChange={(e) => onSelect([item._id], e.target.checked)}
        aria-label={t('list.selectItem', { name })}
      />
      <DragHandle label={t('reorder.handle', { name })} />
      <ItemPicture key={item.image ?? ''} src={item.image ?? undefined} />
      <div className={styles.itemText}>
        <p className={`${styles.body} ${styles.noWrap}${item.available ? '' : ` ${styles.unavailable}`}`}>{name}</p>
        {item.description && (
          <p className={`${styles.secondary} ${styles.noWrap} ${styles.description}`}>{item.description}</p>
        )}
      </div>
      <p className={`${styles.body} ${styles.price}`}>{format(item.price)}</p>
      <AvailabilityChip available={item.available} />
      <RowActions
        label={t('list.itemActions', { name })}
        onAction={(a) => onAction(item._id, row.categoryId, a as ItemAction)}
        actions={rowActionItems(ACTIONS, t, { position, total, reorderDisabled })}
      />
    </>
  );
});

/**
 * The item's picture as MUI's rounded Avatar drew it: the image, or the image icon when there is
 * none or it fails to load (keyed by the image, so a new one is tried afresh).
 */
function ItemPicture({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.avatar}>
      {src && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- an upload of any origin, 40 px, as MUI's Avatar drew it
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <PlainIcon path={menuIcons.image} small />
      )}
    </div>
  );
}
