import { useEffect, useState } from 'react';
import { EXTERNAL_LINK_TOKEN_CHECK_MS } from '@/config/constants';
import { getAccessToken } from '@/lib/auth-token';

/**
 * Whether a token is present, re-read every second (spec §7): another tab may refresh or end the
 * session, and the external links must follow.
 */
export function useAccessTokenPresence(): boolean {
  const [present, setPresent] = useState(() => Boolean(getAccessToken()));
  useEffect(() => {
    const timer = window.setInterval(() => setPresent(Boolean(getAccessToken())), EXTERNAL_LINK_TOKEN_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return present;
}
