import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OnlineOrderSettings } from '@/components/settings/OnlineOrderSettings';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';
import { LocationSwitcher } from '@/components/shell/LocationSwitcher';
import { useGuardedRouter } from '@/components/ui/leave-guard';
import { settingsDefaults } from '@/lib/contract/settings-defaults';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));
jest.mock('@/components/settings/LazyStorefrontPreview', () => ({ LazyStorefrontPreview: () => null }));

// About a hundred MUI fields: slow in jsdom on a loaded machine.
jest.setTimeout(120_000);

/** A page whose form may have changes, and a button elsewhere that navigates in code. */
function Page({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  const guard = useLeaveGuard(dirty, onLeave);
  const router = useGuardedRouter();
  return (
    <>
      <button onClick={() => router.push('/manage/menu')}>Open the menu</button>
      {guard.asking && (
        <div role="dialog" aria-label="Leave?">
          <button onClick={guard.stay}>Stay</button>
          <button onClick={guard.leave}>Leave</button>
        </div>
      )}
    </>
  );
}

describe('guarded navigation from buttons', () => {
  beforeEach(() => resetUrl('/settings/online-order'));

  test('router.push from a button asks while the page has changes; Stay keeps it, Leave drops them and goes', () => {
    const onLeave = jest.fn();
    mockFetch({});
    renderScreen(<Page dirty onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Leave?' })).getByRole('button', { name: 'Stay' }));
    expect(pushed).toEqual([]);
    expect(onLeave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Leave?' })).getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(pushed).toEqual(['/manage/menu']);
  });

  test('without changes it goes at once', () => {
    mockFetch({});
    renderScreen(<Page dirty={false} onLeave={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pushed).toEqual(['/manage/menu']);
  });

  test('switching location with unsaved settings asks; Stay switches nothing, Leave switches and drops the changes', async () => {
    const downtown = location('l1', 'Downtown', true);
    const airport = location('l2', 'Airport');
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply({ locations: [downtown, airport], current: 'l1' }) },
      'GET /api/v1/setting': { status: 200, body: { setting: settingsDefaults } },
      'POST /api/session/location': { status: 200, body: { location: 'l2' } },
    });
    renderScreen(
      <>
        <LocationSwitcher />
        <OnlineOrderSettings />
      </>,
    );
    const tips = await screen.findByLabelText('Tip choices offered');
    await waitFor(() => expect(tips).toHaveValue('10, 15, 20'));
    fireEvent.change(tips, { target: { value: '12, 18' } });

    const choose = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Change location/ }));
      fireEvent.click(await screen.findByRole('menuitem', { name: /Airport/ }));
      return screen.findByRole('dialog', { name: 'Leave without saving?' });
    };
    const ask = await choose();
    act(() => void fireEvent.click(within(ask).getByRole('button', { name: 'Stay' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, '/api/session/location')).toBeUndefined();
    expect(screen.getByLabelText('Tip choices offered')).toHaveValue('12, 18');

    fireEvent.click(within(await choose()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/session/location')).toEqual({ location: 'l2' }));
    expect(screen.getByLabelText('Tip choices offered')).toHaveValue('10, 15, 20');
  });
});
