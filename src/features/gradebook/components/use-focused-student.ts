import { useEffect, useRef } from 'react';
import { markRowId } from '@/features/gradebook/components/mark-row';

/**
 * A link to one student's marks (`?student=<id>`, from the report-season board) scrolls to that student's row and
 * focuses its first mark, once per student, after the rows have rendered. An unknown student leaves the sheet as is.
 */
export function useFocusedStudent(
  students: readonly { id: string }[],
  studentId: string | null,
  focusRow: (row: number) => void,
): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (studentId === null || done.current === studentId) return;
    const row = students.findIndex((student) => student.id === studentId);
    if (row < 0) return;
    done.current = studentId;
    const element = document.getElementById(markRowId(studentId));
    // jsdom has no layout and no scrollIntoView; browsers do.
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
    focusRow(row);
  }, [students, studentId, focusRow]);
}
