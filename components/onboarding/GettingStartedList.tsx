'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListError } from '@/components/ui/ListStates';
import { gettingStartedQuery, userQuery } from '@/lib/api/account';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { testOrderMenuQuery, usePlaceTestOrder } from '@/lib/api/orders';
import type { GettingStarted, TestOrderMenuReply } from '@/lib/contract';
import { isRouteAllowed, menuContextOf } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { GettingStartedComplete } from './GettingStartedComplete';
import { GettingStartedProgress } from './GettingStartedProgress';
import { GettingStartedStep } from './GettingStartedStep';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './getting-started.module.css';
import { canDoStep, onboardingSteps } from './steps';

const SERVER_COUNT_FRESH_MS = 10_000;

/**
 * SPEC §2: the seven onboarding steps, each done or not, how many are done, the test order.
 * `initial` is the server's prefetch. It is given as initialData, not through a
 * HydrationBoundary, because the shell's menu counter has already created this query (empty)
 * by the time the page renders, and a boundary fills existing queries only after mounting.
 * `initialTestOrderMenu`, the test order's menu count, likewise.
 */
export function GettingStartedList({
  initial,
  initialTestOrderMenu,
}: {
  initial?: { getting_started: GettingStarted } | null;
  initialTestOrderMenu?: TestOrderMenuReply | null;
}) {
  const t = useTranslations('gettingStarted');
  const steps = useQuery({ ...gettingStartedQuery(), initialData: initial ?? undefined });
  const account = useQuery(userQuery());
  const ctx = account.data ? menuContextOf(account.data) : null;
  const canTestOrder = canDoStep({ kind: 'testOrder' }, ctx);
  // Asked only of those who may place one; a failure leaves the button (the POST says why). The
  // server's count stands for a few seconds (not asked again on hydration); coming back later from
  // the menu page, the cached count is older than that and is asked afresh.
  const menu = useQuery({
    ...testOrderMenuQuery(),
    enabled: !!ctx && canTestOrder,
    meta: { silent: true },
    ...(initialTestOrderMenu ? { initialData: initialTestOrderMenu, staleTime: SERVER_COUNT_FRESH_MS } : {}),
  });
  const emptyMenu =
    menu.data?.orderable_items === 0
      ? { menuHref: ctx && isRouteAllowed(paths.menu, ctx) ? paths.menu : undefined }
      : undefined;
  const testOrder = usePlaceTestOrder();

  if (steps.isPending) {
    return (
      <div className={styles.loading}>
        <span role="progressbar" aria-label={t('loading')} className={styles.spinner} />
      </div>
    );
  }
  if (isFirstLoadFailure(steps))
    return <ListError message={steps.error.message} retryLabel={t('retry')} onRetry={() => void steps.refetch()} />;

  const gs = steps.data.getting_started;
  const allDone = gs.total > 0 && gs.completed >= gs.total;
  return (
    <div className={styles.column}>
      {allDone && <GettingStartedComplete />}
      <div className={`${panel.outlined} ${styles.card}`}>
        <GettingStartedProgress completed={gs.completed} total={gs.total} />
        <ul aria-label={t('stepsLabel')} className={styles.steps}>
          {onboardingSteps.map(({ flag, action }) => (
            <GettingStartedStep
              key={flag}
              flag={flag}
              action={action}
              done={gs[flag]}
              allowed={canDoStep(action, ctx)}
              emptyMenu={action.kind === 'testOrder' ? emptyMenu : undefined}
              placing={testOrder.isPending}
              onPlaceTestOrder={() => testOrder.mutate()}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
