import { useState } from 'react';
import { listCalendarEventsEndpoint } from '@/features/calendar/api/calendar-events';
import type { Holiday } from '@/features/calendar/api/calendar-schemas';
import { downloadIcs, icsFileName, toIcs } from '@/features/calendar/components/ics-export';
import { callEndpoint } from '@/lib/endpoint';
import { useSession } from '@/lib/session/session-context';
import { showToast } from '@/lib/toast-store';

/**
 * The `.ics` of the academic year the file is named after: every event of the year (the school's, and the
 * chosen class's), whatever month is on screen, with that year's public holidays.
 */
export function useYearExport(holidays: ReadonlyArray<Holiday>) {
  const { currentAcademicYear } = useSession();
  const [exporting, setExporting] = useState(false);

  async function exportYear(classYearId: string, className: string | undefined) {
    if (exporting) return;
    setExporting(true);
    try {
      // Without from/to the backend answers the current academic year (docs/api.md).
      const events = await callEndpoint(listCalendarEventsEndpoint, { query: classYearId ? { classYearId } : {} });
      const year = currentAcademicYear.year;
      const calName = className ? `${className} calendar ${year}` : `School calendar ${year}`;
      const ofYear = holidays.filter((holiday) => holiday.academicYearId === currentAcademicYear.id);
      downloadIcs(toIcs(events.data, ofYear, calName), icsFileName(className ?? 'school', year));
    } catch {
      showToast({ variant: 'danger', message: 'Could not export the calendar. Try again.' });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportYear };
}
