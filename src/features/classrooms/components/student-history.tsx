import { AUDIT_EXPORT_DATE } from '@/components/audit-log/audit-export';
import { HISTORY_COLUMNS } from '@/components/audit-log/audit-columns';
import { AuditLog } from '@/components/audit-log/audit-log';
import { studentHistoryQuery } from '@/entities/audit/audit-pages';

/** A pupil's history (issue 24 §3): every change to their records, filterable and exportable. */
export function StudentHistory({ studentId, studentName }: { studentId: string; studentName: string }) {
  return (
    <AuditLog
      label={`Changes to ${studentName}'s records`}
      columns={HISTORY_COLUMNS}
      queryFor={(params) => studentHistoryQuery(studentId, params)}
      emptyMessage="No changes recorded for this pupil yet."
      filename={`${studentName} history ${AUDIT_EXPORT_DATE()}`}
    />
  );
}
