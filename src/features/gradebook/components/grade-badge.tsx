import Badge from 'react-bootstrap/Badge';
import { GRADE_BADGE_CLASS } from '@/features/gradebook/rules/grade-style';
import type { Grade } from '@/domain/gradebook/grade';

/** A grade as a coloured badge that always prints its letter; no grade shows as a dash. */
export function GradeBadge({ grade }: { grade: Grade }) {
  if (grade === '') return <span aria-label="No grade">–</span>;
  return (
    <Badge bg="" className={`${GRADE_BADGE_CLASS[grade]} fs-6`} style={{ minWidth: '2rem' }}>
      {grade}
    </Badge>
  );
}
