import { z } from 'zod';
import { AcademicYearRefSchema } from '@/entities/academic-year/academic-year';
import { NamedRefSchema } from '@/domain/school/refs';
import { FORM_CLASS_KINDS } from '@/domain/form-class/kinds';
import { FREQUENCIES, GENDERS, PROMOTION_OUTCOMES } from '@/domain/school/enums';

// The answers of the form-class API (docs/api.md, "Form class records").

export const TermNumberSchema = z.number().int().min(1).max(4);

/** A student as the grids show them: the gender drives the remark merge fields ({he}, {his}). */
export const FormClassStudentSchema = z
  .object({ id: z.string(), fullName: z.string(), gender: z.enum(GENDERS) })
  .meta({ id: 'FormClassStudent' });
export type FormClassStudent = z.infer<typeof FormClassStudentSchema>;

export const FormClassRefSchema = z
  .object({ id: z.string(), name: z.string(), academicYearId: z.string(), academicYear: AcademicYearRefSchema, masterLevel: NamedRefSchema })
  .meta({ id: 'FormClassRef' });
export type FormClassRef = z.infer<typeof FormClassRefSchema>;

export const KindCompletionSchema = z.object({ complete: z.number().int().nonnegative(), total: z.number().int().nonnegative() });
export const CompletionByKindSchema = z
  .object({ remark: KindCompletionSchema, heightAndWeight: KindCompletionSchema, streamingAndPromotion: KindCompletionSchema, conduct: KindCompletionSchema })
  .meta({ id: 'FormClassCompletionByKind' });
export type CompletionByKind = z.infer<typeof CompletionByKindSchema>;

/** The row's record, for its history: a term record for remarks, conduct, height and weight; a year record for promotion and the FTP evaluation. */
export const FormClassRecordIdSchema = z.string().meta({
  description:
    'The id of the pupil’s term record (remark, conduct, height and weight) or year record (promotion and streaming, FTP evaluation), or the id its first save will give it: GET /history/TermRecord/{recordId} or /history/YearRecord/{recordId} lists its changes.',
});

/** Every row of a grid: whose it is, its record, and the version and time of its last save (0 and null: never saved). */
const rowBase = {
  studentId: z.string(),
  student: FormClassStudentSchema,
  recordId: FormClassRecordIdSchema,
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
};

/** What every grid answer carries about the class it is for. */
const sheetBase = { classYear: FormClassRefSchema, academicYearId: z.string(), count: z.number().int().nonnegative() };

export const RemarkRowSchema = z.object({ ...rowBase, text: z.string().nullable() }).meta({ id: 'RemarkRow' });
export type RemarkRow = z.infer<typeof RemarkRowSchema>;
export const RemarksSheetSchema = z
  .object({ ...sheetBase, term: TermNumberSchema, maxLength: z.number().int().positive(), data: z.array(RemarkRowSchema) })
  .meta({ id: 'RemarksSheet' });
export type RemarksSheet = z.infer<typeof RemarksSheetSchema>;

/** The same student's last measurement before this term (the previous term, or term 4 of the year before). */
export const PreviousMeasurementSchema = z.object({
  academicYearId: z.string(),
  term: TermNumberSchema,
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});
export const HeightWeightRowSchema = z
  .object({ ...rowBase, heightCm: z.number().nullable(), weightKg: z.number().nullable(), previous: PreviousMeasurementSchema.nullable() })
  .meta({ id: 'HeightWeightRow' });
export type HeightWeightRow = z.infer<typeof HeightWeightRowSchema>;
export const HeightWeightSheetSchema = z
  .object({ ...sheetBase, term: TermNumberSchema, data: z.array(HeightWeightRowSchema) })
  .meta({ id: 'HeightWeightSheet' });
export type HeightWeightSheet = z.infer<typeof HeightWeightSheetSchema>;

export const ConductRowSchema = z
  .object({ ...rowBase, frequencies: z.array(z.enum(FREQUENCIES).nullable()) })
  .meta({ id: 'ConductRow' });
export type ConductRow = z.infer<typeof ConductRowSchema>;
export const ConductSheetSchema = z
  .object({ ...sheetBase, term: TermNumberSchema, descriptors: z.array(z.string()), data: z.array(ConductRowSchema) })
  .meta({ id: 'ConductSheet' });
export type ConductSheet = z.infer<typeof ConductSheetSchema>;

export const StreamingRowSchema = z
  .object({
    ...rowBase,
    promotionOutcome: z.enum(PROMOTION_OUTCOMES).nullable(),
    nextStreamId: z.string().nullable(),
    retainReason: z.string().nullable(),
  })
  .meta({ id: 'StreamingRow' });
export type StreamingRow = z.infer<typeof StreamingRowSchema>;
export const StreamingSheetSchema = z
  .object({
    ...sheetBase,
    /** The level the class goes up to; null after the last level (no streams then). */
    nextLevel: NamedRefSchema.nullable(),
    streams: z.array(NamedRefSchema),
    data: z.array(StreamingRowSchema),
  })
  .meta({ id: 'StreamingSheet' });
export type StreamingSheet = z.infer<typeof StreamingSheetSchema>;

export const CompletionRowSchema = z
  .object({ studentId: z.string(), student: FormClassStudentSchema, missing: z.array(z.enum(FORM_CLASS_KINDS)) })
  .meta({ id: 'FormClassCompletionRow' });
export type CompletionRow = z.infer<typeof CompletionRowSchema>;
export const CompletionSheetSchema = z
  .object({ ...sheetBase, term: TermNumberSchema, completion: CompletionByKindSchema, data: z.array(CompletionRowSchema) })
  .meta({ id: 'FormClassCompletion' });
export type CompletionSheet = z.infer<typeof CompletionSheetSchema>;

export const FormClassSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    academicYearId: z.string(),
    academicYear: AcademicYearRefSchema,
    masterLevel: NamedRefSchema,
    studentsCount: z.number().int().nonnegative(),
    term: TermNumberSchema,
    completion: CompletionByKindSchema,
  })
  .meta({ id: 'FormClassSummary' });
export type FormClassSummary = z.infer<typeof FormClassSummarySchema>;

export const RemarkBankItemSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.string() }).meta({ id: 'RemarkBankItem' });
export type RemarkBankItem = z.infer<typeof RemarkBankItemSchema>;
