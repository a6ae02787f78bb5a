import { z } from 'zod';

/** A reference embedded by id and name: branch, level, programme, subject, class. */
export const NamedRefSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'NamedRef' });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** A student as other resources embed them (awards, gradebook rows, placement admissions). */
export const StudentRefSchema = z.object({ id: z.string(), fullName: z.string() }).meta({ id: 'StudentRef' });

/** A staff member as other resources embed them: homeroom teacher, subject teacher, who awarded a badge. */
export const StaffMemberRefSchema = z.object({ id: z.string(), fullName: z.string() }).meta({ id: 'StaffMemberRef' });
export type StaffMemberRef = z.infer<typeof StaffMemberRefSchema>;
