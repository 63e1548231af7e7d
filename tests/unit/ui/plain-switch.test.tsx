import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { PlainSwitch } from '@/components/ui/form/PlainSwitch';

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <PlainSwitch label="Accept tips" checked={on} onChange={setOn} disabled={disabled} />;
}

test('a checkbox named by the label beside it: a click or the space bar turns it on and off', () => {
  render(<Controlled />);
  const box = screen.getByRole('switch', { name: 'Accept tips' });
  expect(box).not.toBeChecked();
  fireEvent.click(screen.getByText('Accept tips'));
  expect(box).toBeChecked();
  fireEvent.click(box);
  expect(box).not.toBeChecked();
});

test('disabled, it does not change; its input is the ref a form focuses', () => {
  const ref = createRef<HTMLInputElement>();
  render(<PlainSwitch label="Delivery" checked onChange={jest.fn()} disabled inputRef={ref} />);
  const box = screen.getByRole('switch', { name: 'Delivery' });
  expect(box).toBeDisabled();
  expect(box).toBeChecked();
  expect(ref.current).toBe(box);
});

test('a switch turned before the page hydrated is reported once hydrated, and stays turned', async () => {
  const { renderToString } = await import('react-dom/server');
  const onChange = jest.fn();
  // A form holding the value: the reported change is rendered back.
  function Form() {
    const [on, setOn] = useState(false);
    return (
      <PlainSwitch
        label="Accept tips"
        checked={on}
        onChange={(v) => {
          onChange(v);
          setOn(v);
        }}
      />
    );
  }
  const ui = <Form />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  // The person's click on the server's HTML: the box turns, no handler runs yet.
  (container.querySelector('input') as HTMLInputElement).click();
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(true);
  expect(screen.getByRole('switch', { name: 'Accept tips' })).toBeChecked();
});

test('a switch mounted in the browser reports nothing', () => {
  const onChange = jest.fn();
  render(<PlainSwitch label="Accept tips" checked onChange={onChange} />);
  expect(onChange).not.toHaveBeenCalled();
});
