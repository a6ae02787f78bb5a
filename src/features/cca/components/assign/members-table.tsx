import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PersonName } from '@/components/person-name';
import type { CcaMember, CcaYearDetail } from '@/features/cca/api/cca-schemas';
import { useRemoveCcaMember } from '@/features/cca/api/cca-writes';

/** The members of a CCA year, each removable after a confirmation. */
export function MembersTable({ detail, lockedReason }: { detail: CcaYearDetail; lockedReason: string | null }) {
  const [removing, setRemoving] = useState<CcaMember | null>(null);
  const remove = useRemoveCcaMember();
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading" className="h5">
        Members ({detail.members.length})
      </h2>
      {detail.members.length === 0 ? (
        <p className="text-body-secondary">No student is a member yet.</p>
      ) : (
        <div className="table-responsive border rounded">
          <Table size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">Members of {detail.name}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Class</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.members.map((member) => (
                <tr key={member.studentId}>
                  <th scope="row" className="fw-normal">
                    <PersonName name={member.fullName} />
                  </th>
                  <td>{member.classYear?.name ?? '-'}</td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={lockedReason !== null}
                      title={lockedReason ?? undefined}
                      aria-label={`Remove ${member.fullName}`}
                      onClick={() => setRemoving(member)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        show={removing !== null}
        title="Remove member?"
        body={`Remove ${removing?.fullName ?? ''} from ${detail.name}? Their attendance and grade for ${detail.academicYear.year} are removed too.`}
        confirmLabel="Remove"
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          removing
            ? remove.mutateAsync({ id: detail.id, studentId: removing.studentId, fullName: removing.fullName })
            : undefined
        }
        onHide={() => setRemoving(null)}
      />
    </section>
  );
}
