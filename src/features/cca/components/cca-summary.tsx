import Badge from 'react-bootstrap/Badge';
import type { CcaYear } from '@/features/cca/api/cca-schemas';
import { formatWeekdays } from '@/domain/cca/cca';

/** "Sports · meets Tuesday and Thursday · Orchard Campus · 2026/2027 · in charge: …" */
export function ccaDescription(cca: CcaYear): string {
  const teachers = cca.teachers.map((teacher) => teacher.fullName).join(', ');
  return `${cca.category} · meets ${formatWeekdays(cca.meetingDays)} · ${cca.branch.name} · ${cca.academicYear.year} · in charge: ${teachers}`;
}

/** Members against capacity, with Full when no place is left. */
export function MembersCount({ cca }: { cca: Pick<CcaYear, 'membersCount' | 'capacity' | 'placesLeft'> }) {
  return (
    <span className="text-nowrap">
      {cca.membersCount} / {cca.capacity}
      {cca.placesLeft === 0 ? (
        <Badge bg="danger" className="ms-2">
          Full
        </Badge>
      ) : null}
    </span>
  );
}

/** How many members are graded, as "8 of 16" with Complete or Not started. */
export function GradedCount({ cca }: { cca: Pick<CcaYear, 'membersCount' | 'gradedCount'> }) {
  const complete = cca.membersCount > 0 && cca.gradedCount === cca.membersCount;
  return (
    <span className="text-nowrap">
      {cca.gradedCount} of {cca.membersCount}
      {complete ? (
        <Badge bg="success" className="ms-2">
          Complete
        </Badge>
      ) : cca.gradedCount === 0 && cca.membersCount > 0 ? (
        <Badge bg="secondary" className="ms-2">
          Not started
        </Badge>
      ) : null}
    </span>
  );
}
