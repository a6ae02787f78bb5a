import ProgressBar from 'react-bootstrap/ProgressBar';
import { passwordStrengthLabel, passwordStrengthScore } from '@/features/profile/rules/password-strength';

const VARIANT_BY_SCORE = ['danger', 'danger', 'warning', 'info', 'primary', 'success'] as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <div className="mt-2" aria-live="polite">
      <ProgressBar
        now={(score / 5) * 100}
        variant={VARIANT_BY_SCORE[score]}
        style={{ height: 6 }}
        aria-label={`Password strength: ${label}`}
        aria-valuetext={`${label} (${score} of 5)`}
      />
      <div className="small text-body-secondary mt-1">
        Strength: <strong>{label}</strong> ({score}/5)
      </div>
    </div>
  );
}
