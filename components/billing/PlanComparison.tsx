'use client';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import type { Plan } from '@/lib/contract';

interface Props {
  plans: readonly Plan[];
  /** The subscribed plan among them, if any (an id rather than a test: the props stay the same while nothing changes). */
  currentPlanId: string | null;
}

/** Which plan has what: every feature any plan lists, one row each, in the order the plans name them. */
export function PlanComparison({ plans, currentPlanId }: Props) {
  const isCurrent = (plan: Plan) => plan._id === currentPlanId;
  const t = useTranslations('billing.compare');
  const texts = usePlanTexts();
  const translated = plans.map((plan) => ({ plan, ...texts.of(plan) }));
  const rows = [...new Set(translated.flatMap((p) => p.features))];
  return (
    <TableContainer sx={{ mt: 3 }}>
      <Table size="small" aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('feature')}
            </TableCell>
            {translated.map(({ plan, name }) => (
              <TableCell
                key={plan._id}
                component="th"
                scope="col"
                align="center"
                sx={{ fontWeight: isCurrent(plan) ? 700 : undefined }}
              >
                {isCurrent(plan) ? t('currentColumn', { plan: name }) : name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((feature) => (
            <TableRow key={feature}>
              <TableCell component="th" scope="row">
                {feature}
              </TableCell>
              {translated.map(({ plan, features }) => (
                <TableCell key={plan._id} align="center">
                  {features.includes(feature) ? (
                    <CheckIcon fontSize="small" color="success" titleAccess={t('included')} />
                  ) : (
                    <RemoveIcon fontSize="small" color="disabled" titleAccess={t('notIncluded')} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
