import { z } from 'zod';
import { UploadedFileSchema } from '../lesson-content/material-content';

/** POST /files answers a list (spec §7); its first item is the file just stored. */
export const UploadFileResponseSchema = z.array(UploadedFileSchema).min(1);
