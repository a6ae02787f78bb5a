import { z } from 'zod';
import { AcademicYearRefSchema } from '@/entities/academic-year/academic-year';
import { NamedRefSchema } from '@/domain/school/refs';
import { StaffMemberRefSchema } from '@/domain/school/refs';
import { CCA_CATEGORIES, PARTICIPATION_GRADES, WEEKDAYS } from '@/domain/cca/cca';

const count = z.number().int().nonnegative();

/** A CCA in one academic year (spec §3 CcaInYear): when it meets, who runs it, how full and how graded. */
export const CcaYearSchema = z
  .object({
    id: z.string(),
    ccaId: z.string(),
    name: z.string(),
    category: z.enum(CCA_CATEGORIES),
    academicYearId: z.string(),
    academicYear: AcademicYearRefSchema,
    branch: NamedRefSchema,
    meetingDays: z.array(z.enum(WEEKDAYS)),
    capacity: count,
    membersCount: count,
    placesLeft: count,
    gradedCount: count,
    teachers: z.array(StaffMemberRefSchema),
  })
  .meta({ id: 'CcaYear' });
export type CcaYear = z.infer<typeof CcaYearSchema>;

/** A member of a CCA year; `id` is the membership's own (its history's record id), not the student's. */
export const CcaMemberSchema = z
  .object({
    id: z.string(),
    studentId: z.string(),
    fullName: z.string(),
    classYear: NamedRefSchema.nullable(),
    attendance: z.number().int().min(0).max(100).nullable(),
    grade: z.enum(PARTICIPATION_GRADES).nullable(),
  })
  .meta({ id: 'CcaMember' });
export type CcaMember = z.infer<typeof CcaMemberSchema>;

/** One CCA year with its members by name; `version` goes back with a grades save (stale: 409). */
export const CcaYearDetailSchema = CcaYearSchema.extend({
  version: z.number().int().nonnegative(),
  members: z.array(CcaMemberSchema),
}).meta({ id: 'CcaYearDetail' });
export type CcaYearDetail = z.infer<typeof CcaYearDetailSchema>;

/** A CCA of a student in the same academic year, as the clash check reads it. */
export const CcaScheduleSchema = z.object({ id: z.string(), name: z.string(), meetingDays: z.array(z.enum(WEEKDAYS)) });

/** A student the assignment search offers: class and the CCAs they already attend that year. */
export const CcaStudentSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    classYear: NamedRefSchema.nullable(),
    ccaYears: z.array(CcaScheduleSchema),
  })
  .meta({ id: 'CcaStudent' });
export type CcaStudent = z.infer<typeof CcaStudentSchema>;
