'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AuditEntry } from '@/lib/contract/audit';
import { useLocationMoney } from '../use-current-location';
import { describeEntry, type AuditTextDeps } from './describe-change';

/**
 * The audit log's words in the viewer's language: entries as sentences (money in the current
 * location's currency), entity types, actions and roles. Shared by the activity page and every
 * drawer's History tab.
 */
export function useAuditText() {
  const t = useTranslations('audit');
  const money = useLocationMoney();
  const format = useFormatter();
  return useMemo(() => {
    const deps: AuditTextDeps = {
      t: (key, values) => t(key, values),
      has: (key) => t.has(key),
      money: money.format,
      number: (n) => format.number(n),
    };
    return {
      describe: (entry: AuditEntry) => describeEntry(entry, deps),
      /** Who made a change no person made (a scheduled job). */
      system: t('system'),
      /** A role the catalogue does not name shows as sent. */
      role: (role: string) => (t.has(`roles.${role}`) ? t(`roles.${role}`) : role),
    };
  }, [t, money, format]);
}
