import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { PlainSwitch } from '@/components/ui/form/PlainSwitch';

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <PlainSwitch label="Accept tips" checked={on} onChange={setOn} disabled={disabled} />;
}

test('a checkbox named by the label beside it: a click or the space bar turns it on and off', () => {
  render(<Controlled />);
  const box = screen.getByRole('checkbox', { name: 'Accept tips' });
  expect(box).not.toBeChecked();
  fireEvent.click(screen.getByText('Accept tips'));
  expect(box).toBeChecked();
  fireEvent.click(box);
  expect(box).not.toBeChecked();
});

test('disabled, it does not change; its input is the ref a form focuses', () => {
  const ref = createRef<HTMLInputElement>();
  render(<PlainSwitch label="Delivery" checked onChange={jest.fn()} disabled inputRef={ref} />);
  const box = screen.getByRole('checkbox', { name: 'Delivery' });
  expect(box).toBeDisabled();
  expect(box).toBeChecked();
  expect(ref.current).toBe(box);
});
