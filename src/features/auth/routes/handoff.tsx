import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router-dom';
import { exchangeHandoffCode } from '@/features/auth/api/handoff';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { toApiError } from '@/lib/api-error';
import { setAccessToken } from '@/lib/auth-token';
import { selfUserQueryOptions } from '@/lib/session/self-user';

/** Reads the one-time code from the fragment and removes it from the address bar at once. */
function takeCodeFromFragment(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return code;
}

/** Cross-portal hand-off from the admin portal (docs/api.md): no token ever sits in a URL. */
export default function HandoffRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; a hand-off code is single-use.
    if (started.current) return;
    started.current = true;
    const code = takeCodeFromFragment();
    const exchange = code
      ? exchangeHandoffCode(code)
      : Promise.reject(new Error('This sign-in link is incomplete. Please sign in again.'));
    exchange
      .then((answer) => {
        setAccessToken(answer.accessToken);
        // The impersonation login brings its self user, so GET /me is skipped (spec §7).
        queryClient.setQueryData(selfUserQueryOptions().queryKey, answer.user);
        navigate(paths.landing.path, { replace: true });
      })
      .catch((cause: unknown) => setError(toApiError(cause).message));
  }, [navigate, queryClient]);

  if (!error) return <PageLoader label="Signing you in…" />;
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h4">Sign-in link</h1>
      <Alert variant="danger">{error}</Alert>
      <Link to={paths.login.path}>Go to the sign-in page</Link>
    </main>
  );
}
