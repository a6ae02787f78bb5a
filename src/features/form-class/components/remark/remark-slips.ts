import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { FormClassStudent } from '@/features/form-class/api/form-class-schemas';
import { checkClassRemarks } from '@/domain/report-season/remark-checks';

const NONE: readonly string[] = [];

/** Every row's remark slips in words, kept current as the grid's texts change; a row re-renders only when its own change. */
export interface RemarkSlips {
  of(studentId: string): readonly string[];
  subscribe(studentId: string, listener: () => void): () => void;
}

/**
 * Runs the report season's remark checks over the whole class on every edit (a slip such as a shared template or a
 * classmate's name depends on the other rows), and tells only the rows whose slips moved.
 */
function createRemarkSlips(store: EntryGridStore, students: readonly FormClassStudent[]): RemarkSlips & { start(): () => void } {
  let slips = new Map<string, readonly string[]>();
  const listeners = new Map<string, Set<() => void>>();
  const compute = () => {
    const issues = checkClassRemarks(
      students.map((student, row) => ({ studentId: student.id, fullName: student.fullName, gender: student.gender, remark: store.getValue({ row, col: 0 }) })),
    );
    const next = new Map<string, readonly string[]>();
    for (const student of students) {
      const messages = (issues.get(student.id) ?? []).map((issue) => issue.message);
      const previous = slips.get(student.id) ?? NONE;
      // The same list keeps its identity, so useSyncExternalStore sees no change for an untouched row.
      next.set(student.id, messages.length === 0 ? NONE : messages.join('\n') === previous.join('\n') ? previous : messages);
    }
    const moved = students.filter((student) => next.get(student.id) !== slips.get(student.id));
    slips = next;
    for (const student of moved) listeners.get(student.id)?.forEach((listener) => listener());
  };
  compute();
  return {
    of: (studentId) => slips.get(studentId) ?? NONE,
    subscribe(studentId, listener) {
      const set = listeners.get(studentId) ?? new Set();
      listeners.set(studentId, set.add(listener));
      return () => set.delete(listener);
    },
    start() {
      // Edits between building and mounting (a draft restored, a paste) are caught up on first.
      compute();
      return store.subscribe(compute);
    },
  };
}

/** The class's live remark slips for the grid's store (rebuilt with the store after a reload). */
export function useRemarkSlips(store: EntryGridStore, students: readonly FormClassStudent[]): RemarkSlips {
  const slips = useMemo(() => createRemarkSlips(store, students), [store, students]);
  useEffect(() => slips.start(), [slips]);
  return slips;
}

/** One row's slips, re-rendering its caller only when they change. */
export function useRowRemarkSlips(slips: RemarkSlips, studentId: string): readonly string[] {
  const subscribe = useMemo(() => (listener: () => void) => slips.subscribe(studentId, listener), [slips, studentId]);
  return useSyncExternalStore(subscribe, () => slips.of(studentId));
}
