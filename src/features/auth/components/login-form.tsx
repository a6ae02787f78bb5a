import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLogin } from '@/features/auth/api/login';
import { toApiError } from '@/lib/api-error';
import { setAccessToken } from '@/lib/auth-token';
import { selfUserQueryOptions } from '@/lib/session/self-user';

const LoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginValues = z.infer<typeof LoginSchema>;

interface LoginFormProps {
  onSignedIn: () => void;
  /** Filled in by the demo-accounts panel. */
  prefill?: LoginValues;
}

export function LoginForm({ onSignedIn, prefill }: LoginFormProps) {
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
    values: prefill,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The sign-in page has one job: put the cursor where the user types first.
  useEffect(() => setFocus('username'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    if (loginMutation.isPending) return;
    const auth = await loginMutation.mutateAsync(values).catch(() => null);
    if (!auth) return;
    setAccessToken(auth.accessToken);
    // Spec §7: the self user is fetched on login (the hand-off login brings its own).
    await queryClient.fetchQuery(selfUserQueryOptions()).catch(() => undefined);
    onSignedIn();
  });

  const failure = loginMutation.error ? toApiError(loginMutation.error, 'Sign-in failed. Please try again.') : null;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Sign in">
      {failure && (
        <Alert variant="danger" role="alert">
          {failure.message}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-username">
        <Form.Label>Username</Form.Label>
        <Form.Control
          autoComplete="username"
          isInvalid={Boolean(errors.username)}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          {...register('username')}
        />
        <Form.Control.Feedback type="invalid" id="login-username-error">
          {errors.username?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="login-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          isInvalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <Form.Control.Feedback type="invalid" id="login-password-error">
          {errors.password?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100" size="lg" disabled={loginMutation.isPending}>
        {loginMutation.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Log in
      </Button>
    </Form>
  );
}
