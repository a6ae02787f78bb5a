import { nowIso } from '../http/record-writes';
import { db } from '../db';
import { HttpError, notFound } from '../http/errors';
import type { User } from '../auth/schema';
import type { SowWeekBody } from '../../domain/scheme-of-work/bodies';
import type { SchemeOfWork } from './schema';
import { linkableLessons, sowDetail, weeksOf } from './views';

export const SOW_CONFLICT_MESSAGE =
  'Someone else saved this scheme of work since you opened it. Reload to see their changes; what you typed is kept.';

/** Replaces one teaching week's plan once its lessons are the scheme's own; 409 on a stale version. */
export function saveWeek(sow: SchemeOfWork, weekNumber: number, body: SowWeekBody, user: User) {
  if (!weeksOf(sow).some((week) => week.number === weekNumber)) throw notFound('Teaching week');
  if (body.version !== sow.version) throw new HttpError(409, SOW_CONFLICT_MESSAGE);
  const lessons = new Set(linkableLessons(sow).map((lesson) => lesson.id));
  const errors: Record<string, string> = {};
  body.lessonIds.forEach((id, index) => {
    if (!lessons.has(id)) errors[`lessonIds.${index}`] = `Lesson "${id}" is not a lesson of this subject and level.`;
  });
  const [first] = Object.values(errors);
  if (first) throw new HttpError(422, first, errors);
  const entry = {
    week: weekNumber,
    topics: body.topics,
    objectives: body.objectives,
    lessonIds: [...new Set(body.lessonIds)],
  };
  const weeks = [...sow.weeks.filter((row) => row.week !== weekNumber), entry].sort((a, b) => a.week - b.week);
  const updated = db.schemesOfWork.update(sow.id, {
    weeks,
    version: sow.version + 1,
    updatedAt: nowIso(),
    updatedById: user.id,
  });
  return sowDetail(updated ?? sow);
}
