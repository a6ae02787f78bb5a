import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { isDemoBuild, resetDemoData } from '@/app/demo-backend';
import { useLogout } from '@/app/shell/use-logout';
import { Avatar } from '@/components/avatar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

async function resetDemo(): Promise<void> {
  await resetDemoData();
  window.localStorage.clear();
  window.location.assign(paths.login.path);
}

export function ProfileMenu() {
  const { user } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const [confirmReset, setConfirmReset] = useState(false);
  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="light" id="profile-menu" className="d-flex align-items-center gap-2">
          <Avatar name={user.fullName} />
          <span className="d-none d-md-inline">{user.fullName}</span>
          <span className="visually-hidden">Profile menu</span>
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header>
            Signed in as <strong>{user.username}</strong>
          </Dropdown.Header>
          <Dropdown.Item as={Link} to={paths.profile.path}>
            Profile
          </Dropdown.Item>
          {isDemoBuild && <Dropdown.Item onClick={() => setConfirmReset(true)}>Reset demo data</Dropdown.Item>}
          <Dropdown.Divider />
          <Dropdown.Item onClick={() => void logout()} disabled={isLoggingOut}>
            Log out
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {isDemoBuild && (
        <ConfirmDialog
          show={confirmReset}
          title="Reset demo data"
          body="This puts every demo record back as it was and signs you out. Changes you made in the demo are lost."
          confirmLabel="Reset demo data"
          confirmVariant="danger"
          onConfirm={resetDemo}
          onHide={() => setConfirmReset(false)}
        />
      )}
    </>
  );
}
