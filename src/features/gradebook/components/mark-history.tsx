import { useCallback, useMemo, useState } from 'react';
import { RecordHistoryDialog } from '@/components/record-history/record-history-dialog';
import type { MarkChange } from '@/domain/audit/responses';
import type { GradebookSheet } from '@/domain/gradebook/responses';
import type { Term } from '@/domain/gradebook/term-score';
import { markRecordId, useMarkChanges } from '@/entities/audit/record-history';

/** Who last changed each mark, by student then assessment, so each row gets only its own. */
export type LastChangesByStudent = ReadonlyMap<string, ReadonlyMap<string, MarkChange>>;

/** The sheet's last changes (one request per sheet and term) grouped by student. */
export function useLastChangesByStudent(sheet: GradebookSheet, term: Term): LastChangesByStudent | undefined {
  const { data } = useMarkChanges(sheet.subjectYear.id, term);
  return useMemo(() => {
    if (!data) return undefined;
    const byStudent = new Map<string, Map<string, MarkChange>>();
    for (const change of data.values()) {
      const row = byStudent.get(change.studentId) ?? new Map<string, MarkChange>();
      row.set(change.assessmentId, change);
      byStudent.set(change.studentId, row);
    }
    return byStudent;
  }, [data]);
}

interface OpenMark {
  assessmentId: string;
  studentId: string;
  title: string;
}

/**
 * The history dialog of one mark at a time: `open(row, col)` is stable, so the memoised rows do not re-render when a
 * history opens or closes. The last mark opened stays while the dialog closes, so it fades out with its content.
 */
export function useMarkHistory(sheet: GradebookSheet) {
  const [opened, setOpened] = useState<OpenMark | null>(null);
  const [show, setShow] = useState(false);
  const open = useCallback(
    (row: number, col: number) => {
      const student = sheet.students[row];
      const assessment = sheet.assessments[col];
      if (!student || !assessment) return;
      setOpened({ assessmentId: assessment.id, studentId: student.id, title: `${assessment.name} for ${student.fullName}` });
      setShow(true);
    },
    [sheet],
  );
  const dialog = opened ? (
    <RecordHistoryDialog
      show={show}
      onHide={() => setShow(false)}
      recordType="Mark"
      recordId={markRecordId(opened.assessmentId, opened.studentId)}
      title={opened.title}
    />
  ) : null;
  return { open, dialog };
}
