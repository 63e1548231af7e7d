import { allPermissions } from '@/lib/contract';
import { isRouteAllowed, menuContextOf, visibleMenu, type MenuFacts } from '@/lib/navigation';
import { paths } from '@/lib/paths';

/** GET user facts of an owner whose two locations have catering on or off. */
const facts = (...catering: boolean[]): MenuFacts => ({
  user: { role: 'owner', permissions: allPermissions(true), onboard_status: { completed: 7, total: 7 } },
  business: {
    code: 'ABC123',
    subscription: { plan_name: 'Premium', status: 'active', feature_availability: { website_manager: true } },
    locations: catering.map((status, i) => ({ _id: `loc${i}`, catering: { status } })),
  },
});
const groups = (f: MenuFacts) => visibleMenu(menuContextOf(f)).map((g) => g.key);

describe('the Catering menu group follows catering.status (SPEC §4)', () => {
  test('hidden while catering is off at every location, shown once one turns it on', () => {
    expect(groups(facts(false, false))).not.toContain('catering');
    expect(groups(facts(false, true))).toContain('catering');
    const catering = visibleMenu(menuContextOf(facts(true))).find((g) => g.key === 'catering');
    expect(catering?.entries.map((e) => e.key)).toEqual(['cateringSettings', 'cateringDeliveryZones']);
  });

  test('the catering settings page stays reachable while off: it holds the switch', () => {
    expect(isRouteAllowed(paths.cateringSettings, menuContextOf(facts(false)))).toBe(true);
  });

  test('facts without locations (the session cookie) leave the group as the permissions say', () => {
    const f = facts();
    delete f.business!.locations;
    expect(groups(f)).toContain('catering');
  });
});
