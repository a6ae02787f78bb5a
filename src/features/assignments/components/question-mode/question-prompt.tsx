import type { IssuedMaterial } from '@/features/assignments/api/grading-schemas';
import { blanksOf } from '@/domain/lesson-content/fill-in-the-blank';
import { maxMarkOf } from '@/domain/lesson-content/marking';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';
import { QuestionTitle } from '@/features/assignments/components/question-title/question-title';

/** What the question asks, in words, as each student's row leaves it out. */
function askedIn(material: IssuedMaterial): string {
  switch (material.materialType) {
    case 'MULTIPLE_CHOICE':
      return material.content.question;
    case 'FITB':
      return `${blanksOf(material.content.passage).length} blanks to fill in.`;
    case 'FREE_RESPONSE':
    case 'VOICE_RESPONSE':
      return material.content.prompt;
    case 'ERROR_EDITING':
    case 'ATTACH_FILES':
      return material.content.instructions ?? '';
    default:
      return '';
  }
}

/** The question graded across the class: its place in the assignment, its own title, type, maximum and what it asks. */
export function QuestionPrompt({ material, number }: { material: IssuedMaterial; number: number }) {
  const maxMark = maxMarkOf(material);
  const automatic = material.materialType === 'MULTIPLE_CHOICE' || material.materialType === 'FITB';
  return (
    <section className="question-prompt" aria-label="Question">
      <h2 className="h5 mb-1">
        <QuestionTitle number={number} title={material.title} />
      </h2>
      <p className="small text-body-secondary mb-1">
        {MATERIAL_TYPE_LABELS[material.materialType]} · out of {maxMark ?? 0} ·{' '}
        {automatic ? 'marked automatically, each mark can be changed' : 'marked by hand'}
      </p>
      <p className="mb-0">{askedIn(material)}</p>
    </section>
  );
}
