import { getBff } from '@/lib/bff';

export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  return getBff().sessionInfo(req);
}
