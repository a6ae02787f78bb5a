import { Fragment } from 'react';
import type { AnswerViewProps } from './answer-types';
import { NoAnswer } from './no-answer';

type Part = { text: string; error: boolean };

/** The original passage cut into plain text and the errors set in the resource, in reading order. */
export function markErrors(passage: string, errors: readonly string[]): Part[] {
  const wanted = errors.filter((error) => error.length > 0);
  const parts: Part[] = [];
  let rest = passage;
  while (rest.length > 0) {
    const next = wanted
      .map((error) => ({ error, at: rest.indexOf(error) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at || b.error.length - a.error.length)[0];
    if (!next) {
      parts.push({ text: rest, error: false });
      break;
    }
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at), error: false });
    parts.push({ text: next.error, error: true });
    rest = rest.slice(next.at + next.error.length);
  }
  return parts;
}

/** Whether the student's passage no longer holds the error and holds its correction (a hint; marked by hand). */
function isFixed(text: string, wrong: string, correction: string): boolean {
  return text.includes(correction) && !text.includes(wrong);
}

/** The original with its errors marked, the student's corrected passage, and each expected correction. */
export function ErrorEditingAnswer({ content, answer }: AnswerViewProps<'ERROR_EDITING'>) {
  const text = answer?.text ?? '';
  return (
    <div className="answer-error-editing">
      {content.instructions ? <p className="mb-2 answer-prompt">{content.instructions}</p> : null}
      <h4 className="small fw-semibold mb-1">Original passage (errors marked)</h4>
      <p className="answer-text">
        {markErrors(
          content.passage,
          content.errors.map((error) => error.wrong),
        ).map((part, index) =>
          part.error ? (
            <mark key={index} className="answer-error">
              {part.text}
            </mark>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </p>
      <h4 className="small fw-semibold mb-1">Student’s corrected passage</h4>
      {text.trim() === '' ? <NoAnswer /> : <blockquote className="answer-text">{text}</blockquote>}
      <h4 className="small fw-semibold mb-1">Expected corrections</h4>
      <ul className="small mb-0">
        {content.errors.map((error, index) => (
          <li key={index}>
            “{error.wrong}” → “{error.correction}”:{' '}
            {isFixed(text, error.wrong, error.correction) ? 'corrected' : 'not corrected'}
          </li>
        ))}
      </ul>
    </div>
  );
}
