import { Fragment } from 'react';
import { markErrors } from '@/features/resources/components/materials/error-editing-marks';

/** The passage with each listed error's wrong text in a `mark`, numbered as in the list of errors. */
export function ErrorEditingPassage({ passage, wrongs }: { passage: string; wrongs: readonly string[] }) {
  return (
    <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
      {markErrors(passage, wrongs).map((part, position) =>
        part.kind === 'text' ? (
          <Fragment key={position}>{part.text}</Fragment>
        ) : (
          <Fragment key={position}>
            <mark className="px-0">{part.text}</mark>
            <sup className="fw-semibold">
              <span className="visually-hidden">(error </span>
              {part.errorIndex + 1}
              <span className="visually-hidden">)</span>
            </sup>
          </Fragment>
        ),
      )}
    </p>
  );
}
