/** One student who will receive the work, as `GET /assignments/recipients` names them. */
export interface Recipient {
  id: string;
  fullName: string;
  classYear: { id: string; name: string };
}

/** The students of one class among the recipients. */
export interface RecipientGroup {
  classYear: { id: string; name: string };
  students: Recipient[];
}

const byText = new Intl.Collator('en-SG', { sensitivity: 'base', numeric: true });

/**
 * Recipients grouped by class (classes and students in name order), each student once even when the
 * answer names them twice — chosen with their class and on their own, say. The server already
 * deduplicates; the preview must not depend on it to show a count the server will agree with.
 */
export function groupRecipients(recipients: readonly Recipient[]): { count: number; groups: RecipientGroup[] } {
  const seen = new Set<string>();
  const groups = new Map<string, RecipientGroup>();
  for (const recipient of recipients) {
    if (seen.has(recipient.id)) continue;
    seen.add(recipient.id);
    const group = groups.get(recipient.classYear.id) ?? { classYear: recipient.classYear, students: [] };
    group.students.push(recipient);
    groups.set(recipient.classYear.id, group);
  }
  const sorted = [...groups.values()].sort((a, b) => byText.compare(a.classYear.name, b.classYear.name));
  for (const group of sorted) group.students.sort((a, b) => byText.compare(a.fullName, b.fullName));
  return { count: seen.size, groups: sorted };
}
