import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Annotation } from '@/features/assignments/rules/annotation';
import { MarkField } from './mark-field';
import { QuestionPanel } from './question-panel';
import type { GradingQuestion, GradingValues } from './grading-values';

export interface GradingQuestionsProps {
  questions: readonly GradingQuestion[];
  /** Where each marked question's mark sits in the form's `marks`. */
  marksIndex: ReadonlyMap<string, number>;
  form: UseFormReturn<GradingValues>;
  annotations: Readonly<Record<string, readonly Annotation[]>>;
  onAnnotationsChange: (fileId: string, annotations: Annotation[]) => void;
}

function WatchedMarkField({ form, index, question }: { form: UseFormReturn<GradingValues>; index: number; question: GradingQuestion }) {
  const typed = useWatch({ control: form.control, name: `marks.${index}.mark` });
  if (!question.auto) return null;
  return (
    <MarkField
      id={`mark-${question.id}`}
      questionTitle={question.title}
      auto={question.auto}
      registration={form.register(`marks.${index}.mark`)}
      error={form.formState.errors.marks?.[index]?.mark?.message}
      typed={typed}
    />
  );
}

/** Every question of the submission in the student's order, each with its answer and mark. */
export function GradingQuestions({ questions, marksIndex, form, annotations, onAnnotationsChange }: GradingQuestionsProps) {
  const annotationsOf = (fileId: string) => annotations[fileId] ?? [];
  return (
    <div className="grading-questions">
      {questions.map((question, position) => {
        const index = marksIndex.get(question.id);
        return (
          <QuestionPanel
            key={question.id}
            number={position + 1}
            question={question}
            annotationsOf={annotationsOf}
            onAnnotationsChange={onAnnotationsChange}
            markField={index === undefined ? null : <WatchedMarkField form={form} index={index} question={question} />}
          />
        );
      })}
    </div>
  );
}
