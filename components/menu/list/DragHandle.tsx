'use client';
import { useDraggable } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';
import { useTranslations } from 'next-intl';

/** The row's drag state: the row element is the dragged node, the handle starts the drag. */
export function useRowDrag(rowKey: string, disabled: boolean) {
  const t = useTranslations('menu.reorder');
  return useDraggable({ id: rowKey, disabled, attributes: { roleDescription: t('roleDescription') } });
}

type Drag = ReturnType<typeof useRowDrag>;

interface Props {
  activatorRef: Drag['setActivatorNodeRef'];
  attributes: Drag['attributes'];
  listeners: Drag['listeners'];
  label: string;
  disabled: boolean;
}

/**
 * Pointer: press and move a few pixels. Keyboard: Space or Enter picks up, arrows move, Space
 * or Enter drops, Escape cancels (dnd-kit's instructions are read out on focus).
 */
export function DragHandle({ activatorRef, attributes, listeners, label, disabled }: Props) {
  return (
    <IconButton
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
      size="small"
      // touch-action: the pointer sensor, not the browser, handles a finger moving on the handle.
      sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none', color: 'text.secondary' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
