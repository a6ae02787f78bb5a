import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EBADGE_NOTE_MAX_LENGTH } from '@/config/constants';
import { useAwardEbadge } from '@/features/ebadges/api/award-ebadge';
import { useEbadges } from '@/features/ebadges/api/get-ebadges';
import { BadgeLabel } from '@/features/ebadges/components/badge-label';
import { useCan } from '@/lib/session/use-can';
import { showToast } from '@/lib/toast-store';
import { countOf } from '@/domain/school/count-words';

interface AwardFormProps {
  classYearId: string;
  academicYearId: string;
  selectedIds: readonly string[];
  onAwarded: () => void;
}

/** Choose a badge and an optional note, then confirm awarding it to the selected students. */
export function AwardForm({ classYearId, academicYearId, selectedIds, onAwarded }: AwardFormProps) {
  const id = useId();
  const badges = useEbadges();
  const award = useAwardEbadge(classYearId);
  const [ebadgeId, setEbadgeId] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const badge = badges.data?.data.find((candidate) => candidate.id === ebadgeId);
  const awarding = useCan('update', 'Class');
  const count = selectedIds.length;
  const blocker = !awarding.allowed
    ? awarding.reason
    : count === 0
      ? 'Select at least one student below.'
      : !badge
        ? 'Choose an e-badge.'
        : null;

  async function confirm() {
    const result = await award.mutateAsync({ classYearId, academicYearId, ebadgeId, studentIds: [...selectedIds], note: note.trim() || undefined });
    showToast({ variant: 'success', message: `${badge?.name ?? 'E-badge'} awarded to ${countOf(result.created, 'student')}.` });
    setNote('');
    onAwarded();
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocker) setConfirming(true);
      }}
      aria-label="Award an e-badge"
    >
      <div className="d-flex flex-wrap align-items-end gap-3">
        <Form.Group controlId={`${id}-badge`} className="flex-grow-1" style={{ minWidth: 220 }}>
          <Form.Label>E-badge</Form.Label>
          <Form.Select value={ebadgeId} onChange={(event) => setEbadgeId(event.target.value)} disabled={badges.isPending}>
            <option value="">{badges.isError ? 'The e-badges could not be loaded' : 'Choose an e-badge…'}</option>
            {(badges.data?.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.colour})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-note`} className="flex-grow-1" style={{ minWidth: 260 }}>
          <Form.Label>Note (optional)</Form.Label>
          <Form.Control value={note} maxLength={EBADGE_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
        </Form.Group>
        <Button type="submit" disabled={blocker !== null || award.isPending} aria-describedby={`${id}-status`}>
          Award to {countOf(count, 'student')}
        </Button>
      </div>
      <p id={`${id}-status`} className="small text-body-secondary mt-2 mb-0">
        {blocker ?? (badge ? badge.description : null)}
      </p>
      <ConfirmDialog
        show={confirming}
        title="Award e-badge"
        body={
          <p className="mb-0">
            Award {badge ? <BadgeLabel name={badge.name} colour={badge.colour} /> : 'this e-badge'} to {countOf(count, 'student')}?
          </p>
        }
        confirmLabel="Award"
        onConfirm={confirm}
        onHide={() => setConfirming(false)}
        pending={award.isPending}
      />
    </Form>
  );
}
