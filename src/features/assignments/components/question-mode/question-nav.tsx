import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import type { IssuedMaterial } from '@/features/assignments/api/grading-schemas';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';
import { questionLabel } from '@/features/assignments/components/question-title/question-title';

export interface QuestionNavProps {
  questions: readonly IssuedMaterial[];
  current: number;
  onGo: (materialId: string) => void;
}

/** Which question is graded across the class: a chooser and previous/next question. */
export function QuestionNav({ questions, current, onGo }: QuestionNavProps) {
  const previous = questions[current - 1];
  const next = questions[current + 1];
  return (
    <nav aria-label="Questions" className="question-nav d-flex align-items-end gap-2 flex-wrap mb-3">
      <Form.Group controlId="question-nav-select">
        <Form.Label className="small mb-1">Question</Form.Label>
        <Form.Select size="sm" value={questions[current]?.id} onChange={(event) => onGo(event.target.value)}>
          {questions.map((question, index) => (
            <option key={question.id} value={question.id}>
              {`${questionLabel(index + 1)} – ${question.title} (${MATERIAL_TYPE_LABELS[question.materialType]})`}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button variant="outline-secondary" size="sm" disabled={!previous} onClick={() => previous && onGo(previous.id)}>
        <ChevronLeft aria-hidden="true" className="me-1" />
        Previous question
      </Button>
      <Button variant="outline-secondary" size="sm" disabled={!next} onClick={() => next && onGo(next.id)}>
        Next question
        <ChevronRight aria-hidden="true" className="ms-1" />
      </Button>
    </nav>
  );
}
