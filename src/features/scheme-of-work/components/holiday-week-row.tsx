import type { SowHolidayWeek } from '@/features/scheme-of-work/api/sow-schemas';
import { holidayWeekLabel, weekDates } from '@/features/scheme-of-work/components/week-dates';

/**
 * A week of the term with no school day, between the teaching weeks it separates: it takes no number, so
 * the plan of the week after it is the next week's, and says which holidays close it.
 */
export function HolidayWeekRow({ week, columns }: { week: SowHolidayWeek; columns: number }) {
  return (
    <tr className="table-light" data-testid={`holiday-week-${week.monday}`}>
      <th scope="row" className="fw-normal fst-italic">
        Holiday week
      </th>
      <td>{weekDates(week)}</td>
      <td colSpan={columns - 2} className="fst-italic">
        {holidayWeekLabel(week)}
      </td>
    </tr>
  );
}
