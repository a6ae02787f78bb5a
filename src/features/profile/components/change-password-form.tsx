import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useUpdatePassword } from '@/features/profile/api/update-password';
import { PasswordStrengthMeter } from '@/features/profile/components/password-strength-meter';
import { paths } from '@/config/paths';
import { failureMessage, toApiError } from '@/lib/api-error';
import { changePasswordSchema, type ChangePasswordValues } from '@/domain/auth/password-policy';
import { env } from '@/lib/env';
import { logout } from '@/lib/session/end-session';
import { showToast } from '@/lib/toast-store';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully! Please log in again with your new password.';
export const PASSWORD_UPDATE_FALLBACK = 'Failed to update password. Please try again.';

const schema = changePasswordSchema(env.defaultPassword);

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

function PasswordField({ id, label, autoComplete, error, registration }: PasswordFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** Change password (spec §5); on success the user is logged out and sent to /login (spec §4). */
export function ChangePasswordForm({ idPrefix = 'password', onCancel }: { idPrefix?: string; onCancel?: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useUpdatePassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    // Repeated clicks and Enter are dropped by the shared single-flight mutation, not here.
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const { fieldErrors } = toApiError(error, PASSWORD_UPDATE_FALLBACK);
      for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
        if (fieldErrors[field]) setError(field, { message: fieldErrors[field] });
      }
      return;
    }
    showToast({ variant: 'success', message: PASSWORD_UPDATED_MESSAGE });
    await logout(queryClient);
    navigate(paths.login.path, { replace: true });
  });

  const failure = mutation.error ? failureMessage(mutation.error, PASSWORD_UPDATE_FALLBACK) : null;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Change password">
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <PasswordField
        id={`${idPrefix}-current`}
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <PasswordField
        id={`${idPrefix}-new`}
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        registration={register('newPassword')}
      />
      <PasswordStrengthMeter password={newPassword} />
      <Form.Text as="p" className="mt-2">
        At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.
      </Form.Text>
      <PasswordField
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <div className="d-flex gap-2 justify-content-end">
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={mutation.isPending}>
            Remind me later
          </Button>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Update password
        </Button>
      </div>
    </Form>
  );
}
