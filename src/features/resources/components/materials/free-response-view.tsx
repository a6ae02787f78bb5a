import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';

/** The question; with answers shown, the model answer (or that there is none). */
export function FreeResponseView({ content, showAnswers }: MaterialViewProps<'FREE_RESPONSE'>) {
  return (
    <div>
      <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
        {content.prompt}
      </p>
      <p className="small text-body-secondary mb-2">Students write their answer.</p>
      {showAnswers ? (
        <div className="mb-2 rounded border px-3 py-2">
          <p className="small fw-semibold mb-1">Model answer</p>
          {content.modelAnswer ? (
            <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
              {content.modelAnswer}
            </p>
          ) : (
            <p className="small text-body-secondary mb-0">No model answer was given.</p>
          )}
        </div>
      ) : null}
      <MaxMarkNote maxMark={content.maxMark} />
    </div>
  );
}
