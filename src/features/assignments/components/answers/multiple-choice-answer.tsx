import { CheckCircleFill, Circle, RecordCircle } from 'react-bootstrap-icons';
import type { AnswerViewProps } from './answer-types';
import { NoAnswer } from './no-answer';

/** The choices with the student's picks and the correct ones, each said in words (not by colour alone). */
export function MultipleChoiceAnswer({ content, answer }: AnswerViewProps<'MULTIPLE_CHOICE'>) {
  const chosen = new Set(answer?.choiceIds ?? []);
  const correct = new Set(content.correctChoiceIds);
  return (
    <div>
      <p className="mb-2 answer-prompt">{content.question}</p>
      <ul className="list-unstyled mb-0 answer-choices">
        {content.choices.map((choice) => {
          const picked = chosen.has(choice.id);
          const right = correct.has(choice.id);
          const Icon = picked ? RecordCircle : right ? CheckCircleFill : Circle;
          return (
            <li key={choice.id} className={picked ? 'answer-choice answer-choice-picked' : 'answer-choice'}>
              <Icon aria-hidden="true" className={right ? 'text-success' : 'text-body-secondary'} />
              <span>{choice.text}</span>
              {picked ? <span className="badge text-bg-light border">Student’s choice</span> : null}
              {right ? <span className="badge text-bg-light border border-success">Correct answer</span> : null}
            </li>
          );
        })}
      </ul>
      {chosen.size === 0 ? <NoAnswer /> : null}
    </div>
  );
}
