import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { IssuedMaterial } from '@/features/assignments/api/grading-schemas';
import type { QuestionAnswer } from '@/features/assignments/api/question-marks';
import { AnswerView } from '../answers/answer-view';
import { SubmissionStateBadge } from '../submission-state-badge';

export interface QuestionRowProps {
  assignmentId: string;
  material: IssuedMaterial;
  maxMark: number;
  row: QuestionAnswer;
  typed: string;
  changed: boolean;
  error: string | undefined;
  /** Someone else saved this student's work after it was opened. */
  conflict: boolean;
  saving: boolean;
  onType: (studentAssignmentId: string, mark: string) => void;
  onSave: (studentAssignmentId: string) => void;
  /** Opens the text tool on one of the student's attachments. */
  onAnnotate: (studentAssignmentId: string, fileId: string) => void;
}

const noAnnotations = () => [];
const ignore = () => undefined;

/** One student's answer to the question with its mark, saved alone with its button or Enter. */
export const QuestionRow = memo(function QuestionRow(props: QuestionRowProps) {
  const { assignmentId, material, maxMark, row, typed, changed, error, conflict, saving, onType, onSave, onAnnotate } = props;
  const id = `question-mark-${row.id}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const overridden = row.autoMark !== null && typed.trim() !== '' && Number(typed.replace(',', '.')) !== row.autoMark;
  return (
    <section className={conflict ? 'question-row question-row-conflict' : 'question-row'} aria-labelledby={`${id}-name`}>
      <div className="question-row-student">
        <h2 id={`${id}-name`} className="h6 mb-1">
          <Link to={paths.studentSubmission.href({ assignmentId, studentAssignmentId: row.id })}>{row.student.fullName}</Link>
        </h2>
        <SubmissionStateBadge state={row.state} />
      </div>
      <div className="question-row-answer">
        <AnswerView
          material={material}
          answer={row.answer}
          annotationsOf={noAnnotations}
          onAnnotationsChange={ignore}
          annotationsReadOnly
          onAnnotate={(file) => onAnnotate(row.id, file.id)}
        />
      </div>
      <div className="question-row-mark">
        <Form.Label htmlFor={id} className="small mb-1">
          Mark<span className="visually-hidden"> for {row.student.fullName}</span>
        </Form.Label>
        <InputGroup size="sm" hasValidation>
          <Form.Control
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            isInvalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            className="grading-mark-input"
            onChange={(event) => onType(row.id, event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onSave(row.id);
            }}
          />
          <InputGroup.Text>/ {maxMark}</InputGroup.Text>
          {error ? (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {error}
            </Form.Control.Feedback>
          ) : null}
        </InputGroup>
        <p id={hintId} className="small text-body-secondary mb-1 mt-1">
          {row.autoMark !== null
            ? `Marked automatically: ${row.autoMark} of ${maxMark}${overridden ? ' (changed by you)' : ''}`
            : changed
              ? 'Not saved yet'
              : row.mark === null
                ? 'Not marked yet'
                : 'Saved'}
        </p>
        <Button
          size="sm"
          variant={changed ? 'primary' : 'outline-secondary'}
          disabled={!changed || saving}
          aria-busy={saving}
          onClick={() => onSave(row.id)}
          aria-label={`Save the mark for ${row.student.fullName}`}
        >
          {saving ? <Spinner size="sm" aria-hidden="true" className="me-1" /> : null}
          Save
        </Button>
      </div>
    </section>
  );
});
