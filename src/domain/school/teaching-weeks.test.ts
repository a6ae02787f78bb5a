import { describe, expect, it } from 'vitest';
import { holidayWeeks, teachingWeeks, termRange } from './teaching-weeks';

describe('teachingWeeks', () => {
  it('numbers the Monday-based weeks of a term that starts on a Monday and ends on a Friday', () => {
    const weeks = teachingWeeks('2026-07-13', '2026-07-31');
    expect(weeks.map((week) => [week.number, week.monday, week.firstDay, week.lastDay, week.workingDays])).toEqual([
      [1, '2026-07-13', '2026-07-13', '2026-07-17', 5],
      [2, '2026-07-20', '2026-07-20', '2026-07-24', 5],
      [3, '2026-07-27', '2026-07-27', '2026-07-31', 5],
    ]);
    expect(weeks.some((week) => week.partial)).toBe(false);
  });

  it('keeps a first week cut by a mid-week start as a partial week 1 that begins on the term’s first day', () => {
    const [first, second] = teachingWeeks('2026-07-15', '2026-07-24');
    expect(first).toEqual({
      number: 1,
      monday: '2026-07-13',
      firstDay: '2026-07-15',
      lastDay: '2026-07-17',
      workingDays: 3,
      partial: true,
    });
    expect(second).toMatchObject({ number: 2, monday: '2026-07-20', workingDays: 5, partial: false });
  });

  it('skips a week of holidays without giving it a number', () => {
    const holidays = ['2026-07-20', '2026-07-21', '2026-07-22', '2026-07-23', '2026-07-24'];
    const weeks = teachingWeeks('2026-07-13', '2026-07-31', holidays);
    expect(weeks.map((week) => [week.number, week.monday])).toEqual([
      [1, '2026-07-13'],
      [2, '2026-07-27'],
    ]);
  });

  it('marks a week with one holiday partial and moves its first day past a Monday holiday', () => {
    const [week] = teachingWeeks('2026-08-10', '2026-08-14', ['2026-08-10']);
    expect(week).toMatchObject({
      number: 1,
      firstDay: '2026-08-11',
      lastDay: '2026-08-14',
      workingDays: 4,
      partial: true,
    });
  });

  it('ends on the last Friday when the term ends on a weekend, adding no empty week', () => {
    const weeks = teachingWeeks('2026-07-13', '2026-07-26');
    expect(weeks).toHaveLength(2);
    expect(weeks.at(-1)).toMatchObject({ lastDay: '2026-07-24', partial: false });
  });

  it('starts with the following Monday when the term starts on a weekend', () => {
    expect(teachingWeeks('2026-07-11', '2026-07-17').map((week) => week.firstDay)).toEqual(['2026-07-13']);
  });

  it('answers no week when the term ends before it starts or holds no school day', () => {
    expect(teachingWeeks('2026-07-20', '2026-07-13')).toEqual([]);
    expect(teachingWeeks('2026-07-18', '2026-07-19')).toEqual([]);
  });

  it('reads a term’s dates from an academic year', () => {
    const year = {
      term1StartDate: 'a',
      term1EndDate: 'b',
      term2StartDate: 'c',
      term2EndDate: 'd',
      term3StartDate: 'e',
      term3EndDate: 'f',
      term4StartDate: 'g',
      term4EndDate: 'h',
    };
    expect(termRange(year, 3)).toEqual({ start: 'e', end: 'f' });
  });
});

describe('holidayWeeks', () => {
  const breakWeek = ['2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-12'];

  it('names the week of holidays that teachingWeeks skips, after the teaching week before it', () => {
    expect(holidayWeeks('2027-01-04', '2027-03-19', breakWeek)).toEqual([
      { monday: '2027-02-08', firstDay: '2027-02-08', lastDay: '2027-02-12', afterWeek: 5 },
    ]);
    const weeks = teachingWeeks('2027-01-04', '2027-03-19', breakWeek);
    expect(weeks.map((week) => week.monday)).not.toContain('2027-02-08');
    expect(weeks.find((week) => week.number === 6)?.monday).toBe('2027-02-15');
  });

  it('finds none when a holiday only shortens a week, or the term ends on a weekend', () => {
    expect(holidayWeeks('2026-08-10', '2026-08-14', ['2026-08-10'])).toEqual([]);
    expect(holidayWeeks('2026-07-13', '2026-07-26')).toEqual([]);
  });

  it('keeps only the weekdays inside the term, and counts a break that opens the term as after week 0', () => {
    expect(holidayWeeks('2026-07-15', '2026-07-24', ['2026-07-15', '2026-07-16', '2026-07-17'])).toEqual([
      { monday: '2026-07-13', firstDay: '2026-07-15', lastDay: '2026-07-17', afterWeek: 0 },
    ]);
  });
});
