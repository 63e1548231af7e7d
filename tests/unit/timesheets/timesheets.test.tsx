import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TimesheetManager } from '@/components/timesheets/TimesheetManager';
import { hoursText } from '@/components/timesheets/time-text';
import type { Timesheet, TimesheetsReply } from '@/lib/contract';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.setTimeout(20_000);

const late: Timesheet = {
  id: 's1',
  staff_id: 'm1',
  date: '2026-03-06',
  from: '18:00',
  to: '01:00',
  ends_next_day: true,
  minutes: 420,
  missed_clock_out: false,
};
const open: Timesheet = {
  ...late,
  id: 's2',
  staff_id: 'm2',
  from: '16:00',
  to: null,
  ends_next_day: false,
  minutes: null,
  missed_clock_out: true,
};
const day: TimesheetsReply = {
  date: '2026-03-06',
  timesheets: [late, open],
  staff: [
    { staff_id: 'm1', name: 'Sam Staff', email: 'sam@x.test', total_minutes: 420 },
    { staff_id: 'm2', name: 'Mia Manager', email: 'mia@x.test', total_minutes: 0 },
  ],
};
const base = { 'GET /api/v1/timesheet': { status: 200, body: day } };

async function openNewShift() {
  renderScreen(<TimesheetManager initialDate="2026-03-06" />);
  // The button waits for the day's members.
  await screen.findByRole('region', { name: 'Sam Staff' });
  fireEvent.click(screen.getByRole('button', { name: 'Add a shift' }));
  return screen.findByRole('dialog', { name: 'New shift' }, { timeout: 8000 });
}

describe('TimesheetManager', () => {
  test('each member with the day total; a shift past midnight and a missed clock-out are marked', async () => {
    mockFetch(base);
    renderScreen(<TimesheetManager initialDate="2026-03-06" />);
    const sam = await screen.findByRole('region', { name: 'Sam Staff' });
    expect(within(sam).getByText('Total: 7:00 h')).toBeInTheDocument();
    expect(within(sam).getByText('18:00 – 01:00 (next day)')).toBeInTheDocument();
    const mia = screen.getByRole('region', { name: 'Mia Manager' });
    expect(within(mia).getByText('From 16:00')).toBeInTheDocument();
    expect(within(mia).getByText('Missed clock-out')).toBeInTheDocument();
  });

  test('a shift ending at 01:00 is refused until "Ends the next day" is ticked, then sent', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/timesheet/add': { status: 201, body: { timesheet: late, message: 'Shift added.' } },
    });
    const dialog = await openNewShift();
    type(within(dialog).getByLabelText(/^From/), '18:00');
    type(within(dialog).getByLabelText(/^To/), '01:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The end must come after the start/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Ends the next day (after midnight)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/timesheet/add')).toEqual({
        staff_id: 'm1',
        date: '2026-03-06',
        from: '18:00',
        to: '01:00',
        ends_next_day: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("the server's overlap lands on the From field and the typing stays", async () => {
    mockFetch({
      ...base,
      'POST /api/v1/timesheet/add': {
        status: 422,
        body: { message: 'Check the fields.', errors: { from: ['This member already has a shift at that time.'] } },
      },
    });
    const dialog = await openNewShift();
    type(within(dialog).getByLabelText(/^From/), '19:00');
    type(within(dialog).getByLabelText(/^To/), '20:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This member already has a shift at that time.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue('19:00');
  });

  test('hours of a total', () => {
    expect(hoursText(450)).toBe('7:30');
    expect(hoursText(0)).toBe('0:00');
  });
});
