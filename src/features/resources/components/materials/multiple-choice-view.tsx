import { CheckCircleFill } from 'react-bootstrap-icons';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';

const LETTERS = 'ABCDEFGHIJ';

/** The question and its lettered choices; with answers shown, each correct choice says so in words and an icon. */
export function MultipleChoiceView({ content, showAnswers }: MaterialViewProps<'MULTIPLE_CHOICE'>) {
  const correct = new Set(content.correctChoiceIds);
  return (
    <div>
      <p className="mb-1" style={{ whiteSpace: 'pre-wrap' }}>
        {content.question}
      </p>
      <p className="small text-body-secondary mb-2">
        {correct.size > 1 ? 'Choose every correct answer.' : 'Choose one answer.'}
      </p>
      <ul className="list-unstyled mb-2">
        {content.choices.map((choice, index) => {
          const isCorrect = showAnswers && correct.has(choice.id);
          return (
            <li
              key={choice.id}
              className={`d-flex align-items-start gap-2 rounded border px-2 py-1 mb-1${isCorrect ? ' border-success' : ''}`}
            >
              <span className="fw-semibold" aria-hidden="true">
                {LETTERS[index]}.
              </span>
              <span className="visually-hidden">Choice {LETTERS[index]}:</span>
              <span className="flex-grow-1" style={{ whiteSpace: 'pre-wrap' }}>
                {choice.text}
              </span>
              {isCorrect ? (
                <span className="text-success fw-semibold text-nowrap">
                  <CheckCircleFill aria-hidden="true" className="me-1" />
                  Correct answer
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <MaxMarkNote maxMark={content.maxMark} />
    </div>
  );
}
