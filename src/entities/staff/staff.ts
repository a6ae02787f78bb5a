import { z } from 'zod';

/** A staff member as other resources embed them: homeroom teacher, subject teacher, who awarded a badge. */
export const StaffMemberRefSchema = z.object({ id: z.string(), fullName: z.string() }).meta({ id: 'StaffMemberRef' });
export type StaffMemberRef = z.infer<typeof StaffMemberRefSchema>;
