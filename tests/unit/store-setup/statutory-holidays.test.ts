/** The statutory holidays offered as suggestions, against the published calendars of 2026 and 2027. */
import {
  comingStatutoryHolidays,
  easterSunday,
  statutoryHolidaysOf,
  type StatutoryKey,
} from '@/lib/contract/statutory-holidays';

const asRecord = (list: { key: StatutoryKey; date: string }[]) => Object.fromEntries(list.map((h) => [h.key, h.date]));

describe('statutory holidays', () => {
  test('Easter by the computus (known years)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  test('Québec 2026 and 2027', () => {
    expect(asRecord(statutoryHolidaysOf(2026, 'CA', 'QC'))).toEqual({
      newYear: '2026-01-01',
      goodFriday: '2026-04-03',
      patriotsDay: '2026-05-18',
      fetenationale: '2026-06-24',
      canadaDay: '2026-07-01',
      labourDay: '2026-09-07',
      thanksgivingCA: '2026-10-12',
      christmas: '2026-12-25',
    });
    expect(asRecord(statutoryHolidaysOf(2027, 'ca', 'qc'))).toEqual({
      newYear: '2027-01-01',
      goodFriday: '2027-03-26',
      patriotsDay: '2027-05-24',
      fetenationale: '2027-06-24',
      canadaDay: '2027-07-01',
      labourDay: '2027-09-06',
      thanksgivingCA: '2027-10-11',
      christmas: '2027-12-25',
    });
  });

  test('Ontario 2026 and 2027, in date order', () => {
    expect(statutoryHolidaysOf(2026, 'CA', 'ON')).toEqual([
      { key: 'newYear', date: '2026-01-01' },
      { key: 'familyDay', date: '2026-02-16' },
      { key: 'goodFriday', date: '2026-04-03' },
      { key: 'victoriaDay', date: '2026-05-18' },
      { key: 'canadaDay', date: '2026-07-01' },
      { key: 'civicHoliday', date: '2026-08-03' },
      { key: 'labourDay', date: '2026-09-07' },
      { key: 'thanksgivingCA', date: '2026-10-12' },
      { key: 'christmas', date: '2026-12-25' },
      { key: 'boxingDay', date: '2026-12-26' },
    ]);
    expect(asRecord(statutoryHolidaysOf(2027, 'CA', 'ON'))).toMatchObject({
      familyDay: '2027-02-15',
      goodFriday: '2027-03-26',
      victoriaDay: '2027-05-24',
      civicHoliday: '2027-08-02',
      labourDay: '2027-09-06',
      thanksgivingCA: '2027-10-11',
    });
  });

  test('other provinces have their own days', () => {
    expect(asRecord(statutoryHolidaysOf(2026, 'CA', 'BC'))).toMatchObject({
      familyDay: '2026-02-16',
      bcDay: '2026-08-03',
      truthReconciliation: '2026-09-30',
      remembranceDay: '2026-11-11',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'CA', 'MB'))).toMatchObject({ louisRielDay: '2026-02-16' });
    expect(asRecord(statutoryHolidaysOf(2027, 'CA', 'YT'))).toMatchObject({
      yukonHeritageDay: '2027-02-26',
      discoveryDay: '2027-08-16',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'CA', 'YT'))).toMatchObject({ yukonHeritageDay: '2026-02-20' });
    // Québec keeps neither Family Day nor Boxing Day; an unknown province gets the federal list.
    expect(statutoryHolidaysOf(2026, 'CA', 'QC').map((h) => h.key)).not.toContain('boxingDay');
    expect(asRecord(statutoryHolidaysOf(2026, 'CA', null))).toMatchObject({
      easterMonday: '2026-04-06',
      boxingDay: '2026-12-26',
    });
  });

  test('US federal 2026 and 2027 (a state without days of its own: the federal list alone)', () => {
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'AZ'))).toEqual({
      newYear: '2026-01-01',
      mlkDay: '2026-01-19',
      presidentsDay: '2026-02-16',
      memorialDay: '2026-05-25',
      juneteenth: '2026-06-19',
      independenceDay: '2026-07-04',
      laborDay: '2026-09-07',
      columbusDay: '2026-10-12',
      veteransDay: '2026-11-11',
      thanksgivingUS: '2026-11-26',
      christmas: '2026-12-25',
    });
    expect(asRecord(statutoryHolidaysOf(2027, 'US', 'CA'))).toMatchObject({
      mlkDay: '2027-01-18',
      presidentsDay: '2027-02-15',
      memorialDay: '2027-05-31',
      laborDay: '2027-09-06',
      columbusDay: '2027-10-11',
      thanksgivingUS: '2027-11-25',
    });
  });

  test("a state's own days on top of the federal ones, 2026 and 2027", () => {
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'CA'))).toMatchObject({
      cesarChavezDay: '2026-03-31',
      dayAfterThanksgiving: '2026-11-27',
      thanksgivingUS: '2026-11-26',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'TX'))).toMatchObject({
      texasIndependenceDay: '2026-03-02',
      sanJacintoDay: '2026-04-21',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'MA'))).toMatchObject({ patriotsDayUS: '2026-04-20' });
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'LA'))).toMatchObject({
      mardiGras: '2026-02-17',
      goodFriday: '2026-04-03',
    });
    expect(asRecord(statutoryHolidaysOf(2027, 'US', 'LA')).mardiGras).toBe('2027-02-09');
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'AK'))).toMatchObject({
      sewardsDay: '2026-03-30',
      alaskaDay: '2026-10-18',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'NV')).nevadaDay).toBe('2026-10-30');
    expect(asRecord(statutoryHolidaysOf(2027, 'US', 'NV')).nevadaDay).toBe('2027-10-29');
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'HI'))).toMatchObject({
      kamehamehaDay: '2026-06-11',
      statehoodDayHawaii: '2026-08-21',
    });
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'UT')).pioneerDay).toBe('2026-07-24');
    expect(asRecord(statutoryHolidaysOf(2026, 'US', 'NY')).lincolnsBirthday).toBe('2026-02-12');
    // Another state's day is not offered.
    expect(statutoryHolidaysOf(2026, 'US', 'NY').map((h) => h.key)).not.toContain('cesarChavezDay');
  });

  test('the coming 12 months from a day, across the new year; nothing for another country', () => {
    const coming = comingStatutoryHolidays('2026-11-23', 'CA', 'QC');
    expect(coming[0]).toEqual({ key: 'christmas', date: '2026-12-25' });
    expect(coming.map((h) => h.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-03-26',
      '2027-05-24',
      '2027-06-24',
      '2027-07-01',
      '2027-09-06',
      '2027-10-11',
    ]);
    // Today counts; the same day next year does not (it is the 13th month).
    expect(comingStatutoryHolidays('2026-12-25', 'CA', 'QC').map((h) => h.date)).toContain('2026-12-25');
    expect(comingStatutoryHolidays('2026-12-25', 'CA', 'QC').map((h) => h.date)).not.toContain('2027-12-25');
    expect(comingStatutoryHolidays('2026-11-23', 'FR', null)).toEqual([]);
  });
});
