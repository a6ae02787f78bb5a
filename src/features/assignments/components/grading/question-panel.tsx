import type { ReactNode } from 'react';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';
import { AnswerView } from '@/features/assignments/components/answers/answer-view';
import type { AnnotationBinding } from '@/features/assignments/components/answers/attach-files-answer';
import { QuestionTitle } from '@/features/assignments/components/question-title/question-title';
import type { GradingQuestion } from './grading-values';

export interface QuestionPanelProps extends AnnotationBinding {
  number: number;
  question: GradingQuestion;
  /** The mark field, absent for material that carries no mark (Attach Files). */
  markField: ReactNode;
}

/** One question: its place in the student's work, its own title and type, the student's answer, and its mark. */
export function QuestionPanel({ number, question, markField, ...annotation }: QuestionPanelProps) {
  const headingId = `question-${question.id}-title`;
  return (
    <section className={markField ? "grading-question" : "grading-question grading-question-unmarked"} aria-labelledby={headingId}>
      <div className="grading-question-body">
        <h2 id={headingId} className="h3 grading-question-title">
          <QuestionTitle number={number} title={question.title} />
        </h2>
        <p className="grading-question-type">{MATERIAL_TYPE_LABELS[question.material.materialType]}</p>
        <AnswerView material={question.material} answer={question.answer} {...annotation} />
      </div>
      {markField ? <div className="grading-question-mark">{markField}</div> : null}
    </section>
  );
}
