import { createTranslator } from 'next-intl';
import { dueParts, type DueParts } from '@/components/orders/board/due-label';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const ZONE = 'America/Toronto';
// Sunday 22 November 2026, 10:00 in Toronto.
const now = new Date('2026-11-22T15:00:00Z');

/** The card's sentence, as useDueLabel builds it from the parts. */
function sentence(locale: 'en' | 'fr', parts: DueParts) {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'orderBoard.card' });
  if (parts.kind === 'today') return t('due', { time: parts.time });
  if (parts.kind === 'week') return t('dueDay', parts);
  return t('dueDate', parts);
}
const label = (locale: 'en' | 'fr', due: string, zone = ZONE) =>
  sentence(locale, dueParts(new Date(due), now, locale, zone));

describe('the board card’s due time', () => {
  it('reads weekday, day and time within the week (“Due Mon 23, 1:15 PM”), in English and French', () => {
    expect(label('en', '2026-11-23T18:15:00Z')).toBe('Due Mon 23, 1:15 PM');
    expect(label('fr', '2026-11-23T18:15:00Z')).toBe('Pour lun. 23 à 13:15');
  });

  it('is the time alone today', () => {
    expect(label('en', '2026-11-22T19:30:00Z')).toBe('Due 2:30 PM');
    expect(label('fr', '2026-11-22T19:30:00Z')).toBe('Pour 14:30');
  });

  it('counts days in the location’s time zone, not the viewer’s', () => {
    // 03:30 UTC on the 23rd is still the evening of the 22nd in Toronto (today), but the 23rd in Paris.
    expect(label('en', '2026-11-23T03:30:00Z')).toBe('Due 10:30 PM');
    expect(label('en', '2026-11-23T03:30:00Z', 'Europe/Paris')).toBe('Due Mon 23, 4:30 AM');
  });

  it('names an overdue order’s day too, and gives the date beyond a week', () => {
    expect(label('en', '2026-11-20T17:00:00Z')).toBe('Due Fri 20, 12:00 PM');
    expect(label('en', '2026-12-01T17:00:00Z')).toBe('Due Dec 1, 12:00 PM');
    expect(label('fr', '2026-12-01T17:00:00Z')).toBe('Pour le 1 déc. à 12:00');
  });
});
