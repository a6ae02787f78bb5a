import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { SUGGESTION_SAME_MESSAGE } from '@/domain/report-season/bodies';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';
import type { BoardPupil } from '@/domain/report-season/responses';
import type { Term } from '@/domain/gradebook/term-score';
import { useSuggestRemark } from '@/features/report-season/api/season-writes';
import { describeFailure } from '@/features/report-season/components/season-action-button';
import { WordDiff } from '@/features/report-season/components/word-diff';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

interface SuggestDialogProps {
  classYearId: string;
  term: Term;
  pupil: BoardPupil & { remark: NonNullable<BoardPupil['remark']> };
  onHide: () => void;
  onReload: () => Promise<unknown>;
}

/** The proofreader's tracked edit of one remark: the remark to edit, the changes as they are typed, and Submit. */
export function SuggestDialog({ classYearId, term, pupil, onHide, onReload }: SuggestDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const suggest = useSuggestRemark(classYearId, term);
  const [text, setText] = useState(pupil.remark.text);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const saving = suggest.isPending;

  async function submit() {
    if (text.trim() === pupil.remark.text.trim()) {
      setProblem({ message: SUGGESTION_SAME_MESSAGE, stale: false });
      return;
    }
    setProblem(null);
    try {
      await suggest.mutateAsync({ studentId: pupil.studentId, remarkVersion: pupil.remark.version, suggested: text });
      onHide();
    } catch (error) {
      if (!isMutationInFlight(error)) setProblem(describeFailure(error, 'suggested'));
    }
  }

  return (
    <Modal show onHide={saving ? () => undefined : onHide} aria-labelledby={titleId} size="lg" centered>
      <Modal.Header closeButton={!saving} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Suggest a change to {pupil.fullName}'s remark
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId={fieldId}>
          <Form.Label>Suggested remark</Form.Label>
          <Form.Control as="textarea" rows={5} value={text} maxLength={REMARK_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
        </Form.Group>
        <h3 className="h6 mt-3">Your changes</h3>
        <div className="border rounded p-2" aria-live="polite">
          <WordDiff original={pupil.remark.text} suggested={text} />
        </div>
        {problem ? (
          <Alert variant={problem.stale ? 'warning' : 'danger'} className="mt-3 mb-0">
            <span role="alert">{problem.message}</span>
            {problem.stale ? (
              <div className="mt-2">
                <Button size="sm" variant="outline-secondary" onClick={() => void onReload().then(() => setProblem(null))}>
                  Reload the board
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={saving} aria-busy={saving}>
          {saving ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Submit suggestion
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
