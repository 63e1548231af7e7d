import { StatusCard } from '@/components/errors/StatusCard';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('errors.serverError');

export default function ServerErrorPage() {
  return <StatusCard status={500} />;
}
