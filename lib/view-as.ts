import type { Permissions } from '@/lib/contract';
import {
  firstPagePath,
  menuContextOf,
  visibleMenu,
  type MenuContext,
  type MenuFacts,
  type VisibleGroup,
} from './navigation';

/** The parts of a staff member (GET staff) that decide what they see. */
export interface ViewedMember {
  role: 'manager' | 'employee';
  permissions: Permissions;
  locations: readonly { location_id: string }[];
}

/**
 * The menu context of `member` in the business the viewer is looking at (SPEC §6, issue 15's
 * "view as"): the business's plan, features and checklist, with the member's role and flags, and
 * catering as it stands at the member's own locations. Built for the same gates as the shell.
 */
export function memberMenuContext(viewer: MenuFacts, member: ViewedMember): MenuContext {
  const theirs = new Set(member.locations.map((l) => l.location_id));
  const locations = viewer.business?.locations?.filter((l) => theirs.has(l._id));
  return {
    ...menuContextOf(viewer),
    role: member.role,
    permissions: member.permissions,
    cateringOn: locations ? locations.some((l) => l.catering?.status) : undefined,
  };
}

/** The left menu the member would see and the page `/` would open for them. */
export function memberView(viewer: MenuFacts, member: ViewedMember): { groups: VisibleGroup[]; firstPage: string } {
  const ctx = memberMenuContext(viewer, member);
  return { groups: visibleMenu(ctx), firstPage: firstPagePath(ctx) };
}
