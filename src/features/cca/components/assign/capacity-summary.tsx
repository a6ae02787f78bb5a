import ProgressBar from 'react-bootstrap/ProgressBar';
import type { CcaYear } from '@/features/cca/api/cca-schemas';
import { countOf } from '@/domain/school/count-words';

/** Places taken against capacity, as a bar and a sentence. */
export function CapacitySummary({ cca }: { cca: CcaYear }) {
  const full = cca.placesLeft === 0;
  return (
    <div className="mb-3" style={{ maxWidth: '44rem' }}>
      <p className="mb-1">
        <strong>
          {cca.membersCount} of {cca.capacity} places taken
        </strong>{' '}
        · {full ? 'Full: remove a member before assigning anyone else.' : `${countOf(cca.placesLeft, 'place')} left.`}
      </p>
      {/* The sentence above says it in words; the bar only shows it at a glance. */}
      <div aria-hidden="true">
        <ProgressBar
          now={Math.min(100, (cca.membersCount / Math.max(1, cca.capacity)) * 100)}
          variant={full ? 'danger' : 'primary'}
        />
      </div>
    </div>
  );
}
