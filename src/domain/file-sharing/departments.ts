import { z } from 'zod';
import { visibleText } from '../school/visible-text';

/** An academic department's name: long enough for "Physical Education & Co-Curricular Activities". */
export const ACADEMIC_DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_NAME_REQUIRED = 'Enter the department’s name.';
export const DEPARTMENT_NAME_TAKEN = 'The school already has a department with this name.';

/** An academic department: a folder of the Academic Department Files share. */
export const AcademicDepartmentSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() }).meta({ id: 'AcademicDepartment' });

/** A new department, as the searchable select's create option sends it (spec §7 "Create option": the name-like field). */
export const AcademicDepartmentBodySchema = z
  .object({
    name: visibleText({ error: DEPARTMENT_NAME_REQUIRED })
      .min(1, DEPARTMENT_NAME_REQUIRED)
      .max(ACADEMIC_DEPARTMENT_NAME_MAX, `Keep the name to ${ACADEMIC_DEPARTMENT_NAME_MAX} characters.`),
  })
  .meta({ id: 'AcademicDepartmentBody' });
export type AcademicDepartmentBody = z.infer<typeof AcademicDepartmentBodySchema>;
