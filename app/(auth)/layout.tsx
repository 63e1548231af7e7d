import { Suspense, type ReactNode } from 'react';
import { AuthFrame } from '@/components/auth/AuthFrame';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AuthFrame>
      {/* The sign-in forms read the query (next, email, Clover's ids): the boundary lets each page prerender without it. */}
      <Suspense>{children}</Suspense>
    </AuthFrame>
  );
}
