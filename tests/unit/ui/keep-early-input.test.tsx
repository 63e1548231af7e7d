import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { theme } from '@/components/providers/theme';
import { ColorSwatch } from '@/components/ui/form/ColorSwatch';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { TextInputField } from '@/components/ui/form/TextInputField';

/** A controlled field as our forms hold one: its value in state, every change reported. */
function Form({
  plain = false,
  multiline = false,
  onValue,
}: {
  plain?: boolean;
  multiline?: boolean;
  onValue: (v: string) => void;
}) {
  const [value, setValue] = useState('15');
  const change = (v: string) => {
    onValue(v);
    setValue(v);
  };
  // The same props for both: the plain field is drawn as MUI's TextField is.
  const Field = plain ? PlainOutlinedField : TextInputField;
  return (
    <ThemeProvider theme={theme}>
      <Field
        label="Interval"
        id="interval"
        multiline={multiline}
        value={value}
        onChange={(e) => change(e.target.value)}
      />
      <output>{value}</output>
    </ThemeProvider>
  );
}

/** The server's HTML in the page, the person's typing in it, then React hydrating it. */
async function typeBeforeHydration(ui: React.ReactElement, typed: string | null) {
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  if (typed !== null) (container.querySelector('input, textarea') as HTMLInputElement).value = typed;
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  return container;
}

test.each([
  ['TextInputField', false, false],
  ["TextInputField's text area", false, true],
  ['PlainOutlinedField', true, false],
  ["PlainOutlinedField's text area", true, true],
])('%s: text typed before hydration reaches the form and stays on the screen', async (_name, plain, multiline) => {
  const onValue = jest.fn();
  await typeBeforeHydration(<Form plain={plain} multiline={multiline} onValue={onValue} />, '45');
  expect(onValue).toHaveBeenCalledTimes(1);
  expect(onValue).toHaveBeenCalledWith('45');
  expect(screen.getByRole('textbox', { name: 'Interval' })).toHaveValue('45');
  // The form's state holds it too: a save would send it.
  expect(screen.getByRole('status')).toHaveTextContent('45');
});

test('nothing typed before hydration: nothing reported', async () => {
  const onValue = jest.fn();
  await typeBeforeHydration(<Form onValue={onValue} />, null);
  expect(onValue).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Interval' })).toHaveValue('15');
});

test('a field mounted in the browser reports nothing; an uncontrolled one is left to its form', () => {
  const onValue = jest.fn();
  render(<Form onValue={onValue} />);
  expect(onValue).not.toHaveBeenCalled();
  const onChange = jest.fn();
  render(
    <PlainOutlinedField
      label="Note"
      defaultValue=""
      onChange={onChange}
      // A form that sets the element's value itself (react-hook-form's register does).
      inputRef={(el) => {
        if (el) el.value = 'set by the form';
      }}
    />,
  );
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('set by the form');
});

test('a colour picked in the swatch before hydration reaches the form', async () => {
  const onValue = jest.fn();
  function Swatch() {
    const [color, setColor] = useState('#112233');
    return (
      <ColorSwatch
        label="Pick the button colour"
        value={color}
        onChange={(v) => {
          onValue(v);
          setColor(v);
        }}
      />
    );
  }
  await typeBeforeHydration(<Swatch />, '#aabbcc');
  expect(onValue).toHaveBeenCalledWith('#aabbcc');
  expect(screen.getByLabelText('Pick the button colour')).toHaveValue('#aabbcc');
});
