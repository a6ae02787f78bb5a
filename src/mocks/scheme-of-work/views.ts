import { db } from '../db';
import { holidayWeeks, teachingWeeks, termRange } from '../../domain/school/teaching-weeks';
import { lessonsFor } from './seed';
import type { SchemeOfWork } from './schema';

/** A scheme of work as the list shows it: subject, level, term and how many of its weeks are planned. */
export function sowItem(sow: SchemeOfWork) {
  const subject = db.subjects.get(sow.subjectId);
  const level = db.masterLevels.get(sow.masterLevelId);
  const weeks = weeksOf(sow);
  const planned = new Set(sow.weeks.filter((entry) => entry.topics.length > 0).map((entry) => entry.week));
  return {
    id: sow.id,
    createdAt: sow.createdAt,
    title: sow.title,
    subjectId: sow.subjectId,
    subjectName: subject?.name ?? sow.subjectId,
    masterLevelId: sow.masterLevelId,
    levelName: level?.name ?? sow.masterLevelId,
    levelOrder: level?.order ?? 0,
    academicYearId: sow.academicYearId,
    academicYear: { id: sow.academicYearId, year: db.academicYears.get(sow.academicYearId)?.year ?? '' },
    term: sow.term,
    weeksCount: weeks.length,
    plannedWeeks: weeks.filter((week) => planned.has(week.number)).length,
    updatedAt: sow.updatedAt,
  };
}

const DAY_MS = 86_400_000;
const fridayOf = (monday: string) => new Date(Date.parse(monday) + 4 * DAY_MS).toISOString().slice(0, 10);

function yearHolidays(academicYearId: string) {
  return db.holidays.filter((row) => row.academicYearId === academicYearId);
}

/** The term's dates and the year's holiday dates, as the teaching-weeks rule reads them. */
function termOf(sow: SchemeOfWork) {
  const year = db.academicYears.get(sow.academicYearId);
  if (!year) return null;
  const { start, end } = termRange(year, sow.term);
  return { start, end, holidays: yearHolidays(sow.academicYearId).map((row) => row.date) };
}

/** The term's teaching weeks from its dates and the school's holidays (teaching-weeks rule). */
export function weeksOf(sow: SchemeOfWork) {
  const term = termOf(sow);
  return term ? teachingWeeks(term.start, term.end, term.holidays) : [];
}

/** The lessons a week may link to: those of the resources area for the scheme's subject and level. */
export function linkableLessons(sow: SchemeOfWork) {
  const lessons = lessonsFor(
    {
      classYears: db.classYears.all(),
      subjectYears: db.subjectYears.all(),
      resourceContents: db.resourceContents.all(),
    },
    sow.subjectId,
    sow.masterLevelId,
    sow.academicYearId,
  );
  return lessons.map((lesson) => {
    const classYearId = db.subjectYears.get(lesson.subjectYearId)?.classYearId ?? '';
    return {
      id: lesson.id,
      name: lesson.name,
      subjectYearId: lesson.subjectYearId,
      chapterId: lesson.chapterId,
      chapterName: db.resourceChapters.get(lesson.chapterId)?.name ?? '',
      className: db.classYears.get(classYearId)?.name ?? '',
    };
  });
}

/** A scheme of work with its teaching weeks (dates, holidays inside them), each week's plan, and the weeks skipped. */
export function sowDetail(sow: SchemeOfWork) {
  const lessons = linkableLessons(sow);
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const holidays = yearHolidays(sow.academicYearId);
  const holidaysOfWeek = (monday: string) =>
    holidays
      .filter((row) => row.date >= monday && row.date <= fridayOf(monday))
      .map((row) => ({ date: row.date, name: row.name }));
  const term = termOf(sow);
  const skipped = term ? holidayWeeks(term.start, term.end, term.holidays) : [];
  const weeks = weeksOf(sow).map((week) => {
    const entry = sow.weeks.find((row) => row.week === week.number);
    return {
      ...week,
      holidays: holidaysOfWeek(week.monday),
      topics: entry?.topics ?? [],
      objectives: entry?.objectives ?? [],
      lessons: (entry?.lessonIds ?? []).flatMap((id) => {
        const lesson = byId.get(id);
        return lesson ? [lesson] : [];
      }),
    };
  });
  return {
    ...sowItem(sow),
    version: sow.version,
    weeks,
    holidayWeeks: skipped.map((week) => ({ ...week, holidays: holidaysOfWeek(week.monday) })),
    lessonOptions: lessons,
  };
}
