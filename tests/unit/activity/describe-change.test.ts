import { createTranslator } from 'next-intl';
import { describeEntry, fieldWords, type AuditTextDeps } from '@/components/ui/audit/describe-change';
import { formatMoney } from '@/lib/money';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { entry } from './fixtures';

/** The deps the app's hook builds, for one language and currency. */
function deps(locale: 'en' | 'fr', currency: string): AuditTextDeps {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'audit' });
  return {
    t: (key, values) => t(key as never, values as never),
    has: (key) => t.has(key as never),
    money: (cents) => formatMoney(cents, currency, locale === 'en' ? 'en-US' : 'fr-CA'),
    number: (n) => new Intl.NumberFormat(locale).format(n),
  };
}
const EN = deps('en', 'USD');
const FR = deps('fr', 'CAD');
const say = (e: Parameters<typeof describeEntry>[0], d = EN) => describeEntry(e, d);
// French puts a no-break space before "$" and inside « »: compare on plain spaces.
const plain = (texts: string[]) => texts.map((s) => s.replace(/[\u00a0\u202f]/g, ' '));

describe('an audit entry in plain words', () => {
  test('a money field changes in the location’s currency, in each language’s word order', () => {
    expect(say(entry()).sentences).toEqual(['Marie changed the price of Poutine from $11.95 to $12.95']);
    expect(plain(say(entry(), FR).sentences)).toEqual(['Marie a changé le prix de Poutine de 11,95 $ à 12,95 $']);
    expect(
      say(entry({ changes: [{ field: 'price', before: 1195, after: 1295 }] }), deps('en', 'CAD')).sentences,
    ).toEqual(['Marie changed the price of Poutine from CA$11.95 to CA$12.95']);
  });

  test('a create names the type and the entity, and lists what it was created with', () => {
    const created = entry({
      action: 'create',
      changes: [
        { field: 'name', before: null, after: 'Poutine' },
        { field: 'price', before: null, after: 1295 },
        { field: 'available', before: null, after: true },
      ],
    });
    expect(say(created)).toEqual({
      sentences: ['Marie created the item Poutine'],
      details: ['name: “Poutine”', 'price: $12.95', 'availability: on'],
    });
    const fromFr = say(created, FR);
    expect(plain(fromFr.sentences)).toEqual(['Marie a créé l’article Poutine']);
    expect(plain(fromFr.details)).toEqual(['le nom : « Poutine »', 'le prix : 12,95 $', 'la disponibilité : activé']);
  });

  test('a delete names what went', () => {
    const deleted = entry({ action: 'delete', entity_type: 'coupon', entity_label: 'WELCOME10', changes: [] });
    expect(say(deleted)).toEqual({ sentences: ['Marie deleted the coupon WELCOME10'], details: [] });
    expect(say(deleted, FR).sentences).toEqual(['Marie a supprimé le coupon WELCOME10']);
  });

  test('a percent reads as a percent in each language, never as money', () => {
    const pct = entry({
      entity_type: 'coupon',
      entity_label: 'SPRING',
      changes: [{ field: 'percent', before: 10, after: 15 }],
    });
    expect(say(pct).sentences).toEqual(['Marie changed the percent discount of SPRING from 10% to 15%']);
    expect(plain(say(pct, FR).sentences)).toEqual(['Marie a changé le pourcentage de remise de SPRING de 10 % à 15 %']);
  });

  test('a secret only says it changed, never a value', () => {
    const secret = entry({
      entity_type: 'account',
      entity_label: null,
      changes: [{ field: 'password', before: null, after: null, secret: true }],
    });
    expect(say(secret).sentences).toEqual(['Marie changed the password (value hidden)']);
    expect(say(secret, FR).sentences).toEqual(['Marie a changé le mot de passe (valeur masquée)']);
    // A created member's PIN is hidden among the values it was created with.
    const pin = entry({
      action: 'create',
      entity_type: 'staff',
      entity_label: 'Luc Tremblay',
      changes: [{ field: 'login_pin', before: null, after: null, secret: true }],
    });
    expect(say(pin).details).toEqual(['login PIN: (hidden)']);
  });

  test('booleans are on/off words; nothing is “(empty)”; every change of an update is its own sentence', () => {
    const toggled = entry({
      entity_type: 'zone',
      entity_label: 'Centre',
      changes: [
        { field: 'allow_free_delivery', before: false, after: true },
        { field: 'description', before: null, after: 'Downtown' },
      ],
    });
    expect(say(toggled).sentences).toEqual([
      'Marie changed the free delivery of Centre from off to on',
      'Marie changed the description of Centre from (empty) to “Downtown”',
    ]);
    expect(plain(say(toggled, FR).sentences)).toEqual([
      'Marie a changé la livraison gratuite de Centre de désactivé à activé',
      'Marie a changé la description de Centre de (vide) à « Downtown »',
    ]);
  });

  test('a field without a label reads as words; a change no person made is the system’s', () => {
    const unnamed = entry({
      actor: null,
      entity_type: 'settings',
      entity_label: null,
      changes: [{ field: 'prep_time_minutes', before: 15, after: 20 }],
    });
    expect(fieldWords('prep_time_minutes')).toBe('prep time minutes');
    expect(say(unnamed).sentences).toEqual(['The system changed the prep time minutes from 15 to 20']);
    expect(plain(say(unnamed, FR).sentences)).toEqual([
      'Le système a changé le champ « prep time minutes » de 15 à 20',
    ]);
  });

  test('a money field whose value is no whole number of cents shows as a number rather than failing', () => {
    expect(say(entry({ changes: [{ field: 'amount', before: 1.5, after: 250 }] })).sentences).toEqual([
      'Marie changed the amount of Poutine from 1.5 to $2.50',
    ]);
  });
});
