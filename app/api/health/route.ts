import { healthReply } from '@/lib/bff/readiness';

export const dynamic = 'force-dynamic';

/** Liveness for a load balancer or orchestrator: the process answers (no database, no log line). */
export function GET() {
  return healthReply();
}
