import type { ReactNode } from 'react';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';
import { AnswerView } from '@/features/assignments/components/answers/answer-view';
import type { AnnotationBinding } from '@/features/assignments/components/answers/attach-files-answer';
import type { GradingQuestion } from './grading-values';

export interface QuestionPanelProps extends AnnotationBinding {
  number: number;
  question: GradingQuestion;
  /** The mark field, absent for material that carries no mark (Attach Files). */
  markField: ReactNode;
}

/** One question: its number, title and type, the student's answer, and its mark. */
export function QuestionPanel({ number, question, markField, ...annotation }: QuestionPanelProps) {
  const headingId = `question-${question.id}-title`;
  return (
    <section className={markField ? "grading-question" : "grading-question grading-question-unmarked"} aria-labelledby={headingId}>
      <div className="grading-question-body">
        <h2 id={headingId} className="h3 grading-question-title">
          <span className="text-body-secondary">Q{number}.</span> {question.title}
          <span className="grading-question-type">{MATERIAL_TYPE_LABELS[question.material.materialType]}</span>
        </h2>
        <AnswerView material={question.material} answer={question.answer} {...annotation} />
      </div>
      {markField ? <div className="grading-question-mark">{markField}</div> : null}
    </section>
  );
}
