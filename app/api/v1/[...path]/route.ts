import { getBff } from '@/lib/bff';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ path: string[] }> };

async function forward(req: Request, { params }: Params) {
  return getBff().handle(req, (await params).path);
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
