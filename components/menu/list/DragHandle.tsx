'use client';
import { useDraggable } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';
import styles from './menu-rows.module.css';
import { RowFrame, type RowFrameProps } from './RowFrame';

type Drag = ReturnType<typeof useDraggable>;
type HandleProps = Pick<Drag, 'setActivatorNodeRef' | 'attributes' | 'listeners'> & { disabled: boolean };

const HandleContext = createContext<HandleProps | null>(null);

/**
 * A row that can be dragged. dnd-kit re-renders every draggable when a drag starts or moves;
 * only this frame and the handle follow it, while the row's content (its `children`, made by
 * the list) stays as rendered.
 */
export function DraggableRow({
  rowKey,
  disabled,
  children,
  ...frame
}: Omit<RowFrameProps, 'nodeRef' | 'dragging'> & { disabled: boolean; children: ReactNode }) {
  const t = useTranslations('menu.reorder');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: rowKey,
    disabled,
    attributes: { roleDescription: t('roleDescription') },
  });
  const handle = useMemo(
    () => ({ setActivatorNodeRef, attributes, listeners, disabled }),
    [setActivatorNodeRef, attributes, listeners, disabled],
  );
  return (
    <HandleContext.Provider value={handle}>
      <RowFrame {...frame} rowKey={rowKey} nodeRef={setNodeRef} dragging={isDragging}>
        {children}
      </RowFrame>
    </HandleContext.Provider>
  );
}

/**
 * Pointer: press and move a few pixels. Keyboard: Space or Enter picks up, arrows move, Space
 * or Enter drops, Escape cancels (dnd-kit's instructions are read out on focus).
 */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { setActivatorNodeRef, attributes, listeners, disabled } = handle;
  return (
    <PlainIconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-drag-handle
      disabled={disabled}
      size="small"
      // touch-action: the pointer sensor, not the browser, handles a finger moving on the handle.
      className={styles.handle}
    >
      <PlainIcon path={menuIcons.drag} small />
    </PlainIconButton>
  );
}
