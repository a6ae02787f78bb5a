import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLogin } from '@/features/auth/api/login';
import { signInErrorMessage } from '@/features/auth/rules/sign-in-error';
import { setAccessToken } from '@/lib/auth-token';

export interface LoginValues {
  username: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = 'Username is required';
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

interface LoginFormProps {
  onSignedIn: () => void;
  /** Filled in by the demo-accounts panel. */
  prefill?: LoginValues;
}

/**
 * Two required fields, so plain state rather than react-hook-form: the sign-in page carries the
 * whole first-load budget (docs/decisions/platform.md). Validates on submit, then as the user corrects.
 */
export function LoginForm({ onSignedIn, prefill }: LoginFormProps) {
  const loginMutation = useLogin();
  const usernameRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [shownPrefill, setShownPrefill] = useState(prefill);
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill);
    if (prefill) setValues(prefill);
  }
  const errors = submitted ? validateLogin(values) : {};

  // The sign-in page has one job: put the cursor where the user types first.
  useEffect(() => usernameRef.current?.focus(), []);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // A second Enter or click while signing in is dropped by the shared single-flight mutation.
    if (Object.keys(validateLogin(values)).length > 0) return;
    const auth = await loginMutation.mutateAsync({ username: values.username.trim(), password: values.password }).catch(() => null);
    if (!auth) return;
    setAccessToken(auth.accessToken);
    // The shell's loader fetches the self user next (spec §7: on login); the hand-off brings its own.
    onSignedIn();
  };

  const failure = loginMutation.error ? signInErrorMessage(loginMutation.error) : null;

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <LoginField
        ref={usernameRef}
        name="username"
        label="Username"
        autoComplete="username"
        className="mb-3"
        value={values.username}
        onChange={change('username')}
        error={errors.username}
      />
      <LoginField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        className="mb-4"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Button type="submit" className="w-100" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Log in
      </Button>
    </Form>
  );
}

interface LoginFieldProps {
  name: keyof LoginValues;
  label: string;
  type?: 'password';
  autoComplete: string;
  className: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** One labelled field whose error is tied to it for screen readers. */
function LoginField({ name, label, type, autoComplete, className, value, onChange, error, ref }: LoginFieldProps) {
  const errorId = `login-${name}-error`;
  return (
    <Form.Group className={className} controlId={`login-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={ref}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
