import { getBff } from '@/lib/bff';

export const dynamic = 'force-dynamic';

export function POST(req: Request) {
  return getBff().lock(req);
}
