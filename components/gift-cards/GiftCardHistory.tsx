'use client';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { GiftCardHistoryProps } from './GiftCardHistoryPanel';

/** The card drawer (GiftCardHistoryPanel), loaded the first time a card's history is opened. */
export const GiftCardHistory = openedLazily<GiftCardHistoryProps>(
  () => import('./GiftCardHistoryPanel').then((m) => m.GiftCardHistoryPanel),
  (props) => props.cardId !== null,
);
