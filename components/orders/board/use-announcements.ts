'use client';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BoardColumn, Order } from '@/lib/contract';

interface DragData {
  order: Order;
  column: BoardColumn;
}

const dataOf = (d: { current?: unknown } | undefined) => d?.current as DragData | undefined;

/** dnd-kit's live-region texts, translated, naming orders by number and columns by title. */
export function useAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useTranslations('orderBoard');
  return useMemo(() => {
    const number = (d: DragData | undefined) => d?.order.order_number ?? '';
    const column = (id: unknown) => t(`columns.${id as BoardColumn}`);
    return {
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          const d = dataOf(active.data);
          return t('dnd.start', { number: number(d), column: column(d?.column) });
        },
        onDragOver: ({ active, over }) =>
          over
            ? t('dnd.over', { number: number(dataOf(active.data)), column: column(over.id) })
            : t('dnd.notOver', { number: number(dataOf(active.data)) }),
        onDragEnd: ({ active, over }) => {
          const d = dataOf(active.data);
          return over
            ? t('dnd.end', { number: number(d), column: column(over.id) })
            : t('dnd.endNowhere', { number: number(d), column: column(d?.column) });
        },
        onDragCancel: ({ active }) => {
          const d = dataOf(active.data);
          return t('dnd.cancel', { number: number(d), column: column(d?.column) });
        },
      },
    };
  }, [t]);
}
