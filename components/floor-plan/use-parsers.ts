'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import {
  ELEMENT_SIZE_MAX,
  ELEMENT_SIZE_MIN,
  LABEL_TEXT_MAX,
  ROOM_SIZE_MAX,
  ROOM_SIZE_MIN,
  SEATS_MAX,
  TABLE_NUMBER_PATTERN,
} from '@/lib/contract/plain/floor-plan';
import { numberParser } from './CommitField';

/**
 * What the editor's fields accept, with the contract's limits and the texts the API would answer
 * (validation.floor*): a value the fields let through is one the save accepts.
 */
export function useParsers() {
  const t = useTranslations();
  return useMemo(() => {
    const invalid = t('floorPlan.properties.number_invalid');
    const integer = t('floorPlan.properties.integer_invalid');
    return {
      seats: numberParser({ invalid, integer, range: t('validation.floorSeats') }, 1, SEATS_MAX, true),
      size: numberParser({ invalid, range: t('validation.floorElementSize') }, ELEMENT_SIZE_MIN, ELEMENT_SIZE_MAX),
      roomSize: numberParser({ invalid, range: t('validation.floorRoomSize') }, ROOM_SIZE_MIN, ROOM_SIZE_MAX),
      position: numberParser({ invalid, range: t('validation.floorPosition') }, 0, ROOM_SIZE_MAX),
      // Any angle typed is taken: 370 is 10, -90 is 270 (snap.ts normalizes it).
      angle: numberParser({ invalid, range: t('validation.floorAngle') }, -3600, 3600),
      tableNumber: (text: string) =>
        TABLE_NUMBER_PATTERN.test(text.trim()) ? { value: text.trim() } : { error: t('validation.floorTableNumber') },
      labelText: (text: string) =>
        text.trim().length >= 1 && text.trim().length <= LABEL_TEXT_MAX
          ? { value: text.trim() }
          : { error: t('validation.floorLabelText') },
    };
  }, [t]);
}

export type Parsers = ReturnType<typeof useParsers>;
