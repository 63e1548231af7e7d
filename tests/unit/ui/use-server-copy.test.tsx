import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { theme } from '@/components/providers/theme';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import messages from '@/messages/en.json';

interface Copy {
  interval: number;
}

/** A settings form as ours are: mounted with the server's copy, refilled with each new one. */
function SettingsForm({ loaded, locale = 'en' }: { loaded: Copy; locale?: string }) {
  const show = (copy: Copy) => ({ interval: locale === 'fr' ? `${copy.interval} min` : String(copy.interval) });
  const form = useForm({ defaultValues: show(loaded) });
  const { isDirty } = form.formState;
  useServerCopy(loaded, isDirty, (copy) => form.reset(show(copy)), locale);
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <ThemeProvider theme={theme}>
        <FormTextField control={form.control} name="interval" label="Interval" />
        <output>{isDirty ? 'unsaved' : 'saved'}</output>
      </ThemeProvider>
    </NextIntlClientProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Interval' });

test('text typed before hydration is kept: the form is unsaved with it, not reset to the copy it was mounted with', async () => {
  const { renderToString } = await import('react-dom/server');
  const ui = <SettingsForm loaded={{ interval: 15 }} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  (container.querySelector('input') as HTMLInputElement).value = '45';
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  expect(field()).toHaveValue('45');
  expect(screen.getByRole('status')).toHaveTextContent('unsaved');
});

test("a new server copy fills the form unless something is typed; typed text survives a reload of the server's copy", () => {
  const { rerender } = render(<SettingsForm loaded={{ interval: 15 }} />);
  expect(field()).toHaveValue('15');
  rerender(<SettingsForm loaded={{ interval: 20 }} />);
  expect(field()).toHaveValue('20');
  fireEvent.change(field(), { target: { value: '45' } });
  rerender(<SettingsForm loaded={{ interval: 30 }} />);
  expect(field()).toHaveValue('45');
  expect(screen.getByRole('status')).toHaveTextContent('unsaved');
});

test('the same copy in another language refills the form unless something is typed', () => {
  const copy = { interval: 15 };
  const { rerender } = render(<SettingsForm loaded={copy} />);
  rerender(<SettingsForm loaded={copy} locale="fr" />);
  expect(field()).toHaveValue('15 min');
  fireEvent.change(field(), { target: { value: '45' } });
  rerender(<SettingsForm loaded={copy} locale="en" />);
  expect(field()).toHaveValue('45');
});
