import { AUDIT_EXPORT_DATE } from '@/components/audit-log/audit-export';
import { READS_COLUMNS } from '@/components/audit-log/audit-columns';
import { AuditLog } from '@/components/audit-log/audit-log';
import { PageHeader } from '@/components/page-header';
import { personalDetailsReadsQuery } from '@/entities/audit/audit-pages';

/** `/audit/personal-details-reads`: the principal's campus-wide log of who read pupils' personal details. */
export default function PersonalDetailsReadsPage() {
  return (
    <>
      <PageHeader
        title="Personal details log"
        description="Who opened a pupil’s particulars (ID number, guardians’ contacts) on your campus, and when. Kept for one year."
      />
      <AuditLog
        label="Reads of pupils’ personal details"
        columns={READS_COLUMNS}
        queryFor={personalDetailsReadsQuery}
        withSection={false}
        emptyMessage="Nobody has read a pupil’s personal details yet."
        filename={`personal details reads ${AUDIT_EXPORT_DATE()}`}
      />
    </>
  );
}
