import type { AnswerViewProps } from './answer-types';
import { NoAnswer } from './no-answer';

/** The question, the student's text as typed, and the model answer to mark against. */
export function FreeResponseAnswer({ content, answer }: AnswerViewProps<'FREE_RESPONSE'>) {
  const text = answer?.text.trim() ?? '';
  return (
    <div>
      <p className="mb-2 answer-prompt">{content.prompt}</p>
      {text === '' ? <NoAnswer /> : <blockquote className="answer-text mb-2">{answer?.text}</blockquote>}
      {content.modelAnswer ? (
        <details>
          <summary className="small">Model answer</summary>
          <p className="answer-text small mb-0">{content.modelAnswer}</p>
        </details>
      ) : null}
    </div>
  );
}
