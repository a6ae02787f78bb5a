import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import type { CompletionByKind } from '@/features/form-class/api/form-class-schemas';
import { CompletionMeter } from '@/features/form-class/components/class-list/completion-meter';
import { gridHref } from '@/features/form-class/components/class-list/form-class-links';
import { FORM_CLASS_KINDS, FORM_CLASS_KIND_LABELS } from '@/domain/form-class/kinds';
import type { Term } from '@/domain/gradebook/term-score';

/** Props of {@link CompletionSummary}. */
export interface CompletionSummaryProps {
  classYearId: string;
  academicYearId: string;
  term: Term;
  completion: CompletionByKind;
}

/** Each record kind with how many students have it, opening the class grid. */
export function CompletionSummary({ classYearId, academicYearId, term, completion }: CompletionSummaryProps) {
  return (
    <ListGroup as="ul" aria-label="Records of the class" className="mb-4">
      {FORM_CLASS_KINDS.map((kind) => (
        <ListGroup.Item as="li" key={kind} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Link to={gridHref(kind, classYearId, academicYearId, term)}>{FORM_CLASS_KIND_LABELS[kind]}</Link>
          <CompletionMeter {...completion[kind]} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
