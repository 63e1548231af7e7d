import { act, render, screen } from '@testing-library/react';
import { NoticeHost } from '@/components/providers/NoticeHost';
import { notify } from '@/lib/notices';

// One module state per file: the host loads once, as in the app.
test('no notistack until the first notice; a notice raised before the host loads is shown, then later ones', async () => {
  const { container } = render(<NoticeHost />);
  expect(container).toBeEmptyDOMElement();

  act(() => notify('Saved.', { variant: 'success' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();

  act(() => notify('Could not reach the server.', { variant: 'error' }));
  expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
});
