import { describe, expect, it } from 'vitest';
import { gridDraftKey, parseGridDraftKey, type GridDraftScope } from './grid-draft-scopes';

// The keys drafts already stored in teachers' browsers carry: a change of format would orphan them.
const STORED: readonly [GridDraftScope, string][] = [
  [{ screen: 'gradebook', subjectYearId: 'sy-p5-english', term: 2 }, 'entry-draft:v1:u-1:gradebook:sy-p5-english:term-2'],
  [{ screen: 'conduct', classYearId: 'cy-p5', academicYearId: 'ay-2026', term: 3 }, 'entry-draft:v1:u-1:conduct:cy-p5:ay-2026:term-3'],
  [{ screen: 'ftp-evaluation', classYearId: 'cy-p5', academicYearId: 'ay-2026' }, 'entry-draft:v1:u-1:ftp-evaluation:cy-p5:ay-2026'],
  [{ screen: 'cca-grades', ccaYearId: 'ccay-1', academicYearId: 'ay-2026' }, 'entry-draft:v1:u-1:cca-grades:ccay-1:ay-2026'],
  [
    {
      screen: 'placement-test-results',
      resultType: 'interview',
      academicYearId: 'ay-2026',
      branchId: 'br-1',
      programmeId: 'mp-1',
      masterLevelId: 'ml-1',
      date: 'any',
    },
    'entry-draft:v1:u-1:placement-test-results:interview:ay-2026:br-1:mp-1:ml-1:any',
  ],
];

describe('grid draft keys', () => {
  it.each(STORED)('writes %o under the key already in use, and reads it back', (scope, key) => {
    expect(gridDraftKey('u-1', scope)).toBe(key);
    expect(parseGridDraftKey(key, 'u-1')).toEqual(scope);
  });

  it('reads a placement draft an older build kept per page as the draft of its filters (issue 21 §16)', () => {
    expect(parseGridDraftKey('entry-draft:v1:u-1:placement-test-results:interview:ay-2026:br-1:mp-1:ml-1:any:0:200', 'u-1')).toEqual(
      parseGridDraftKey('entry-draft:v1:u-1:placement-test-results:interview:ay-2026:br-1:mp-1:ml-1:any', 'u-1'),
    );
  });

  it("reads neither another user's draft, an unknown screen nor a malformed scope", () => {
    expect(parseGridDraftKey('entry-draft:v1:u-2:gradebook:sy-1:term-2', 'u-1')).toBeNull();
    expect(parseGridDraftKey('entry-draft:v1:u-1:record-sheet:x', 'u-1')).toBeNull();
    expect(parseGridDraftKey('entry-draft:v1:u-1:remark:cy-p5:ay-2026:term-9', 'u-1')).toBeNull();
    expect(parseGridDraftKey('portal.sidebar', 'u-1')).toBeNull();
  });
});
