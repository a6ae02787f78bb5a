import { diffWordsWithSpace } from 'diff';
import { useMemo } from 'react';

/**
 * A remark's suggested edit as tracked changes: inserted words in <ins>, deleted ones in <del>, built as React text
 * (never HTML). Whitespace counts as a change, since a double space is one of the slips a proofreader fixes.
 */
export function WordDiff({ original, suggested }: { original: string; suggested: string }) {
  const parts = useMemo(() => diffWordsWithSpace(original, suggested), [original, suggested]);
  return (
    <p className="remark-diff mb-0">
      {parts.map((part, index) => {
        const key = `${index}-${part.value}`;
        if (part.added) {
          return (
            <ins key={key} className="remark-diff-ins">
              <span className="visually-hidden">inserted: </span>
              {part.value}
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} className="remark-diff-del">
              <span className="visually-hidden">deleted: </span>
              {part.value}
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}
