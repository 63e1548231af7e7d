'use client';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { IconButton } from '@mui/material';
import { useTranslations } from 'next-intl';

interface Props {
  /** What is moved, as the buttons' labels name it ("image 2", "Do you deliver?"). */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
}

/**
 * Earlier / later buttons: reordering with the keyboard or a screen reader as well as the mouse,
 * one step at a time (the list says where the entry went in its live region).
 */
export function MoveButtons({ name, index, count, disabled, onMove }: Props) {
  const t = useTranslations('websiteManager.move');
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('up', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('down', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}
