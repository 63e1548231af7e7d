import type { StaffMember } from '@/lib/contract';

/** Folds case and accents, so "helene" finds "Hélène". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The list's search: every word typed is in the member's name, e-mail or phone. */
export function matchesSearch(member: Pick<StaffMember, 'name' | 'user' | 'phone'>, query: string): boolean {
  const haystack = fold(`${member.name} ${member.user.email} ${member.phone ?? ''}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
