import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { EndedSession } from '@/lib/session/session-status';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const REAUTH_TITLE = 'Your session has ended';
export const REAUTH_BODY =
  'You were signed out (in this or another tab). Your unsaved changes are still on this page: sign in again to keep them.';
export const DISCARD_NOTE = 'Signing in as someone else discards the unsaved changes on this page.';

/**
 * Sign in again without leaving the page, for the same user only (the username is locked), while the
 * typed values wait in memory. The backdrop is opaque: the class data behind it is not shown to
 * whoever sits at the computer until someone signs in.
 */
export function ReauthDialog({ session }: { session: EndedSession }) {
  const titleId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useSingleFlightMutation({
    mutationKey: ['auth', 'sign-in-again'],
    mutationFn: session.signIn,
    meta: { suppressErrorToast: true },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') signIn.mutate(password);
  };

  return (
    <Modal
      show
      backdrop="static"
      keyboard={false}
      backdropClassName="bg-body-tertiary opacity-100"
      aria-labelledby={titleId}
      centered
      // The username is known: the cursor goes where the user types.
      onEntered={() => passwordRef.current?.focus()}
    >
      <Form noValidate onSubmit={submit} aria-label="Sign in again">
        <Modal.Header>
          <Modal.Title id={titleId} as="h2" className="h5">
            {REAUTH_TITLE}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{REAUTH_BODY}</p>
          {signIn.error ? (
            <Alert variant="danger" className="py-2">
              {signIn.error.message}
            </Alert>
          ) : null}
          <Form.Group className="mb-3" controlId="reauth-username">
            <Form.Label>Username</Form.Label>
            <Form.Control name="username" autoComplete="username" value={session.username} readOnly />
          </Form.Group>
          <Form.Group controlId="reauth-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              name="password"
              autoComplete="current-password"
              ref={passwordRef}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              isInvalid={missing}
              aria-describedby={missing ? 'reauth-password-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="reauth-password-error">
              Password is required
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" className="w-100 mt-3" disabled={signIn.isPending} aria-busy={signIn.isPending}>
            {signIn.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Sign in
          </Button>
        </Modal.Body>
        <Modal.Footer className="flex-column align-items-start">
          <Button variant="link" className="p-0" onClick={session.discard} disabled={signIn.isPending}>
            Sign in as someone else
          </Button>
          <p className="small text-body-secondary mb-0">{DISCARD_NOTE}</p>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
