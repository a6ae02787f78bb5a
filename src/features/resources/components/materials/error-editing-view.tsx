import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { ErrorEditingPassage } from '@/features/resources/components/materials/error-editing-passage';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';
import { countOf } from '@/domain/school/count-words';

/** Instructions and passage; with answers shown, the errors marked in the passage and listed with their corrections. */
export function ErrorEditingView({ content, showAnswers }: MaterialViewProps<'ERROR_EDITING'>) {
  const count = content.errors.length;
  return (
    <div>
      {content.instructions ? (
        <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
          {content.instructions}
        </p>
      ) : null}
      <p className="small text-body-secondary mb-2">
        The passage has {countOf(count, 'error')} to correct.
      </p>
      {showAnswers ? (
        <>
          <ErrorEditingPassage passage={content.passage} wrongs={content.errors.map((error) => error.wrong)} />
          <p className="small fw-semibold mb-1">Errors and corrections</p>
          <ol className="small mb-2 ps-3">
            {content.errors.map((error, index) => (
              <li key={index}>
                <s>{error.wrong}</s>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> corrected to </span>
                <strong>{error.correction}</strong>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
          {content.passage}
        </p>
      )}
      <MaxMarkNote maxMark={content.maxMark} />
    </div>
  );
}
