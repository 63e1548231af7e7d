import { act, render, screen } from '@testing-library/react';
import { openedLazily } from '@/components/ui/opened-lazily';

function Panel({ title, open }: { title: string; open: boolean }) {
  return <div role="dialog" aria-label={title} data-open={open} />;
}

describe('openedLazily', () => {
  test('loads nothing while closed, loads on first opening and stays mounted after closing', async () => {
    const load = jest.fn(async () => Panel);
    const Lazy = openedLazily(load, (p: { title: string; open: boolean }) => p.open);
    const view = render(<Lazy title="Order 12" open={false} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    view.rerender(<Lazy title="Order 12" open />);
    expect(await screen.findByRole('dialog', { name: 'Order 12' })).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still mounted, so the drawer can animate out and reopen without loading.
    view.rerender(<Lazy title="Order 12" open={false} />);
    expect(screen.getByRole('dialog', { name: 'Order 12' })).toHaveAttribute('data-open', 'false');
    view.rerender(<Lazy title="Order 12" open />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
