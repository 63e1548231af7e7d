/**
 * The import's field errors (`features.3.delivery_rate`, `features.0.locations.coordinates`) as
 * one entry per feature, numbered from 1 the way a merchant counts, in file order; errors not
 * about a feature (the file itself) come first with feature null.
 */
export interface FeatureErrors {
  feature: number | null;
  messages: string[];
}

export function featureErrors(errors: Record<string, string[] | string | undefined>): FeatureErrors[] {
  const byFeature = new Map<number | null, string[]>();
  for (const [field, value] of Object.entries(errors)) {
    const match = /^features\.(\d+)(\.|$)/.exec(field);
    const feature = match ? Number(match[1]) + 1 : null;
    const messages = Array.isArray(value) ? value : value ? [value] : [];
    const list = byFeature.get(feature) ?? [];
    for (const m of messages) if (!list.includes(m)) list.push(m);
    byFeature.set(feature, list);
  }
  return [...byFeature.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([feature, messages]) => ({ feature, messages }));
}
