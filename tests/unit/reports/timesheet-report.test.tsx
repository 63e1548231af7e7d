import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseHours } from '@/components/reports/timesheet/hours';
import { DEFAULT_DAILY_LIMIT, readTimesheetFilters } from '@/components/reports/timesheet/timesheet-url';
import { TimesheetReportScreen } from '@/components/reports/timesheet/TimesheetReportScreen';
import { DEFAULT_DAILY_LIMIT_MINUTES } from '@/lib/contract';
import { downloadText } from '@/lib/download';
import { pushed, resetUrl } from '../support/nav-mock';
import { chooseOption, exportedLines, renderReport } from './render-report';
import { askedOf, ok, serveReport } from './serve-report';
import { timesheetReport } from './staff-report-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.Mock;

jest.setTimeout(60_000);

const PATH = '/api/v1/timesheet/report';
const RANGE = 'range=custom&from=2026-03-06&to=2026-03-08';

/** The report filtered as asked: one member's row only when staff_id is sent. */
function serve() {
  return serveReport({
    [`GET ${PATH}`]: (q) => {
      const all = timesheetReport({ daily_limit: Number(q.get('daily_limit')) });
      const id = q.get('staff_id');
      return ok(id ? { ...all, staff: all.staff.filter((s) => s.staff_id === id) } : all);
    },
  });
}

const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

beforeEach(() => {
  resetUrl(`/reports/timesheet?${RANGE}`);
  download.mockClear();
});

describe('TimesheetReportScreen', () => {
  test('hours per member and per day in h:mm, regular and overtime, totals; open shifts flagged', async () => {
    const fetchMock = serve();
    renderReport(<TimesheetReportScreen />);
    const members = await screen.findByRole('table', { name: 'Hours per team member' });
    expect(askedOf(fetchMock, PATH)).toEqual([{ from: '2026-03-06', to: '2026-03-08', daily_limit: '480' }]);

    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Team member', 'Days', 'Shifts', 'Hours', 'Regular', 'Overtime', 'Open shifts']);
    expect(row(members, /Ana Aubin/)).toHaveTextContent('Ana Aubin3415:0013:002:001 open shift');
    expect(row(members, /Ben Boucher/)).toHaveTextContent('Ben Boucher119:308:001:300');
    expect(within(members).getAllByRole('row').at(-1)).toHaveTextContent('Total4524:3021:003:301');

    // Each member's days, the shift still clocked in flagged on its day.
    const ana = screen.getByRole('table', { name: 'Hours of Ana Aubin by day' });
    expect(row(ana, /Mar 6, 2026/)).toHaveTextContent('Mar 6, 2026210:008:002:000');
    expect(row(ana, /Mar 8, 2026/)).toHaveTextContent('Mar 8, 202610:000:000:001 open shift');
    expect(screen.getByRole('table', { name: 'Hours of Ben Boucher by day' })).toHaveTextContent('Mar 7, 2026');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      '1 shift is still clocked in: its time is not counted until the clock-out is entered.',
    );
    expect(within(alert).getByRole('link', { name: 'Fix them in Timesheets' })).toHaveAttribute(
      'href',
      '/manage/timesheets',
    );
    const overtime = screen.getByText('Overtime', { selector: 'dt' }).closest('[data-figure]') as HTMLElement;
    expect(overtime).toHaveTextContent('3:30Past 8:00 in a day');
  });

  test('choosing a member puts staff_id in the URL and in the request', async () => {
    const fetchMock = serve();
    renderReport(<TimesheetReportScreen />);
    await screen.findByRole('table', { name: 'Hours per team member' });
    // Every member of the location is offered, with or without hours.
    const options = within(screen.getByRole('combobox', { name: 'Team member' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Everyone', 'Ana Aubin', 'Ben Boucher', 'Cleo Caron']);
    chooseOption('Team member', 'Ben Boucher');

    expect(pushed).toEqual([`/reports/timesheet?${RANGE}&staff_id=ben`]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Hours of Ana Aubin by day' })).toBeNull());
    expect(askedOf(fetchMock, PATH).at(-1)).toEqual({
      from: '2026-03-06',
      to: '2026-03-08',
      staff_id: 'ben',
      daily_limit: '480',
    });
    expect(screen.getByRole('combobox', { name: 'Team member' })).toHaveDisplayValue('Ben Boucher');
  });

  test('the daily limit is typed in hours and sent in minutes; a limit past 24 hours is refused', async () => {
    const fetchMock = serve();
    renderReport(<TimesheetReportScreen />);
    await screen.findByRole('table', { name: 'Hours per team member' });
    const limit = screen.getByRole('textbox', { name: 'Overtime after' });
    expect(limit).toHaveValue('8:00');
    // The unit sits in the field; a phone offers its keypad with a decimal mark.
    expect(limit.parentElement).toHaveTextContent('/ day');
    expect(limit).toHaveAttribute('inputmode', 'decimal');
    expect(limit).not.toBeInvalid();

    fireEvent.change(limit, { target: { value: '25' } });
    fireEvent.keyDown(limit, { key: 'Enter' });
    expect(await screen.findByText('Enter a daily limit between 1 minute and 24 hours.')).toBeInTheDocument();
    expect(limit).toBeInvalid();
    expect(limit).toHaveAccessibleDescription('Enter a daily limit between 1 minute and 24 hours.');
    expect(pushed).toEqual([]);

    fireEvent.change(limit, { target: { value: '7,5' } });
    fireEvent.blur(limit);
    expect(pushed).toEqual([`/reports/timesheet?${RANGE}&daily_limit=450`]);
    await waitFor(() => expect(askedOf(fetchMock, PATH).at(-1)).toMatchObject({ daily_limit: '450' }));
    expect(screen.getByRole('textbox', { name: 'Overtime after' })).toHaveValue('7:30');
    expect(screen.queryByText('Enter a daily limit between 1 minute and 24 hours.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Overtime after' })).not.toBeInvalid();
  });

  test('the CSV holds what the page shows: members, then each one’s days, hours as h:mm', async () => {
    serve();
    renderReport(<TimesheetReportScreen />);
    await screen.findByRole('table', { name: 'Hours per team member' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.mock.calls[0]![1]).toBe('timesheet-report-2026-03-06-to-2026-03-08.csv');
    expect(exportedLines(download)).toEqual([
      'Timesheet Report,Downtown,2026-03-06,2026-03-08',
      '',
      'Hours per team member',
      'Team member,Days,Shifts,Hours,Regular,Overtime,Open shifts',
      'Ana Aubin,3,4,15:00,13:00,2:00,1',
      'Ben Boucher,1,1,9:30,8:00,1:30,0',
      'Total,4,5,24:30,21:00,3:30,1',
      '',
      'Hours of Ana Aubin by day',
      'Day,Shifts,Hours,Regular,Overtime,Open shifts',
      '2026-03-06,2,10:00,8:00,2:00,0',
      '2026-03-07,1,5:00,5:00,0:00,0',
      '2026-03-08,1,0:00,0:00,0:00,1',
      'Total,4,15:00,13:00,2:00,1',
      '',
      'Hours of Ben Boucher by day',
      'Day,Shifts,Hours,Regular,Overtime,Open shifts',
      '2026-03-07,1,9:30,8:00,1:30,0',
      'Total,1,9:30,8:00,1:30,0',
      '',
    ]);
  });

  test('in French: the open shift flagged and the alert leading to the timesheets', async () => {
    serve();
    renderReport(<TimesheetReportScreen />, 'fr');
    const members = await screen.findByRole('table', { name: "Heures par membre de l'équipe" });
    expect(row(members, /Ana Aubin/)).toHaveTextContent('1 quart ouvert');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("1 quart n'est pas encore fermé : sa durée n'est pas comptée");
    expect(within(alert).getByRole('link', { name: 'Les corriger dans Feuilles de temps' })).toHaveAttribute(
      'href',
      '/manage/timesheets',
    );
  });

  test('in French, and a member without hours gets the empty state', async () => {
    resetUrl(`/reports/timesheet?${RANGE}&staff_id=cleo`);
    serve();
    renderReport(<TimesheetReportScreen />, 'fr');
    expect(await screen.findByRole('heading', { name: 'Aucune heure sur cette période' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Ce membre de l'équipe n'a pas pointé à cet établissement ces jours-là. Choisissez une autre période ou tout le monde.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "Membre de l'équipe" })).toHaveDisplayValue('Cleo Caron');
    const limit = screen.getByRole('textbox', { name: 'Heures sup. après' });
    expect(limit).toHaveValue('8:00');
    expect(limit.parentElement).toHaveTextContent('/ jour');
  });
});

test('a stale link to a member no longer here: the failure says why, and Everyone is still a choice', async () => {
  resetUrl(`/reports/timesheet?${RANGE}&staff_id=gone`);
  serveReport({
    [`GET ${PATH}`]: (q) =>
      q.get('staff_id')
        ? {
            status: 422,
            body: {
              message: 'Choose a team member of this location.',
              errors: { staff_id: ['Choose a team member of this location.'] },
            },
          }
        : ok(timesheetReport()),
  });
  renderReport(<TimesheetReportScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The report could not be loaded. Choose a team member of this location.',
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  const member = screen.getByRole('combobox', { name: 'Team member' });
  expect(member).toHaveDisplayValue('Selected member');
  chooseOption('Team member', 'Everyone');
  expect(pushed).toEqual([`/reports/timesheet?${RANGE}`]);
  expect(await screen.findByRole('table', { name: 'Hours per team member' })).toBeInTheDocument();
});

describe('the daily limit as typed and in the URL', () => {
  test('hours, hours and minutes, decimals with either mark; nothing else', () => {
    expect(['8', '7:30', '7h30', '7.5', '7,5', ' 10 ', '0:45', ',5'].map(parseHours)).toEqual([
      480, 450, 450, 450, 450, 600, 45, 30,
    ]);
    expect(['', 'abc', '7:75', '-1', '8:3', '1.234'].map(parseHours)).toEqual([null, null, null, null, null, null]);
  });

  test('an unreadable or out-of-range URL limit falls back to the API’s default', () => {
    expect(DEFAULT_DAILY_LIMIT).toBe(DEFAULT_DAILY_LIMIT_MINUTES);
    const read = (q: string) => readTimesheetFilters(new URLSearchParams(q));
    expect(read('daily_limit=540&staff_id=ben')).toEqual({ dailyLimit: 540, staffId: 'ben' });
    for (const bad of ['0', '1441', 'abc', '7.5', ''])
      expect(read(`daily_limit=${bad}`)).toEqual({ dailyLimit: 480, staffId: null });
  });
});
