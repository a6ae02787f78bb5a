import { passwordStrengthLabel, passwordStrengthScore } from '@/features/profile/rules/password-strength';

const VARIANT_BY_SCORE = ['danger', 'danger', 'warning', 'info', 'primary', 'success'] as const;
const MAX_SCORE = 5;

/**
 * Bootstrap's progress markup written out by hand: react-bootstrap's ProgressBar puts extra ARIA
 * attributes on the outer element, where axe rejects them, and leaves the progressbar unnamed.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="progress" style={{ height: 6 }}>
        <div
          className={`progress-bar bg-${VARIANT_BY_SCORE[score]}`}
          role="progressbar"
          aria-label="Password strength"
          aria-valuenow={score}
          aria-valuemin={0}
          aria-valuemax={MAX_SCORE}
          aria-valuetext={`${label} (${score} of ${MAX_SCORE})`}
          style={{ width: `${(score / MAX_SCORE) * 100}%` }}
        />
      </div>
      <div className="small text-body-secondary mt-1">
        Strength: <strong>{label}</strong> ({score}/{MAX_SCORE})
      </div>
    </div>
  );
}
