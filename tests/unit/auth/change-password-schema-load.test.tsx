/**
 * /change-password's checks (zod and the account contract, 50 ms of script on a tablet) load when
 * the merchant first types or points in the form, not when its first field takes the focus as
 * the page hydrates.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { renderScreen } from '../support/render';

const mockSchemaLoads = jest.fn();
jest.mock('@/lib/contract/auth', () => {
  mockSchemaLoads();
  return jest.requireActual('@/lib/contract/auth');
});

test('the focused form loads no checks until a key is pressed in it', async () => {
  renderScreen(<ChangePasswordForm />);
  const current = screen.getByLabelText(/^Current password/);
  expect(current).toHaveFocus();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockSchemaLoads).not.toHaveBeenCalled();

  fireEvent.keyDown(current, { key: 'a' });
  await waitFor(() => expect(mockSchemaLoads).toHaveBeenCalledTimes(1));
});
