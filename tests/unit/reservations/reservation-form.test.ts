import { reservationForm } from '@/components/reservations/form-schema';
import { serverFields, toFormValues, type ReservationFormIn } from '@/components/reservations/form-values';
import { RESERVATION_DEFAULTS, type ReservationSettings } from '@/lib/contract/reservations';

const SAVED: ReservationSettings = {
  ...RESERVATION_DEFAULTS,
  deposit_settings: { type: 'per_person', amount: 1250, from_party_size: 8 },
  reservation_hours: [{ _id: 'h1', day: 5, opens_at: '17:00', closes_at: '22:00' }],
  block_dates: [],
};

const typed = (change: Partial<ReservationFormIn> = {}): ReservationFormIn => ({
  ...toFormValues(SAVED, 'en'),
  ...change,
});

/** The form's refusals as field → validation key. */
function refusals(values: ReservationFormIn) {
  const parsed = reservationForm.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the reservation setup form', () => {
  test('shows the server copy as typed text: numbers, the deposit in dollars in the viewer’s language', () => {
    expect(toFormValues(SAVED, 'en')).toMatchObject({
      reservation_interval: '15',
      maximum_time_to_book: '30',
      deposit_settings: { type: 'per_person', amount: '12.50', from_party_size: '8' },
      reservation_hours: [{ day: 5, opens_at: '17:00', closes_at: '22:00' }],
    });
    expect(toFormValues(SAVED, 'fr').deposit_settings.amount).toBe('12,50');
    // No deposit and no amount: the field starts empty rather than at 0.00.
    const none = { ...SAVED, deposit_settings: { type: 'none', amount: 0, from_party_size: 1 } } as const;
    expect(toFormValues(none, 'en').deposit_settings.amount).toBe('');
  });

  test('turns what was typed into the request: whole numbers, the deposit in cents, the colour in lower case', () => {
    const out = reservationForm.parse(
      typed({
        reservation_interval: ' 30 ',
        meal_duration: '120',
        theme_color: '#AA3300',
        deposit_settings: { type: 'per_booking', amount: '25,5', from_party_size: '8' },
      }),
    );
    expect(out).toMatchObject({
      reservation_interval: 30,
      meal_duration: 120,
      theme_color: '#aa3300',
      deposit_settings: { type: 'per_booking', amount: 2550, from_party_size: 8 },
      reservation_hours: [{ day: 5, opens_at: '17:00', closes_at: '22:00' }],
    });
    // Without a deposit an empty amount is no amount.
    expect(
      reservationForm.parse(typed({ deposit_settings: { type: 'none', amount: '', from_party_size: '1' } }))
        .deposit_settings,
    ).toEqual({ type: 'none', amount: 0, from_party_size: 1 });
  });

  test.each([
    [{ reservation_interval: '30', meal_duration: '20' }, { meal_duration: 'validation.reservationMealShorter' }],
    [{ reservation_interval: '' }, { reservation_interval: 'validation.reservationInterval' }],
    [{ reservation_interval: '7.5' }, { reservation_interval: 'validation.reservationInterval' }],
    [
      { minimum_time_to_book: '4320', maximum_time_to_book: '2' },
      { maximum_time_to_book: 'validation.reservationAheadOrder' },
    ],
    [{ min_party_size: '6', max_party_size: '4' }, { max_party_size: 'validation.reservationPartyOrder' }],
    [
      { is_restaurant_message: true, restaurant_message: ' ' },
      { restaurant_message: 'validation.reservationMessageRequired' },
    ],
    [{ theme_color: 'red' }, { theme_color: 'validation.hexColor' }],
    [
      { deposit_settings: { type: 'per_person', amount: 'abc', from_party_size: '8' } },
      { 'deposit_settings.amount': 'validation.money' },
    ],
    [
      { deposit_settings: { type: 'per_person', amount: '', from_party_size: '8' } },
      { 'deposit_settings.amount': 'validation.required' },
    ],
    [
      { deposit_settings: { type: 'per_person', amount: '1000.01', from_party_size: '8' } },
      { 'deposit_settings.amount': 'validation.reservationDepositAmount' },
    ],
    [
      { deposit_settings: { type: 'per_person', amount: '10', from_party_size: '11' } },
      { 'deposit_settings.from_party_size': 'validation.reservationDepositParty' },
    ],
    [
      {
        reservation_hours: [
          { day: 6, opens_at: '22:00', closes_at: '02:00' },
          { day: 0, opens_at: '01:00', closes_at: '03:00' },
        ],
      },
      { 'reservation_hours.1.opens_at': 'validation.hoursOverlap' },
    ],
    [
      { reservation_hours: [{ day: 1, opens_at: '18:00', closes_at: '18:00' }] },
      { 'reservation_hours.0.closes_at': 'validation.hoursZeroLength' },
    ],
  ] as [Partial<ReservationFormIn>, Record<string, string>][])('%j is refused on its field: %j', (change, expected) => {
    expect(refusals(typed(change))).toEqual(expected);
  });

  test('a server error may name any setting and each window sent', () => {
    const fields = serverFields(2);
    expect(fields).toEqual(
      expect.arrayContaining([
        'meal_duration',
        'deposit_settings.amount',
        'background_image_url',
        'reservation_hours.1.opens_at',
        'reservation_hours.1.closes_at',
      ]),
    );
    expect(fields).not.toContain('reservation_hours.2.opens_at');
  });
});
