import type { AuditChange, AuditEntry } from '@/lib/contract/audit';
import { AUDIT_MONEY_FIELDS, AUDIT_PERCENT_FIELDS } from '@/lib/contract/plain/audit';

/**
 * An audit entry in plain words ("Marie changed the price of Poutine from $11.95 to $12.95").
 * Pure: the caller passes the `audit` namespace's translator and the location's money formatter,
 * so the History tab, the activity page and the unit tests share one wording in both languages.
 * Every sentence is one ICU message with placeholders: each language orders its own words.
 */

type Values = Record<string, string | number>;

export interface AuditTextDeps {
  /** The `audit` namespace's translator. */
  t: (key: string, values?: Values) => string;
  /** Whether the namespace has a key (a field without a label gets a readable fallback). */
  has: (key: string) => boolean;
  /** Cents in the location's currency (lib/money through useLocationMoney). */
  money: (cents: number) => string;
  /** A plain number in the viewer's language. */
  number: (n: number) => string;
}

export interface EntryText {
  /** One sentence per change of an update; one sentence for a create or a delete. */
  sentences: string[];
  /** A create's values ("price: $12.95"), one a line; none otherwise. */
  details: string[];
}

/** Past this, a text value is cut: a sentence is not the place for a whole description. */
const MAX_TEXT = 80;
const MONEY_FIELDS = new Set<string>(AUDIT_MONEY_FIELDS);
const PERCENT_FIELDS = new Set<string>(AUDIT_PERCENT_FIELDS);

/** "min_order_amount" → "min order amount": a field the catalogue does not name yet. */
export const fieldWords = (field: string) => field.replace(/[_-]+/g, ' ').trim();

/** The field's translated label (`audit.fields.<field>`), or its own words in the language's frame. */
export function fieldLabel(field: string, { t, has }: Pick<AuditTextDeps, 't' | 'has'>): string {
  const key = `fields.${field}`;
  return has(key) ? t(key) : t('fieldFallback', { name: fieldWords(field) });
}

/** Each sentence has a form that names the entity and one for things without a name (the settings). */
const titled = (entity: string | null) => (entity === null ? 'Untitled' : 'Named');

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One recorded value as words: money, on/off, a number, a quoted text, a list; "(empty)" for none. */
export function valueText(field: string, value: unknown, deps: AuditTextDeps): string {
  const { t } = deps;
  if (value === null || value === undefined || value === '') return t('values.empty');
  if (typeof value === 'boolean') return t(value ? 'values.on' : 'values.off');
  if (typeof value === 'number') {
    if (PERCENT_FIELDS.has(field)) return t('values.percent', { value: deps.number(value) });
    return MONEY_FIELDS.has(field) && Number.isSafeInteger(value) ? deps.money(value) : deps.number(value);
  }
  if (typeof value === 'string') return t('values.text', { value: cut(value) });
  if (Array.isArray(value)) {
    if (value.length === 0) return t('values.empty');
    return value.map((v) => (typeof v === 'object' && v !== null ? cut(JSON.stringify(v)) : String(v))).join(', ');
  }
  return cut(JSON.stringify(value));
}

function changeSentence(change: AuditChange, actor: string, entity: string | null, deps: AuditTextDeps): string {
  const { t } = deps;
  const field = fieldLabel(change.field, deps);
  const about = titled(entity);
  if (change.secret) return t(`sentences.secret${about}`, { actor, field, entity: entity ?? '' });
  return t(`sentences.update${about}`, {
    actor,
    field,
    entity: entity ?? '',
    before: valueText(change.field, change.before, deps),
    after: valueText(change.field, change.after, deps),
  });
}

/** The entry's sentences (and a create's values), in the deps' language. */
export function describeEntry(entry: AuditEntry, deps: AuditTextDeps): EntryText {
  const { t } = deps;
  const actor = entry.actor?.name || t('system');
  const entity = entry.entity_label || null;
  const type = t(`theEntity.${entry.entity_type}`);

  if (entry.action === 'update') {
    const sentences = entry.changes.map((c) => changeSentence(c, actor, entity, deps));
    // An update that changed nothing the log keeps still says who touched what.
    if (sentences.length === 0)
      sentences.push(t(`sentences.touched${titled(entity)}`, { actor, type, entity: entity ?? '' }));
    return { sentences, details: [] };
  }

  const headline = t(`sentences.${entry.action}${titled(entity)}`, {
    actor,
    type,
    entity: entity ?? '',
  });
  const details =
    entry.action === 'create'
      ? entry.changes.map((c) =>
          t('fieldValue', {
            field: fieldLabel(c.field, deps),
            value: c.secret ? t('values.hidden') : valueText(c.field, c.after, deps),
          }),
        )
      : [];
  return { sentences: [headline], details };
}
