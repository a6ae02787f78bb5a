import type { z } from 'zod';

/** The first message of each top-level field: a field failing two checks shows the first ("Enter the due date."). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
