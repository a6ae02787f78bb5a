import { Fragment } from 'react';
import { parseBlanks } from '@/domain/lesson-content/fill-in-the-blank';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';

/** The passage with each blank as a numbered empty box; with answers shown, the accepted answers of each blank. */
export function FillInTheBlankView({ content, showAnswers }: MaterialViewProps<'FITB'>) {
  const parts = parseBlanks(content.passage);
  const blanks = parts.flatMap((part) => (part.kind === 'blank' ? [part.blank] : []));
  return (
    <div>
      <p className="mb-2" style={{ whiteSpace: 'pre-wrap', lineHeight: 2 }}>
        {parts.map((part, position) =>
          part.kind === 'text' ? (
            <Fragment key={position}>{part.text}</Fragment>
          ) : (
            <span key={position} className="text-nowrap">
              <sup className="fw-semibold me-1" aria-hidden="true">
                {part.blank.index + 1}
              </sup>
              <input
                type="text"
                disabled
                className="form-control form-control-sm d-inline-block align-baseline"
                style={{ width: '7rem' }}
                aria-label={`Blank ${part.blank.index + 1}`}
              />
            </span>
          ),
        )}
      </p>
      {showAnswers ? (
        <div className="mb-2">
          <p className="small fw-semibold mb-1">
            Accepted answers ({content.caseSensitive ? 'case-sensitive' : 'not case-sensitive'})
          </p>
          <ul className="list-unstyled small mb-0">
            {blanks.map((blank) => (
              <li key={blank.index}>
                Blank {blank.index + 1}: {blank.answers.map((answer) => `“${answer}”`).join(' or ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <MaxMarkNote maxMark={content.maxMark} />
    </div>
  );
}
