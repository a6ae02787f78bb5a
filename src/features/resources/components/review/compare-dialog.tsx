import Badge from 'react-bootstrap/Badge';
import Modal from 'react-bootstrap/Modal';
import { QueryState } from '@/components/query-state';
import { usePublishedContent } from '@/features/resources/api/published';
import type { ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { MaterialView } from '@/features/resources/components/content-page/material-view';
import { compareMaterials, type ChangeKind } from '@/features/resources/rules/compare-materials';
import { formatDateTime } from '@/lib/format-date';
import { MATERIAL_TYPE_LABELS } from '@/domain/lesson-content/material-types';

const KIND_BADGES: Readonly<Record<Exclude<ChangeKind, 'unchanged'>, { label: string; bg: string; text?: 'dark' }>> = {
  added: { label: 'Added', bg: 'success' },
  removed: { label: 'Removed', bg: 'danger' },
  changed: { label: 'Changed', bg: 'warning', text: 'dark' },
};

/** `content.maxMark` → "Max mark"; `title` → "Title". */
function fieldLabel(field: string): string {
  const name = field.replace(/^content\./, '').replace(/([A-Z])/g, ' $1').toLowerCase();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function Side({ material, changed, titleChanged }: { material: Material | null; changed: boolean; titleChanged: boolean }) {
  if (!material) return <div className="compare-side compare-empty small text-body-secondary">Not in this version</div>;
  return (
    <div className={`compare-side${changed ? ' compare-changed' : ''}`}>
      <div className="material-card-type">{MATERIAL_TYPE_LABELS[material.materialType]}</div>
      <h4 className="h6">{titleChanged ? <mark>{material.title}</mark> : material.title}</h4>
      <MaterialView material={material} showAnswers />
    </div>
  );
}

interface CompareDialogProps {
  show: boolean;
  kind: ContentKind;
  contentId: string;
  current: readonly Material[];
  onHide: () => void;
}

/** The published version (what students have) beside the revision under review, changes marked. */
export function CompareDialog({ show, kind, contentId, current, onHide }: CompareDialogProps) {
  const published = usePublishedContent(kind, contentId, show);
  return (
    <Modal show={show} onHide={onHide} size="xl" fullscreen="lg-down" aria-labelledby="compare-title" scrollable>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="compare-title" as="h2" className="h5">
          Compare with published version
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <QueryState query={published} errorMessage="The published version could not be loaded." loadingLabel="Loading the published version…">
          {(version) =>
            version === null ? (
              <p className="mb-0">Nothing has been published yet.</p>
            ) : (
              <div className="compare-grid" role="table" aria-label="Published and current versions">
                <div role="row" className="compare-row compare-head">
                  <div role="columnheader">Change</div>
                  <div role="columnheader">Published {formatDateTime(version.publishedAt)}</div>
                  <div role="columnheader">Current revision</div>
                </div>
                {compareMaterials(version.materials, current).map((row) => {
                  const badge = row.kind === 'unchanged' ? null : KIND_BADGES[row.kind];
                  const key = (row.current ?? row.published)?.id ?? '';
                  return (
                    <div role="row" key={key} className={`compare-row compare-${row.kind}`}>
                      <div role="cell">
                        {badge ? (
                          <Badge bg={badge.bg} text={badge.text}>
                            {badge.label}
                          </Badge>
                        ) : (
                          <span className="small text-body-secondary">Unchanged</span>
                        )}
                        {row.changedFields.length > 0 ? (
                          <div className="small mt-1">{row.changedFields.map(fieldLabel).join(', ')}</div>
                        ) : null}
                      </div>
                      <div role="cell">
                        <Side material={row.published} changed={row.kind === 'changed'} titleChanged={row.changedFields.includes('title')} />
                      </div>
                      <div role="cell">
                        <Side material={row.current} changed={row.kind === 'changed'} titleChanged={row.changedFields.includes('title')} />
                      </div>
                    </div>
                  );
                })}
              </div>
            )
          }
        </QueryState>
      </Modal.Body>
    </Modal>
  );
}
