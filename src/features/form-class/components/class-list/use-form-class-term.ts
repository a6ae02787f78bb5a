import { useSearchParams } from 'react-router-dom';
import { currentTermOn } from '@/lib/form-class/current-term';
import { formatIsoDate, toCalendarDate } from '@/lib/school-rules/calendar-date';
import { isTerm, type Term } from '@/lib/school-rules/term-score';
import { useSession } from '@/lib/session/session-context';

/** The term of a form-class screen: `?term=` when it names one, else the current term (the last one started). */
export function useFormClassTerm(): Term {
  const [searchParams] = useSearchParams();
  const { currentAcademicYear } = useSession();
  const requested = Number(searchParams.get('term'));
  return isTerm(requested) ? requested : currentTermOn(currentAcademicYear, formatIsoDate(toCalendarDate(new Date())));
}
