'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { planKey, type Plan } from '@/lib/contract';

export type PlanTexts = Pick<Plan, 'name' | 'description' | 'features'>;

/**
 * A plan's texts in the viewer's language (the billing page's plans, the shell's plan line), by the plan's key (billing.plans.<key> in the
 * catalogues, the decision in docs/decisions.md); a plan the catalogues do not know keeps the
 * API's texts. `name` alone serves the account's plan_name.
 */
export function usePlanTexts() {
  const t = useTranslations('billing.plans');
  return useMemo(() => {
    const known = (name: string) => t.has(`${planKey(name)}.name`);
    // One by one rather than t.raw: the build precompiles the catalogues (next.config.mjs), and
    // precompiled messages have no raw form (the list becomes an object of compiled texts).
    const features = (key: string) => {
      const list: string[] = [];
      for (let i = 0; t.has(`${key}.features.${i}`); i++) list.push(t(`${key}.features.${i}`));
      return list;
    };
    return {
      name: (name: string) => (known(name) ? t(`${planKey(name)}.name`) : name),
      of: (plan: PlanTexts): PlanTexts => {
        if (!known(plan.name)) return plan;
        const key = planKey(plan.name);
        return { name: t(`${key}.name`), description: t(`${key}.description`), features: features(key) };
      },
    };
  }, [t]);
}
