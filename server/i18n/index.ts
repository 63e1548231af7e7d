import enMessages from '../../messages/en.json';
import frMessages from '../../messages/fr.json';
import { planKey } from '../../lib/contract/billing';
import { en, type ServerTextKey } from './en';
import { fr } from './fr';

export type Lang = 'en' | 'fr';
export type { ServerTextKey };

const server: Record<Lang, Record<ServerTextKey, string>> = { en, fr };

// The client's catalogues are shared so that a field error reads the same in the form
// (validated in the browser) and in a 422 from the server.
type Catalogue = { validation?: Record<string, string> };
const validation: Record<Lang, Record<string, string>> = {
  en: (enMessages as Catalogue).validation ?? {},
  fr: (frMessages as Catalogue).validation ?? {},
};

// Plan names too (billing.plans.<key>.name), so a message names the plan as the billing page does.
type PlanTexts = { billing?: { plans?: Record<string, { name?: string }> } };
const plans: Record<Lang, Record<string, { name?: string }>> = {
  en: (enMessages as PlanTexts).billing?.plans ?? {},
  fr: (frMessages as PlanTexts).billing?.plans ?? {},
};

/** A plan's name in that language, by its key (lib/contract planKey); a plan without texts keeps its own. */
export function tPlanName(lang: Lang, name: string): string {
  return plans[lang][planKey(name)]?.name ?? name;
}

function fill(text: string, params?: Record<string, string | number>): string {
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
}

export function t(lang: Lang, key: ServerTextKey, params?: Record<string, string | number>): string {
  return fill(server[lang][key] ?? server.en[key], params);
}

/** `validation.max64` → the text in that language; an unknown key falls back to the generic text. */
export function tValidation(lang: Lang, key: string): string {
  const name = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  return (
    validation[lang][name] ??
    validation.en[name] ??
    validation[lang].invalid ??
    validation.en.invalid ??
    'Invalid value.'
  );
}

/** Accept-Language → en or fr by the caller's order of preference; English otherwise. */
export function pickLang(header: string | null | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
