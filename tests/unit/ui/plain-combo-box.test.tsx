import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PlainComboBox } from '@/components/ui/form/PlainComboBox';
import { renderScreen } from '../support/render';

const zones = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'Europe/Paris'];

function Zone({ onChange = () => {} }: { onChange?: (zone: string) => void }) {
  const [value, setValue] = useState('America/Toronto');
  return (
    <form onSubmit={() => onChange('submitted')}>
      <PlainComboBox
        label="Time zone"
        options={zones}
        optionLabel={(z) => z.replaceAll('_', ' ')}
        value={value}
        onChange={(zone) => {
          onChange(zone);
          setValue(zone);
        }}
        required
      />
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: /^Time zone/ });
const shownOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

test('shows the chosen option; a click opens every option with the chosen one selected', () => {
  renderScreen(<Zone />);
  expect(field()).toHaveValue('America/Toronto');
  expect(field()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  fireEvent.click(field());
  expect(field()).toHaveAttribute('aria-expanded', 'true');
  expect(shownOptions()).toEqual(['America/Toronto', 'America/Vancouver', 'America/St Johns', 'Europe/Paris']);
  expect(screen.getByRole('option', { name: 'America/Toronto' })).toHaveAttribute('aria-selected', 'true');
});

test('typing part of a name narrows the list, whatever its case and with spaces for underscores; a click picks', () => {
  const onChange = jest.fn();
  renderScreen(<Zone onChange={onChange} />);
  fireEvent.change(field(), { target: { value: 'st joh' } });
  expect(shownOptions()).toEqual(['America/St Johns']);
  fireEvent.click(screen.getByRole('option', { name: 'America/St Johns' }));
  expect(onChange).toHaveBeenCalledWith('America/St_Johns');
  expect(field()).toHaveValue('America/St Johns');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('arrows move the active option and Enter picks it without sending the form', () => {
  const onChange = jest.fn();
  renderScreen(<Zone onChange={onChange} />);
  fireEvent.change(field(), { target: { value: 'america' } });
  expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'America/Toronto' }).id);
  fireEvent.keyDown(field(), { key: 'ArrowDown' });
  expect(field()).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: 'America/Vancouver' }).id,
  );
  fireEvent.keyDown(field(), { key: 'Enter' });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('America/Vancouver');
  expect(field()).toHaveValue('America/Vancouver');
});

test('Escape or leaving the field puts the chosen option back: the field never holds a name that is not a choice', () => {
  const onChange = jest.fn();
  renderScreen(<Zone onChange={onChange} />);
  fireEvent.change(field(), { target: { value: 'Paris' } });
  fireEvent.keyDown(field(), { key: 'Escape' });
  expect(field()).toHaveValue('America/Toronto');
  fireEvent.change(field(), { target: { value: 'Nowhere' } });
  expect(screen.getByRole('listbox')).toHaveTextContent('No matches');
  fireEvent.blur(field());
  expect(field()).toHaveValue('America/Toronto');
  expect(onChange).not.toHaveBeenCalled();
});
