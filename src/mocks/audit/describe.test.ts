import { describe, expect, it } from 'vitest';
import type { SchoolCalendarEventRow } from '../calendar/schema';
import { db } from '../db';
import { describeWrite } from './describe';

const event: SchoolCalendarEventRow = {
  id: 'ev-words',
  createdAt: '2026-11-01T00:00:00.000Z',
  createdById: 'u-principal',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  title: 'Choir practice',
  type: 'SCHOOL_EVENT',
  allDay: true,
  start: '2026-11-02',
  end: '2026-11-02',
  recurrence: null,
  classYearId: null,
};

describe('a change in the history names what it points at', () => {
  it('names the class an event moved to and says how it repeats, never an id or "(changed)"', () => {
    const classYear = db.classYears.all()[0]!;
    const after = { ...event, classYearId: classYear.id, recurrence: { frequency: 'WEEKLY' as const, weekdays: ['MONDAY' as const], until: null, count: 4 } };
    const [written] = describeWrite('schoolCalendarEvents', event, after);
    expect(written?.changes).toEqual([
      { field: 'recurrence', label: 'Repeats', before: null, after: { ...after.recurrence, label: 'Every week on Monday, 4 times' } },
      { field: 'classYearId', label: 'Class', before: null, after: { id: classYear.id, name: classYear.name } },
    ]);
  });
});
