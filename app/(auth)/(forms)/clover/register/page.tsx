import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.register', 'clover.title');

/** Sign-up from Clover's app market: the query carries merchant_id, employee_id and code. */
export default function CloverRegisterPage() {
  return <RegisterForm clover />;
}
