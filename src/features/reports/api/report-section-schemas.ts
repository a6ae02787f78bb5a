import { z } from 'zod';
import { PARTICIPATION_GRADES } from '@/domain/cca/cca';
import { FREQUENCIES, LEAPS_ATTAINMENTS, LEAPS_DOMAINS, OBSERVATION_LEVELS, PROMOTION_OUTCOMES } from '@/domain/school/enums';

// The per-type sections of the class report answer (docs/api.md, "GET /class-years/{id}/reports/…").
// Marks and measures may be missing (null): a report prints them as "–".

export const TermSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const score = z.number().nullable();
// True when the score counts a blank mark as 0 (docs/api.md, "Incomplete scores"): printed with a marker.
const incomplete = z.boolean();
const grade = z.enum(['A', 'B', 'C', 'D', '']);

export const TermProgressSchema = z.object({
  subjects: z.array(
    z.object({
      subjectName: z.string(),
      assessments: z.array(
        z.object({
          name: z.string(),
          typeCode: z.string(),
          score,
          maxScore: z.number(),
        }),
      ),
      score,
      finalScore: score,
      scoreIncomplete: incomplete,
      finalScoreIncomplete: incomplete,
      grade,
    }),
  ),
});

export const SemesterSchema = z.object({
  subjects: z.array(
    z.object({
      subjectName: z.string(),
      termScores: z.array(
        z.object({
          term: TermSchema,
          score,
          finalScore: score,
          scoreIncomplete: incomplete,
          finalScoreIncomplete: incomplete,
        }),
      ),
      finalScore: score,
      finalScoreIncomplete: incomplete,
      grade,
    }),
  ),
  overallAverage: score,
  classPosition: z.number().int().positive().nullable(),
  classSize: z.number().int().nonnegative(),
  /** The student's CCAs of the academic year by name: attendance (%) and participation grade, null until graded. */
  ccas: z.array(
    z.object({
      name: z.string(),
      attendance: z.number().int().min(0).max(100).nullable(),
      grade: z.enum(PARTICIPATION_GRADES).nullable(),
    }),
  ),
});

/**
 * A student's form-class record of the report's term: the FTP's whole content, and what the term and semester
 * reports print under the marks. A conduct cell not yet graded is `null`.
 */
export const FormClassTermSchema = z.object({
  remark: z.string().nullable(),
  conduct: z.array(z.object({ descriptor: z.string(), frequency: z.enum(FREQUENCIES).nullable() })),
  attendance: z.object({
    present: z.number(),
    late: z.number(),
    absent: z.number(),
    absentWithoutExcuse: z.number(),
    schoolDays: z.number(),
  }),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});

export const FtpSchema = FormClassTermSchema;

const ObservationLevelSchema = z.enum(OBSERVATION_LEVELS);

/** Every observation area in report order; an area the form teacher has not observed yet has a null level. */
export const FtpEvaluationSchema = z.object({
  items: z.array(z.object({ area: z.string(), level: ObservationLevelSchema.nullable() })),
  promotionOutcome: z.enum(PROMOTION_OUTCOMES).nullable(),
});

const leapsLevel = z.number().int().min(0).max(4);
export const LeapsSchema = z.object({
  participation: leapsLevel,
  achievement: leapsLevel,
  leadership: leapsLevel,
  service: leapsLevel,
  overallAttainment: z.enum(LEAPS_ATTAINMENTS).nullable(),
  events: z.array(
    z.object({
      name: z.string(),
      domain: z.enum(LEAPS_DOMAINS),
      level: z.number().int(),
      date: z.string(),
    }),
  ),
});
