import { allPermissions } from '@/lib/contract';
import { menuContextOf, visibleMenu } from '@/lib/navigation';
import { memberMenuContext, memberView } from '@/lib/view-as';
import { location, ordersOnly, userReply } from '../support/shell-fixtures';

const owner = userReply({ locations: [location('l1', 'Downtown', true), location('l2', 'Uptown')] });
const keys = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.entries.map((e) => e.key));

describe('view as', () => {
  test('an employee allowed orders only sees the order pages and lands on the dashboard', () => {
    const view = memberView(owner, { role: 'employee', permissions: ordersOnly, locations: [{ location_id: 'l1' }] });
    expect(keys(view.groups)).toEqual(['dashboard', 'orderHistory', 'futureOrders']);
    expect(view.firstPage).toBe('/dashboard');
  });

  test('is the same menu the shell builds for that member when they sign in', () => {
    const member = {
      role: 'manager' as const,
      permissions: { ...allPermissions(true), users: false, location: false },
    };
    const theirs = userReply({
      role: 'manager',
      permissions: member.permissions,
      locations: [location('l1', 'Downtown', true)],
    });
    const preview = memberView(owner, { ...member, locations: [{ location_id: 'l1' }] });
    expect(keys(preview.groups)).toEqual(keys(visibleMenu(menuContextOf(theirs))));
    // The owner's own menu differs: billing and employees are not the manager's.
    expect(keys(visibleMenu(menuContextOf(owner)))).toEqual(expect.arrayContaining(['billing', 'employees']));
    expect(keys(preview.groups)).not.toEqual(expect.arrayContaining(['billing']));
  });

  test('without any page flag the member only gets the change-password page', () => {
    const view = memberView(owner, { role: 'employee', permissions: allPermissions(false), locations: [] });
    expect(view.groups).toEqual([]);
    expect(view.firstPage).toBe('/change-password');
  });

  test('catering entries follow catering at the member’s own locations', () => {
    const catering = { ...location('l2', 'Uptown'), catering: { status: true } };
    const viewer = userReply({ locations: [location('l1', 'Downtown', true), catering] });
    const flags = { ...ordersOnly, catering: true };
    const at = (id: string) =>
      memberMenuContext(viewer, { role: 'employee', permissions: flags, locations: [{ location_id: id }] }).cateringOn;
    expect([at('l1'), at('l2')]).toEqual([false, true]);
  });
});
