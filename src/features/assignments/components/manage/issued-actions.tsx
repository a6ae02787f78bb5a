import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { classWithdrawal, deletionRefusal, studentsCountText, type ClassReach } from '@/domain/lesson-content/issued-work';
import type { IssuedAssignmentDetail } from '@/features/assignments/api/grading-schemas';
import { useDeleteIssued, useWithdrawIssued } from '@/features/assignments/api/manage-issued';
import { showToast } from '@/lib/toast-store';
import { ChangeDatesDialog } from './change-dates-dialog';

type OpenDialog = { kind: 'dates' } | { kind: 'class'; reach: ClassReach } | { kind: 'delete' } | null;

export const DELETE_REFUSAL_ID = 'issued-delete-refusal';

interface IssuedActionsProps {
  assignment: IssuedAssignmentDetail;
  onReload: () => Promise<IssuedAssignmentDetail | undefined>;
}

/**
 * The issuer's (and principal's) actions on issued work: change its dates, withdraw it from a class, delete it. What
 * would be refused is said before asking: a class whose students all have work is listed disabled with the reason, and
 * Delete is disabled while graded work would be lost (the page says why under the heading).
 */
export function IssuedActions({ assignment, onReload }: IssuedActionsProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const withdraw = useWithdrawIssued(assignment.id);
  const remove = useDeleteIssued(assignment.id);
  const close = () => setDialog(null);
  const deleteRefusal = deletionRefusal(assignment.gradedWorkCount);
  const classOutcome = dialog?.kind === 'class' ? classWithdrawal(dialog.reach, assignment.studentsCount) : null;

  async function withdrawClass(reach: ClassReach) {
    const result = await withdraw.mutateAsync({ classYearId: reach.id, version: assignment.version });
    showToast({ variant: 'success', message: `Withdrawn from ${reach.name}: ${studentsCountText(result.withdrawnCount)} no longer have “${assignment.title}”.` });
  }

  async function deleteAssignment() {
    await remove.mutateAsync();
    showToast({ variant: 'success', message: `Deleted “${assignment.title}”.` });
    void navigate(paths.assignments.href());
  }

  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setDialog({ kind: 'dates' })}>
        Change dates
      </Button>
      <Dropdown align="end">
        <Dropdown.Toggle size="sm" variant="outline-primary" id="withdraw-from-class">
          Withdraw from a class
        </Dropdown.Toggle>
        <Dropdown.Menu className="issued-withdraw-menu">
          {assignment.classes.map((reach) => {
            const { refusal } = classWithdrawal(reach, assignment.studentsCount);
            return (
              <Dropdown.Item key={reach.id} as="button" disabled={refusal !== null} onClick={() => setDialog({ kind: 'class', reach })}>
                {reach.name}
                {refusal ? <span className="d-block small text-wrap">{refusal}</span> : null}
              </Dropdown.Item>
            );
          })}
        </Dropdown.Menu>
      </Dropdown>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={deleteRefusal !== null}
        aria-describedby={deleteRefusal ? DELETE_REFUSAL_ID : undefined}
        onClick={() => setDialog({ kind: 'delete' })}
      >
        Delete
      </Button>

      {dialog?.kind === 'dates' ? <ChangeDatesDialog assignment={assignment} onReload={onReload} onHide={close} /> : null}
      <ConfirmDialog
        show={dialog?.kind === 'class'}
        title={dialog?.kind === 'class' ? `Withdraw from ${dialog.reach.name}?` : ''}
        body={
          dialog?.kind === 'class' && classOutcome ? (
            <>
              <p>
                {studentsCountText(classOutcome.withdrawn)} of {dialog.reach.name} who have not handed in will no longer have “{assignment.title}”.
              </p>
              {classOutcome.kept > 0 ? (
                <p className="mb-0">{studentsCountText(classOutcome.kept)} with handed-in or graded work keep it, with their work.</p>
              ) : null}
            </>
          ) : null
        }
        confirmLabel="Withdraw"
        confirmVariant="danger"
        onConfirm={() => (dialog?.kind === 'class' ? withdrawClass(dialog.reach) : undefined)}
        onHide={close}
      />
      <ConfirmDialog
        show={dialog?.kind === 'delete'}
        title={`Delete “${assignment.title}”?`}
        body={
          <p className="mb-0">
            It is taken back from {studentsCountText(assignment.studentsCount)}
            {assignment.submittedCount > 0 ? `, and the handed-in work of ${studentsCountText(assignment.submittedCount)} is deleted with it` : ''}. This
            cannot be undone.
          </p>
        }
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={deleteAssignment}
        onHide={close}
      />
    </>
  );
}
