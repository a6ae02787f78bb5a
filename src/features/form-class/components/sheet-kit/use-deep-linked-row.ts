import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { studentRowId } from '@/features/form-class/components/class-list/form-class-links';

/**
 * A link from the completion view (`#student-<id>`) scrolls to that student's row and focuses its first
 * field, once per hash, after the rows have rendered.
 */
export function useDeepLinkedRow(students: readonly { id: string }[], focusRow: (row: number) => void): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#student-') || done.current === hash) return;
    const row = students.findIndex((student) => `#${studentRowId(student.id)}` === hash);
    if (row < 0) return;
    done.current = hash;
    const element = document.getElementById(studentRowId(students[row]?.id ?? ''));
    // jsdom has no layout and no scrollIntoView; browsers do.
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
    focusRow(row);
  }, [hash, students, focusRow]);
}
