/**
 * A 422's field errors ("entries.3.text": "…") as messages per student of the save that was sent, so the
 * grid shows each refusal on that student's row. Errors that name no entry are returned under ''.
 */
export function fieldErrorsByStudent(
  fieldErrors: Readonly<Record<string, string>>,
  sentStudentIds: readonly string[],
): Map<string, string[]> {
  const byStudent = new Map<string, string[]>();
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = /^entries\.(\d+)(?:\.|$)/.exec(field);
    const studentId = match ? (sentStudentIds[Number(match[1])] ?? '') : '';
    byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), message]);
  }
  return byStudent;
}
