'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gettingStartedQuery } from '@/lib/api/account';
import type { UserReply } from '@/lib/contract';
import { isRouteAllowed, menuContextOf, visibleMenu } from '@/lib/navigation';
import { paths } from '@/lib/paths';

/**
 * The menu and the route gate for this user. The checklist's own query keeps the counter live
 * when a step is done; until it answers, GET user's onboard_status stands in.
 */
export function useShellNavigation(reply: UserReply, pathname: string) {
  const checklist = useQuery({ ...gettingStartedQuery(), enabled: !!reply.business, meta: { silent: true } });
  const ctx = useMemo(() => menuContextOf(reply, checklist.data?.getting_started), [reply, checklist.data]);
  const groups = useMemo(() => visibleMenu(ctx), [ctx]);
  // Home (SPEC §2: the order history) for those who see orders; `/` picks the others' first page.
  const homeHref = isRouteAllowed(paths.orderHistory, ctx) ? paths.orderHistory : '/';
  return { groups, allowed: isRouteAllowed(pathname, ctx), homeHref };
}
