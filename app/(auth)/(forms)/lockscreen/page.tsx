import { LockscreenForm } from '@/components/auth/LockscreenForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.lock');

export default function LockscreenPage() {
  return <LockscreenForm />;
}
