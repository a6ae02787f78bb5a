import { memo } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { EntryGridController } from '@/components/entry-grid/entry-grid-controller';
import type { EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import { StudentCells } from '@/components/entry-grid/entry-grid-table';
import { useEntryGridRow } from '@/components/entry-grid/use-entry-grid';
import { HistoryButton } from '@/components/record-history/history-button';
import type { CcaMember } from '@/features/cca/api/cca-schemas';
import { parseAttendance, parseParticipationGrade } from '@/domain/cca/cca';

/** Props of {@link GradeRow}. */
export interface GradeRowProps {
  store: EntryGridStore;
  grid: EntryGridController;
  row: number;
  member: CcaMember;
  /** The CCA's name, for the title of the member's history. */
  ccaName: string;
  readOnly: boolean;
  hintId: string;
}

/** What the row still needs, from the values typed so far. */
function rowStatus(attendance: string, grade: string): { label: string; bg: string } {
  const a = parseAttendance(attendance);
  const g = parseParticipationGrade(grade);
  if (a === undefined || g === undefined) return { label: 'Fix the highlighted value', bg: 'danger' };
  if (a !== null && g !== null) return { label: 'Graded', bg: 'success' };
  if (a === null && g === null) return { label: 'Not graded', bg: 'secondary' };
  return { label: a === null ? 'Attendance missing' : 'Grade missing', bg: 'warning' };
}

/** One member's attendance and grade, memoised and subscribed to its own row only. */
export const GradeRow = memo(function GradeRow({ store, grid, row, member, ccaName, readOnly, hintId }: GradeRowProps) {
  const values = useEntryGridRow(store, row);
  const status = rowStatus(values[0] ?? '', values[1] ?? '');
  return (
    <tr>
      <StudentCells row={row} name={member.fullName}>
        <HistoryButton recordType="CcaMember" recordId={member.id} title={`${ccaName} · ${member.fullName}`} className="ms-2" />
      </StudentCells>
      <td className="text-nowrap">{member.classYear?.name ?? '-'}</td>
      <td>
        <input
          className="form-control form-control-sm entry-grid-cell text-end"
          style={{ width: '6rem' }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          readOnly={readOnly}
          aria-label={`Attendance (%) for ${member.fullName}`}
          aria-describedby={hintId}
          {...grid.cellProps({ row, col: 0 })}
        />
      </td>
      <td>
        <input
          className="form-control form-control-sm entry-grid-cell"
          style={{ width: '11rem' }}
          type="text"
          autoComplete="off"
          readOnly={readOnly}
          aria-label={`Grade for ${member.fullName}`}
          aria-describedby={hintId}
          {...grid.cellProps({ row, col: 1 })}
        />
      </td>
      <td>
        <Badge bg={status.bg} text={status.bg === 'warning' ? 'dark' : undefined}>
          {status.label}
        </Badge>
      </td>
    </tr>
  );
});
