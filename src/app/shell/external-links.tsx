import Nav from 'react-bootstrap/Nav';
import { createHandoffCode } from '@/features/auth/api/create-handoff-code';
import { toApiError } from '@/lib/api-error';
import { env } from '@/lib/env';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';
import { useAccessTokenPresence } from '@/app/shell/use-access-token-presence';

/**
 * Opens the admin portal signed in as this user. The token never goes into a URL: a one-time code
 * travels in the fragment (docs/api.md, cross-portal hand-off).
 */
async function openAdminPortal(): Promise<void> {
  // Open the tab synchronously so the popup blocker allows it, then point it at the hand-off page.
  const tab = window.open('about:blank', '_blank');
  try {
    const { code } = await createHandoffCode();
    const url = `${env.adminPortalUrl}/auth/handoff#code=${encodeURIComponent(code)}`;
    if (tab) {
      tab.opener = null;
      tab.location.replace(url);
    }
  } catch (error) {
    tab?.close();
    showToast({ variant: 'danger', message: toApiError(error, 'Could not open the admin portal.').message });
  }
}

export function ExternalLinks() {
  const { user } = useSession();
  const hasToken = useAccessTokenPresence();
  if (!hasToken) return null;
  const links = [
    user.sgechineseServiceAvailability && { label: 'Chinese Language Service', href: env.chineseServiceUrl },
    user.koobitsServiceAvailability && { label: 'Reading Service', href: env.readingServiceUrl },
  ].filter((item): item is { label: string; href: string } => Boolean(item));
  if (!user.crossPortalAvailability && links.length === 0) return null;
  return (
    <div className="sidebar-external border-top pt-2 mt-2">
      <div className="sidebar-group-label">Other services</div>
      {user.crossPortalAvailability && (
        <Nav.Link as="button" type="button" className="sidebar-link" onClick={() => void openAdminPortal()}>
          Admin Portal <span className="visually-hidden">(opens in a new tab)</span>
        </Nav.Link>
      )}
      {links.map((link) => (
        <Nav.Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className="sidebar-link">
          {link.label} <span className="visually-hidden">(opens in a new tab)</span>
        </Nav.Link>
      ))}
    </div>
  );
}
