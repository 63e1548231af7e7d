import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainToggleGroup } from '@/components/ui/PlainToggleGroup';

const ranges = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
] as const;

function Ranges({ onChoose }: { onChoose?: (v: number) => void }) {
  const [days, setDays] = useState<number>(7);
  return (
    <PlainToggleGroup
      aria-label="Range"
      options={ranges}
      value={days}
      onChoose={(v) => {
        onChoose?.(v);
        setDays(v);
      }}
    />
  );
}

test('a named group of pressed buttons: a click chooses, the chosen one is the only one pressed', () => {
  render(<Ranges />);
  const group = screen.getByRole('group', { name: 'Range' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '7 days', pressed: true })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '30 days' }));
  expect(screen.getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '7 days', pressed: false })).toBeInTheDocument();
});

test('one tab stop, the chosen button; arrows move between the buttons, wrapping', () => {
  render(<Ranges />);
  const week = screen.getByRole('button', { name: '7 days' });
  const month = screen.getByRole('button', { name: '30 days' });
  expect(week).toHaveAttribute('tabindex', '0');
  expect(month).toHaveAttribute('tabindex', '-1');
  week.focus();
  fireEvent.keyDown(week, { key: 'ArrowRight' });
  expect(month).toHaveFocus();
  fireEvent.keyDown(month, { key: 'ArrowRight' });
  expect(week).toHaveFocus();
});

test('pressing the chosen button again is reported: the caller decides what it means', () => {
  const onChoose = jest.fn();
  render(<Ranges onChoose={onChoose} />);
  fireEvent.click(screen.getByRole('button', { name: '7 days' }));
  expect(onChoose).toHaveBeenCalledWith(7);
});

test('with nothing chosen, the first button is the tab stop and none is pressed', () => {
  render(<PlainToggleGroup aria-label="Mode" options={ranges} value={null} onChoose={() => {}} />);
  expect(screen.getByRole('button', { name: '7 days', pressed: false })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('button', { name: '30 days', pressed: false })).toHaveAttribute('tabindex', '-1');
});
