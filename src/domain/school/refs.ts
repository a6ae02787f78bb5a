import { z } from 'zod';

/** A reference embedded by id and name: branch, level, programme, subject, class. */
export const NamedRefSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'NamedRef' });
export type NamedRef = z.infer<typeof NamedRefSchema>;
