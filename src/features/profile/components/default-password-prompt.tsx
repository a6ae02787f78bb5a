import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';

const DISMISSED_KEY = 'portal.defaultPasswordPromptDismissed';

/** Asks a user still on the default password to change it; dismissible for this session (spec §4). */
export function DefaultPasswordPrompt({ hasDefaultPassword }: { hasDefaultPassword: boolean }) {
  const [dismissed, setDismissed] = useState(() => window.sessionStorage.getItem(DISMISSED_KEY) === 'true');
  const dismiss = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  };

  return (
    <Modal show={hasDefaultPassword && !dismissed} onHide={dismiss} aria-labelledby="default-password-title" centered>
      <Modal.Header closeButton closeLabel="Dismiss">
        <Modal.Title id="default-password-title">Change your default password</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>You are still using the default password. Choose your own password to keep your account safe.</p>
        <ChangePasswordForm idPrefix="prompt-password" onCancel={dismiss} />
      </Modal.Body>
    </Modal>
  );
}
