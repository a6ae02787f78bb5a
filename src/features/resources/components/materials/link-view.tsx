import { BoxArrowUpRight } from 'react-bootstrap-icons';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';
import { isSafeHttpUrl } from '@/domain/lesson-content/safe-url';

/** A link that opens in a new tab without handing the portal's window to the other site; its host says where it goes. */
export function LinkView({ content }: MaterialViewProps<'LINK'>) {
  const safe = isSafeHttpUrl(content.url);
  return (
    <div>
      {safe ? (
        <p className="mb-1">
          <a href={content.url} target="_blank" rel="noopener noreferrer" className="fw-semibold">
            {new URL(content.url).host}
            <BoxArrowUpRight aria-hidden="true" className="ms-1" />{' '}
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
          <span className="d-block small text-body-secondary text-break">{content.url}</span>
        </p>
      ) : (
        <p className="mb-1 text-danger">
          This link is not a web address starting with http:// or https://, so it cannot be opened.
        </p>
      )}
      {content.description && (
        <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {content.description}
        </p>
      )}
    </div>
  );
}
