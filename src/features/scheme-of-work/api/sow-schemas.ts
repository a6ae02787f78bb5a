import { z } from 'zod';
import { AcademicYearRefSchema } from '@/entities/academic-year/academic-year';

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const HolidaySchema = z.object({ date: isoDate, name: z.string() });

/** A scheme of work (spec §3 SchemeOfWork): one subject at one level for one term, and how much is planned. */
export const SchemeOfWorkSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subjectId: z.string(),
    subjectName: z.string(),
    masterLevelId: z.string(),
    levelName: z.string(),
    levelOrder: z.number().int(),
    academicYearId: z.string(),
    academicYear: AcademicYearRefSchema,
    term: z.number().int().min(1).max(4),
    weeksCount: count,
    plannedWeeks: count,
    updatedAt: z.string(),
  })
  .meta({ id: 'SchemeOfWork' });
export type SchemeOfWork = z.infer<typeof SchemeOfWorkSchema>;

/** A lesson of the resources area a week may link to (its page: resources/{subjectYearId}/{chapterId}/lessons/{id}). */
export const SowLessonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subjectYearId: z.string(),
    chapterId: z.string(),
    chapterName: z.string(),
    className: z.string(),
  })
  .meta({ id: 'SowLesson' });
export type SowLesson = z.infer<typeof SowLessonSchema>;

/** A teaching week (teaching-weeks rule) with the holidays inside it and its plan. */
export const SowWeekSchema = z
  .object({
    number: z.number().int().positive(),
    monday: isoDate,
    firstDay: isoDate,
    lastDay: isoDate,
    workingDays: z.number().int().min(1).max(5),
    partial: z.boolean(),
    holidays: z.array(HolidaySchema),
    topics: z.array(z.string()),
    objectives: z.array(z.string()),
    lessons: z.array(SowLessonSchema),
  })
  .meta({ id: 'SowWeek' });
export type SowWeek = z.infer<typeof SowWeekSchema>;

/** A week of the term with no school day (a break): it takes no number and sits after teaching week `afterWeek`. */
export const SowHolidayWeekSchema = z
  .object({
    monday: isoDate,
    firstDay: isoDate,
    lastDay: isoDate,
    afterWeek: count,
    holidays: z.array(HolidaySchema),
  })
  .meta({ id: 'SowHolidayWeek' });
export type SowHolidayWeek = z.infer<typeof SowHolidayWeekSchema>;

/** A scheme of work with its weeks; `version` goes back with a week's save (stale: 409). */
export const SchemeOfWorkDetailSchema = SchemeOfWorkSchema.extend({
  version: count,
  weeks: z.array(SowWeekSchema),
  holidayWeeks: z.array(SowHolidayWeekSchema),
  lessonOptions: z.array(SowLessonSchema),
}).meta({ id: 'SchemeOfWorkDetail' });
export type SchemeOfWorkDetail = z.infer<typeof SchemeOfWorkDetailSchema>;
