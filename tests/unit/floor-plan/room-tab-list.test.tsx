import { fireEvent, render, screen } from '@testing-library/react';
import { RoomTabList } from '@/components/floor-plan/RoomTabList';

const tabs = [
  { id: 'r1', label: 'Dining room', tabId: 'tab-r1' },
  { id: 'r2', label: 'Terrace', tabId: 'tab-r2' },
  { id: 'r3', label: 'Bar', tabId: 'tab-r3' },
];

function show(currentId = 'r2') {
  const onOpen = jest.fn();
  render(<RoomTabList label="Rooms" tabs={tabs} currentId={currentId} panelId="panel" onOpen={onOpen} />);
  return onOpen;
}

describe('RoomTabList', () => {
  test('the open room is the selected tab and the only one in the Tab order; each tab controls the panel', () => {
    show();
    expect(screen.getByRole('tablist', { name: 'Rooms' })).toBeInTheDocument();
    const terrace = screen.getByRole('tab', { name: 'Terrace', selected: true });
    expect(terrace).toHaveAttribute('tabindex', '0');
    expect(terrace).toHaveAttribute('id', 'tab-r2');
    for (const name of ['Dining room', 'Bar']) {
      const tab = screen.getByRole('tab', { name, selected: false });
      expect(tab).toHaveAttribute('tabindex', '-1');
      expect(tab).toHaveAttribute('aria-controls', 'panel');
    }
  });

  test('arrows (wrapping), Home and End move the focus without opening; a click opens', () => {
    const onOpen = show();
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Terrace').focus();
    fireEvent.keyDown(tab('Terrace'), { key: 'ArrowRight' });
    expect(tab('Bar')).toHaveFocus();
    fireEvent.keyDown(tab('Bar'), { key: 'ArrowRight' });
    expect(tab('Dining room')).toHaveFocus();
    fireEvent.keyDown(tab('Dining room'), { key: 'ArrowLeft' });
    expect(tab('Bar')).toHaveFocus();
    fireEvent.keyDown(tab('Bar'), { key: 'Home' });
    expect(tab('Dining room')).toHaveFocus();
    fireEvent.keyDown(tab('Dining room'), { key: 'End' });
    expect(tab('Bar')).toHaveFocus();
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(tab('Bar'));
    expect(onOpen).toHaveBeenCalledWith('r3');
  });
});
