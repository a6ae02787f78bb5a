import { useSearchParams } from 'react-router-dom';
import { recordTerm } from '@/features/form-class/rules/record-term';
import { formatIsoDate, toCalendarDate } from '@/domain/school/calendar-date';
import type { Term } from '@/domain/gradebook/term-score';
import { useSession } from '@/lib/session/session-context';

/**
 * The term a form-class screen shows (`recordTerm`): `?term=` when it names one, else the current year's last
 * started term, or term 4 of a past `academicYearId` (the lists and the completion view are always this year's).
 */
export function useFormClassTerm(academicYearId?: string): Term {
  const [searchParams] = useSearchParams();
  const { currentAcademicYear } = useSession();
  return recordTerm(
    searchParams.get('term'),
    academicYearId ?? currentAcademicYear.id,
    currentAcademicYear,
    formatIsoDate(toCalendarDate(new Date())),
  );
}
