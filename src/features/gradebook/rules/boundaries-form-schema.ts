import { z } from 'zod';
import { areGradeBoundariesValid, GRADE_BOUNDARIES_ORDER_MESSAGE } from '@/domain/gradebook/grade';

const boundary = z
  .number({ error: 'Enter a number from 0 to 100.' })
  .min(0, 'Enter a number from 0 to 100.')
  .max(100, 'Enter a number from 0 to 100.');

/** The grade boundaries form: four numbers from 0 to 100 in the order 100 ≥ A > B > C > D ≥ 0. */
export const BoundariesFormSchema = z
  .object({ gradeAMin: boundary, gradeBMin: boundary, gradeCMin: boundary, gradeDMin: boundary })
  .refine(areGradeBoundariesValid, { message: GRADE_BOUNDARIES_ORDER_MESSAGE, path: ['root'] });
export type BoundariesFormValues = z.infer<typeof BoundariesFormSchema>;
