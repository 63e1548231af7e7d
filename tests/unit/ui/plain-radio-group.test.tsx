import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PlainRadioGroup } from '@/components/ui/form/PlainRadioGroup';

type Layout = 'button' | 'tab' | 'banner';
const layouts = [
  { value: 'button', label: 'Button' },
  { value: 'tab', label: 'Tab' },
  { value: 'banner', label: 'Banner' },
] as const;

function Controlled({ onChange, onBlur }: { onChange: (v: Layout) => void; onBlur?: () => void }) {
  const [value, setValue] = useState<Layout>('button');
  return (
    <PlainRadioGroup<Layout>
      label="Layout"
      name="layout"
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      onBlur={onBlur}
      choices={layouts}
    />
  );
}

test('a radio group named by its legend, one radio per choice named by its label, the value checked', () => {
  render(<Controlled onChange={() => undefined} />);
  const group = screen.getByRole('radiogroup', { name: 'Layout' });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual(['button', 'tab', 'banner']);
  expect(radios.every((r) => r.getAttribute('name') === 'layout')).toBe(true);
  expect(within(group).getByRole('radio', { name: 'Button' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: 'Tab' })).not.toBeChecked();
});

test('choosing a radio (or its label) reports its value and checks it alone; leaving it reports the blur', () => {
  const onChange = jest.fn();
  const onBlur = jest.fn();
  render(<Controlled onChange={onChange} onBlur={onBlur} />);
  fireEvent.click(screen.getByText('Banner'));
  expect(onChange).toHaveBeenLastCalledWith('banner');
  expect(screen.getByRole('radio', { name: 'Banner' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Button' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'Tab' }));
  expect(onChange).toHaveBeenLastCalledWith('tab');
  expect(screen.getByRole('radio', { name: 'Tab' })).toBeChecked();
  fireEvent.blur(screen.getByRole('radio', { name: 'Tab' }));
  expect(onBlur).toHaveBeenCalled();
});

test('a choice made before the page hydrated is reported once hydrated, not put back', async () => {
  const { renderToString } = await import('react-dom/server');
  const ui = (onChange: (v: Layout) => void) => (
    <PlainRadioGroup<Layout> label="Layout" name="layout" value="button" onChange={onChange} choices={layouts} />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => undefined));
  document.body.appendChild(container);
  // The person picks "Tab" in the server's HTML, before React is there.
  (container.querySelector('input[value="tab"]') as HTMLInputElement).checked = true;
  const onChange = jest.fn();
  // Reported after the mount's effects (useEarlyChange), when the form listens.
  await act(async () => {
    render(ui(onChange), { container, hydrate: true });
  });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('tab');
});

test('a fresh mount reports nothing', () => {
  const onChange = jest.fn();
  render(<Controlled onChange={onChange} />);
  expect(onChange).not.toHaveBeenCalled();
});
