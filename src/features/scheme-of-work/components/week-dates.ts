import { formatDate } from '@/lib/format-date';
import type { SowHolidayWeek, SowWeek } from '@/features/scheme-of-work/api/sow-schemas';
import { countOf } from '@/domain/school/count-words';

/** "13 Jul 2026 – 17 Jul 2026", or one date for a one-day week. */
export function weekDates(week: Pick<SowWeek, 'firstDay' | 'lastDay'>): string {
  return week.firstDay === week.lastDay
    ? formatDate(week.firstDay)
    : `${formatDate(week.firstDay)} – ${formatDate(week.lastDay)}`;
}

/** Why a week is short: its holidays, or the term starting or ending inside it. */
export function weekNote(week: Pick<SowWeek, 'partial' | 'workingDays' | 'holidays'>): string | null {
  if (!week.partial) return null;
  const days = countOf(week.workingDays, 'teaching day');
  return week.holidays.length > 0 ? `${days} · ${week.holidays.map((holiday) => holiday.name).join(', ')}` : days;
}

/** "Mid-term break — no teaching week": the week's holidays, each name once, in date order. */
export function holidayWeekLabel(week: Pick<SowHolidayWeek, 'holidays'>): string {
  const names = [...new Set(week.holidays.map((holiday) => holiday.name))];
  return `${names.length > 0 ? names.join(', ') : 'Holidays'} — no teaching week`;
}
