import { intBetween, pick, type Rng } from '../lib/random';

/** The demo's customers: Montréal first and last names, and the streets their deliveries go to. */
export const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Chloé',
  'Félix',
  'Léa',
  'William',
  'Maya',
  'Jacob',
  'Zoé',
  'Thomas',
  'Amir',
  'Sofia',
  'Nathan',
  'Camille',
  'Lucas',
  'Alice',
  'Mohamed',
  'Jade',
];
export const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Smith',
  'Nguyen',
  'Martin',
  'Wilson',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Chen',
  'Haddad',
  'Singh',
];
export const STREETS = [
  'Rue Sainte-Catherine O',
  'Boulevard Saint-Laurent',
  'Rue Sherbrooke E',
  'Avenue du Mont-Royal E',
  'Rue Notre-Dame O',
  'Avenue Laurier O',
  'Rue Wellington',
  'Rue Ontario E',
];

/** A customer drawn from `rng`: "First Last" and a 514-555 phone number (the draws in this order). */
export function drawCustomer(rng: Rng): { name: string; phone: string } {
  const name = `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`;
  const phone = `514555${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`;
  return { name, phone };
}
