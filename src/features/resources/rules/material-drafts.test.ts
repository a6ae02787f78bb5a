import { describe, expect, it } from 'vitest';
import { draftedMaterialIds, materialDraftKey, parseMaterialDraft } from './material-drafts';

const scope = { userId: 'u1', kind: 'lesson' as const, contentId: 'l1' };

describe('material drafts', () => {
  it('keys a draft by user, content and material, and finds the drafted materials again', () => {
    const keys = [
      materialDraftKey(scope, 'm1'),
      materialDraftKey(scope, 'new'),
      materialDraftKey({ ...scope, contentId: 'l2' }, 'm9'),
      materialDraftKey({ ...scope, userId: 'u2' }, 'm8'),
      'entry-draft:v1:u1:x:y',
    ];
    expect(draftedMaterialIds(keys, scope)).toEqual(['m1', 'new']);
  });

  it('reads a well-formed draft and ignores anything else', () => {
    const draft = { materialType: 'FREE_TEXT', values: { title: 'T' }, baseVersion: 3, savedAt: '2026-11-23T10:00:00Z' };
    expect(parseMaterialDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseMaterialDraft(null)).toBeNull();
    expect(parseMaterialDraft('{not json')).toBeNull();
    expect(parseMaterialDraft(JSON.stringify({ ...draft, materialType: 'VIDEO' }))).toBeNull();
  });
});
