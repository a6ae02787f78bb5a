import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DemoAccounts } from '@/features/auth/components/demo-accounts';
import { LoginForm, type LoginValues } from '@/features/auth/components/login-form';
import { safeNextUrl } from '@/features/auth/rules/safe-next-url';
import { paths } from '@/config/paths';
import { getAccessToken } from '@/lib/auth-token';
import { env } from '@/lib/env';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [prefill, setPrefill] = useState<LoginValues | undefined>(undefined);
  const nextUrl = safeNextUrl(searchParams.get('nextUrl')) ?? paths.landing.path;

  if (getAccessToken()) return <Navigate to={nextUrl} replace />;

  return (
    <main className="login-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary py-4">
      <Card className="shadow-sm login-card">
        <Card.Body className="p-4 p-md-5">
          <div className="text-center mb-4">
            <img src="/favicon.svg" alt="" width={48} height={48} className="mb-2" />
            <h1 className="h3 mb-1">{env.productName}</h1>
            <p className="text-secondary mb-0">Sign in to continue</p>
          </div>
          <LoginForm prefill={prefill} onSignedIn={() => navigate(nextUrl, { replace: true })} />
          <DemoAccounts onPick={setPrefill} />
        </Card.Body>
      </Card>
    </main>
  );
}
