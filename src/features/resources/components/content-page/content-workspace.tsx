import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { UnsavedChangesGuard } from '@/components/entry-grid/unsaved-changes-guard';
import { useContentActivity } from '@/features/resources/api/activity';
import { isResourceAssignment, type ContentDetail } from '@/features/resources/api/content';
import { useDeleteMaterial, useMoveMaterial } from '@/features/resources/api/material-mutations';
import type { ActivityEntry, ContentKind, Material } from '@/features/resources/api/resource-schemas';
import { AssignmentSettingsPanel } from '@/features/resources/components/assignment-settings/assignment-settings-panel';
import { AddMaterial } from '@/features/resources/components/content-page/add-material';
import { ContentNotices } from '@/features/resources/components/content-page/content-notices';
import { MaterialCard } from '@/features/resources/components/content-page/material-card';
import { useOpenEditors } from '@/features/resources/components/content-page/use-open-editors';
import { useProgressiveCount } from '@/features/resources/components/content-page/use-progressive-count';
import { LessonSidebar } from '@/features/resources/components/lesson-sidebar/lesson-sidebar';
import { useScrollToHashOnLoad } from '@/features/resources/components/lesson-sidebar/scroll-to-anchor';
import { ReviewPanel } from '@/features/resources/components/review/review-panel';
import { useContentRoles } from '@/features/resources/components/use-content-roles';
import { materialDraftKey, NEW_MATERIAL, type DraftScope } from '@/features/resources/rules/material-drafts';
import { canEditContent } from '@/domain/lesson-content/review';
import { useSession } from '@/lib/session/session-context';

const NO_COMMENTS: readonly ActivityEntry[] = [];
const anchorFor = (materialId: string) => `material-${materialId}`;

/** The lesson or assignment page's body: sidebar, notices, review, settings, materials and their editors. */
export function ContentWorkspace({ kind, content }: { kind: ContentKind; content: ContentDetail }) {
  const { user } = useSession();
  const { roles, isSetter, isReviewer } = useContentRoles();
  const scope = useMemo<DraftScope>(() => ({ userId: user.id, kind, contentId: content.id }), [user.id, kind, content.id]);
  const editors = useOpenEditors(scope, content.materials);
  const editable = isSetter && canEditContent(content.reviewStatus, roles);
  const showAnswers = isSetter || isReviewer;
  const [orderEditing, setOrderEditing] = useState(false);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const move = useMoveMaterial(kind, content.id);
  const remove = useDeleteMaterial(kind, content.id);
  const activity = useContentActivity(kind, content.id);
  const shown = useProgressiveCount(content.materials.length);
  // A deep link to a material scrolls once every card is there.
  useScrollToHashOnLoad(shown === content.materials.length);

  const commentsByMaterial = useMemo(() => {
    const byMaterial = new Map<string, ActivityEntry[]>();
    for (const entry of activity.data?.data ?? []) {
      if (entry.type !== 'Commented' || !entry.materialId) continue;
      byMaterial.set(entry.materialId, [...(byMaterial.get(entry.materialId) ?? []), entry]);
    }
    return byMaterial;
  }, [activity.data]);

  const { mutateAsync: moveAsync } = move;
  const onMove = useCallback(
    async (materialId: string, toIndex: number) => {
      await moveAsync({ materialId, order: toIndex });
    },
    [moveAsync],
  );
  const kindLabel = kind === 'lesson' ? 'lesson' : 'assignment';

  return (
    <div className="content-workspace">
      <LessonSidebar
        materials={content.materials}
        orderEditing={orderEditing && editable}
        canEditOrder={editable}
        onOrderEditingChange={setOrderEditing}
        onMove={onMove}
        anchorFor={anchorFor}
        storageKey="lessonSidebar"
      />
      <div className="content-main">
        <ContentNotices kindLabel={kindLabel} status={content.reviewStatus} hasPublishedVersion={content.hasPublishedVersion} isSetter={isSetter} />
        <ReviewPanel kind={kind} content={content} roles={roles} />
        {isResourceAssignment(content) ? <AssignmentSettingsPanel assignment={content} canEdit={editable} /> : null}
        <div className="material-stack">
          {content.materials.length === 0 ? (
            <p className="text-body-secondary">{editable ? `This ${kindLabel} has no materials yet. Add the first one below.` : `This ${kindLabel} has no materials yet.`}</p>
          ) : null}
          {content.materials.slice(0, shown).map((material, position) => (
            <MaterialCard
              key={material.id}
              kind={kind}
              contentId={content.id}
              material={material}
              position={position}
              showAnswers={showAnswers}
              canEdit={editable}
              editing={editable && editors.open.has(material.id)}
              draftKey={materialDraftKey(scope, material.id)}
              comments={commentsByMaterial.get(material.id) ?? NO_COMMENTS}
              onEdit={editors.setEditing}
              onDelete={setDeleting}
              onDirtyChange={editors.setEditorDirty}
            />
          ))}
        </div>
        {editable ? (
          <div className="mt-3">
            <AddMaterial
              kind={kind}
              contentId={content.id}
              creating={editors.creating}
              draftKey={materialDraftKey(scope, NEW_MATERIAL)}
              onCreatingChange={editors.setCreating}
              onDirtyChange={editors.setEditorDirty}
            />
          </div>
        ) : null}
      </div>
      <UnsavedChangesGuard when={editors.hasUnsaved} />
      <ConfirmDialog
        show={deleting !== null}
        title="Delete material"
        body={`Delete “${deleting?.title ?? ''}”? This cannot be undone.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
