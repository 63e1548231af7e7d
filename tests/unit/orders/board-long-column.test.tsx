import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../support/render';
import { makeBoard, makeOrder } from './board-fixtures';
import { installAudio, renderBoard } from './board-render';

jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

const column = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) => within(column(name)).queryAllByRole('button', { name: /^Open order #/ });

beforeEach(() => {
  localStorage.clear();
  installAudio();
});

describe('a long board column', () => {
  it('mounts a screenful of its 60 cards, keeps the full count, and shows the rest on demand', async () => {
    const orders = Array.from({ length: 60 }, (_v, i) => makeOrder({ _id: `o-${2001 + i}` }));
    mockFetch({
      'GET /api/v1/user': { status: 404, body: { message: 'No user.' } },
      'GET /api/v1/order': { status: 200, body: makeBoard(orders) },
    });
    renderBoard();
    // 60 orders take jsdom a while on a busy machine.
    await screen.findByRole('button', { name: 'Open order #2001' }, { timeout: 15_000 });
    expect(within(column('New')).getByText('60 orders')).toBeInTheDocument();
    expect(cardsIn('New')).toHaveLength(8);

    fireEvent.click(within(column('New')).getByRole('button', { name: '52 more orders' }));
    expect(cardsIn('New')).toHaveLength(32);
    fireEvent.click(within(column('New')).getByRole('button', { name: '28 more orders' }));
    expect(cardsIn('New')).toHaveLength(56);
    fireEvent.click(within(column('New')).getByRole('button', { name: '4 more orders' }));
    expect(cardsIn('New')).toHaveLength(60);
    expect(within(column('New')).queryByRole('button', { name: /more orders?$/ })).not.toBeInTheDocument();
    // Oldest first, as GET order sends them: the last card is the newest order.
    expect(cardsIn('New').at(-1)).toHaveAccessibleName('Open order #2060');
  });
});
