import { upstreamDispatch } from '@/lib/bff';
import { readinessReply } from '@/lib/bff/readiness';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Probes have a few seconds: answer within 5 s even when the upstream's own timeout is longer. */
const READY_TIMEOUT_MS = 5000;

/** Readiness for a load balancer: the upstream's GET /v1/ready (database answers, migrations applied). */
export function GET(req: Request) {
  return readinessReply(upstreamDispatch(Math.min(READY_TIMEOUT_MS, env().UPSTREAM_TIMEOUT_MS)), req);
}
