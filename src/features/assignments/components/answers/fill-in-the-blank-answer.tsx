import { Fragment } from 'react';
import { isAcceptedAnswer, parseBlanks } from '@/domain/lesson-content/fill-in-the-blank';
import type { AnswerViewProps } from './answer-types';

/** The passage with each blank filled by the student's answer, said right or wrong with the accepted answers. */
export function FillInTheBlankAnswer({ content, answer }: AnswerViewProps<'FITB'>) {
  const given = answer?.answers ?? [];
  return (
    <p className="mb-0 answer-passage">
      {parseBlanks(content.passage).map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        const value = given[part.blank.index] ?? '';
        const right = isAcceptedAnswer(part.blank, value, content.caseSensitive);
        return (
          <span key={index} className={right ? 'answer-blank answer-blank-right' : 'answer-blank answer-blank-wrong'}>
            <span className="answer-blank-value">{value.trim() === '' ? '(blank)' : value}</span>{' '}
            <span className="small">
              {right ? '(right)' : `(wrong; accepted: ${part.blank.answers.join(' / ')})`}
            </span>
          </span>
        );
      })}
    </p>
  );
}
