import { StatusCard } from '@/components/errors/StatusCard';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('errors.notFound');

export default function NotFoundPage() {
  return <StatusCard status={404} />;
}
