import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FloorCanvasProps } from '@/components/floor-plan/FloorCanvas';
import { FloorPlanScreen } from '@/components/floor-plan/FloorPlanScreen';
import type { FloorPlanReply, FloorRoom } from '@/lib/contract/floor-plan';
import type { FloorElement } from '@/lib/contract/plain/floor-plan';
import { type } from '../support/actions';
import { resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));

/**
 * The canvas (fabric, pixels) stands in as what it is given, as text, and buttons that do what a
 * mouse does on it: pick a table, drag it, drop a palette item. The e2e spec drives the real one.
 */
jest.mock('@/components/floor-plan/FloorCanvas', () => ({
  __esModule: true,
  default: (p: FloorCanvasProps) => (
    <div data-testid="fake-canvas" aria-label={p.label}>
      <output data-testid="drawn">
        {p.elements
          .map((e) => `${e._id}@${e.x},${e.y},${e.angle}${'max_seats' in e ? `/${e.max_seats}` : ''}`)
          .join(' ')}
      </output>
      <output data-testid="selected">{p.selection.join(',')}</output>
      <output data-testid="problems">{[...p.problemIds].join(',')}</output>
      <button onClick={() => p.onSelect(['t2'])}>click table 12</button>
      <button onClick={() => p.onChange([{ _id: 't1', x: 400, y: 300, width: 90, height: 90, angle: 0 }])}>
        drag table 1
      </button>
      <button onClick={() => p.onDropKind('rectangle', { x: 700, y: 500 })}>drop a rectangle</button>
    </div>
  ),
}));

jest.setTimeout(60_000);

const t1: FloorElement = {
  _id: 't1',
  x: 200,
  y: 200,
  width: 90,
  height: 90,
  angle: 0,
  kind: 'table',
  shape: 'round',
  number: '1',
  min_seats: 2,
  max_seats: 4,
};
const t2: FloorElement = {
  ...t1,
  _id: 't2',
  x: 600,
  number: '12',
  shape: 'rectangle',
  width: 180,
  height: 80,
  max_seats: 6,
};
const room = (id: string, name: string, elements: FloorElement[] = []): FloorRoom => ({
  _id: id,
  name,
  width: 1200,
  height: 800,
  elements,
  combinations: [],
  capacity: { tables: 0, min_seats: 0, max_seats: 0 },
  updated_at: '2026-01-01T00:00:00.000Z',
});
const dining = room('r1', 'Dining room', [t1, t2]);
const terrace = room('r2', 'Terrace');
const plan = (over: Partial<FloorPlanReply> = {}): FloorPlanReply => ({
  rooms: [dining, terrace],
  selectedRoom: 'r1',
  ...over,
});

const drawn = () => screen.getByTestId('drawn').textContent;
const row = (number: string) => screen.getByRole('textbox', { name: `Number of table ${number}` }).closest('tr')!;
const commit = (field: HTMLElement, value: string) => {
  type(field, value);
  fireEvent.keyDown(field, { key: 'Enter' });
};

beforeEach(() => resetUrl('/reservation/floor-plan'));

async function open(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/v1/floor-plan': { status: 200, body: plan() },
    'PUT /api/v1/floor-plan/selected-room': (body) => ({
      status: 200,
      body: plan({ selectedRoom: (body as { room_id: string }).room_id }),
    }),
    ...routes,
  });
  const view = renderScreen(<FloorPlanScreen />);
  await screen.findByTestId('fake-canvas');
  return { fetchMock, ...view };
}

describe('FloorPlanScreen', () => {
  test('the remembered room opens with its tables listed (number, shape, seats, room) and its capacity', async () => {
    await open({ 'GET /api/v1/floor-plan': { status: 200, body: plan({ selectedRoom: 'r1' }) } });
    expect(screen.getByRole('tab', { name: 'Dining room', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Terrace', selected: false })).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Tables of Dining room' });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(within(row('12')).getByRole('combobox', { name: 'Shape of table 12' })).toHaveValue('rectangle');
    expect(within(row('12')).getByRole('textbox', { name: 'Maximum seats at table 12' })).toHaveValue('6');
    expect(within(row('12')).getByText('Dining room')).toBeInTheDocument();
    expect(screen.getByTestId('room-capacity')).toHaveTextContent('2 tables · 4–10 seats');
    expect(screen.getByRole('button', { name: 'Save the room' })).toBeDisabled();
  });

  test('an edit in the list is drawn on the canvas; undo and redo (buttons and keys) follow', async () => {
    await open();
    commit(screen.getByRole('textbox', { name: 'Maximum seats at table 12' }), '8');
    expect(drawn()).toContain('t2@600,200,0/8');
    expect(screen.getByTestId('room-capacity')).toHaveTextContent('2 tables · 4–12 seats');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    expect(drawn()).toContain('t2@600,200,0/6');
    fireEvent.click(screen.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }));
    expect(drawn()).toContain('t2@600,200,0/8');
    fireEvent.keyDown(screen.getByTestId('fake-canvas'), { key: 'z', ctrlKey: true });
    expect(drawn()).toContain('t2@600,200,0/6');
    fireEvent.keyDown(screen.getByTestId('fake-canvas'), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(drawn()).toContain('t2@600,200,0/8');
  });

  test('what the mouse does on the canvas shows in the list; arrows nudge and R turns the selection', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'drag table 1' }));
    expect(within(row('1')).getByTestId('table-position')).toHaveTextContent('400 × 300 cm, 0°');

    fireEvent.click(screen.getByRole('button', { name: 'click table 12' }));
    expect(screen.getByRole('button', { name: 'Select table 12 on the plan' })).toHaveAttribute('aria-pressed', 'true');
    const canvas = screen.getByTestId('fake-canvas');
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(canvas, { key: 'r' });
    expect(drawn()).toContain('t2@620,201,15/6');
    // The nudges of one selection are one step to undo; the turn another.
    fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true });
    expect(drawn()).toContain('t2@620,201,0/6');
    fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true });
    expect(drawn()).toContain('t2@600,200,0/6');
  });

  test('the properties panel edits the selected table and the canvas follows', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Select table 1 on the plan' }));
    const panel = screen.getByRole('region', { name: 'Properties' });
    expect(within(panel).getByText('Table 1 is selected')).toBeInTheDocument();
    commit(within(panel).getByRole('textbox', { name: 'Angle (°)' }), '370');
    expect(drawn()).toContain('t1@200,200,10/4');
    commit(within(panel).getByRole('textbox', { name: 'Minimum seats' }), '0');
    expect(within(panel).getByText('Enter 1 to 50 seats.')).toBeInTheDocument();
    expect(drawn()).toContain('t1@200,200,10/4');
    // The shape (the browser's select): the list and the plan follow.
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Shape' }), { target: { value: 'rectangle' } });
    expect(within(row('1')).getByRole('combobox', { name: 'Shape of table 1' })).toHaveValue('rectangle');
  });

  test('the palette adds by click (in the middle) or by a drop (where it lands), each with the next free number', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Round table' }));
    expect(screen.getByRole('textbox', { name: 'Number of table 2' })).toBeInTheDocument();
    // In the middle of the room (no canvas to ask), its box on the 10 cm grid: 555 → 560.
    expect(drawn()).toMatch(/@605,405,0\/4/);
    fireEvent.click(screen.getByRole('button', { name: 'drop a rectangle' }));
    expect(within(row('3')).getByTestId('table-position')).toHaveTextContent('700 × 500 cm, 0°');
    expect(within(row('3')).getByRole('combobox', { name: 'Shape of table 3' })).toHaveValue('rectangle');
    // Duplicate and delete the selection from the keyboard.
    fireEvent.keyDown(screen.getByTestId('fake-canvas'), { key: 'd', ctrlKey: true });
    expect(screen.getByRole('textbox', { name: 'Number of table 4' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('fake-canvas'), { key: 'Delete' });
    expect(screen.queryByRole('textbox', { name: 'Number of table 4' })).not.toBeInTheDocument();
  });

  test('save sends the whole room; a number taken elsewhere is shown on that table', async () => {
    const { fetchMock } = await open({
      'PUT /api/v1/floor-plan/room/r1': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'elements.1.number': ['Table 12 is already in the room “Patio”: choose another number.'] },
        },
      },
    });
    commit(screen.getByRole('textbox', { name: 'Maximum seats at table 12' }), '8');
    fireEvent.click(screen.getByRole('button', { name: 'Save the room' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Table 12: Table 12 is already in the room “Patio”: choose another number.');
    expect(screen.getByRole('textbox', { name: 'Number of table 12' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('problems')).toHaveTextContent('t2');
    expect(sentBody(fetchMock, '/api/v1/floor-plan/room/r1')).toEqual({
      name: 'Dining room',
      width: 1200,
      height: 800,
      elements: [t1, { ...t2, max_seats: 8 }],
      combinations: [],
    });
  });

  test('a saved room is no longer unsaved; rules across fields are checked before any call', async () => {
    const saved = room('r1', 'Dining room', [t1, { ...t2, max_seats: 8 }]);
    const { fetchMock } = await open({
      'PUT /api/v1/floor-plan/room/r1': {
        status: 200,
        body: { ...plan({ rooms: [saved, terrace] }), message: 'Room saved.' },
      },
    });
    commit(screen.getByRole('textbox', { name: 'Number of table 12' }), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save the room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Table 1: Another table of this room has this number.');
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    commit(screen.getByRole('textbox', { name: 'Maximum seats at table 12' }), '8');
    fireEvent.click(screen.getByRole('button', { name: 'Save the room' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('rooms: add (opens it), rename, move, delete after asking; another room asks first when changes are unsaved', async () => {
    const withBar = plan({ rooms: [dining, terrace, room('r3', 'Bar')], selectedRoom: 'r3' });
    const { fetchMock } = await open({
      'POST /api/v1/floor-plan/room': { status: 201, body: { ...withBar, message: 'Room added.' } },
      'PATCH /api/v1/floor-plan/room/r3': {
        status: 200,
        body: { ...withBar, rooms: [dining, terrace, room('r3', 'Lounge')], message: 'Room renamed.' },
      },
      'PUT /api/v1/floor-plan/room-order': {
        status: 200,
        body: { ...withBar, rooms: [dining, room('r3', 'Lounge'), terrace], message: 'Room order saved.' },
      },
      'DELETE /api/v1/floor-plan/room/r3': { status: 200, body: { ...plan(), message: 'Room deleted.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    const add = await screen.findByRole('dialog', { name: 'New room' });
    type(within(add).getByLabelText(/^Room name/), 'Bar');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: 'Bar', selected: true })).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/v1/floor-plan/room')).toEqual({ name: 'Bar' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Bar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Bar' });
    type(within(rename).getByLabelText(/^Room name/), 'Lounge');
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: 'Lounge', selected: true })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Lounge' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move left' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/floor-plan/room-order')).toEqual({ room_ids: ['r1', 'r3', 'r2'] }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dining room', 'Lounge', 'Terrace']),
    );

    // Unsaved changes: opening another room asks, and staying keeps them.
    fireEvent.click(screen.getByRole('button', { name: 'Round table' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Dining room' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave Lounge without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Lounge', selected: true })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Lounge' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lounge?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the room' }));
    expect(await screen.findByRole('tab', { name: 'Dining room', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Lounge' })).not.toBeInTheDocument();
  });

  test('a combination names tables and shows the seats they give together', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a combination' }));
    const dialog = await screen.findByRole('dialog', { name: 'New combination' });
    type(within(dialog).getByLabelText(/^Name/), 'Big party');
    const tables = within(dialog).getByRole('combobox', { name: /Tables to join/ });
    fireEvent.mouseDown(tables);
    fireEvent.click(await screen.findByRole('option', { name: 'Table 1 (2–4 seats)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Table 12 (2–6 seats)' }));
    expect(within(dialog).getByText('Together: 4–10 seats')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const section = screen.getByRole('region', { name: 'Table combinations' });
    expect(await within(section).findByText('Big party · 4–10 seats')).toBeInTheDocument();
    expect(within(section).getByText('Tables 1, 12')).toBeInTheDocument();
    // Deleting a table takes it out; a combination left with one table goes.
    fireEvent.click(screen.getByRole('button', { name: 'Delete table 12' }));
    expect(within(section).getByText('No combinations yet.')).toBeInTheDocument();
    await act(async () => {});
  });
});
