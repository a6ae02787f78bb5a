import { describe, expect, it } from 'vitest';
import { findUnsavedDrafts } from '@/features/dashboard/rules/unsaved-drafts';

function storageOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

describe('findUnsavedDrafts', () => {
  it("finds the user's gradebook and placement drafts with a link back to each", () => {
    const drafts = findUnsavedDrafts(
      storageOf({
        'entry-draft:v1:u-1:gradebook:sy-p5-english:term-2': JSON.stringify({ a: '12', b: '30' }),
        'entry-draft:v1:u-1:placement-test-results:interview:ay-2026:br-1:mp-1:ml-1:any': JSON.stringify({ c: '70' }),
        'entry-draft:v1:u-2:gradebook:sy-other:term-1': JSON.stringify({ a: '1' }),
        'portal.sidebar': 'shown',
      }),
      'u-1',
    );
    expect(drafts).toEqual([
      {
        key: 'entry-draft:v1:u-1:gradebook:sy-p5-english:term-2',
        title: 'Gradebook marks',
        detail: 'Term 2',
        href: '/gradebook/sy-p5-english?term=2',
        cells: 2,
      },
      {
        key: 'entry-draft:v1:u-1:placement-test-results:interview:ay-2026:br-1:mp-1:ml-1:any',
        title: 'Placement test results',
        detail: 'Interview Result',
        href: '/placement-test-results/add?resultType=interview&academicYearId=ay-2026&branchId=br-1&programmeId=mp-1&masterLevelId=ml-1',
        cells: 1,
      },
    ]);
  });

  it("links the form-class grids' and CCA grades' drafts back to their class, year and term", () => {
    const drafts = findUnsavedDrafts(
      storageOf({
        'entry-draft:v1:u-1:cca-grades:ccay-2026-robotics:ay-2026': JSON.stringify({ a: 'Good' }),
        'entry-draft:v1:u-1:conduct:cy-p5:ay-2026:term-3': JSON.stringify({ a: 'A', b: 'M' }),
        'entry-draft:v1:u-1:remark:cy-p5:ay-2026:term-2': JSON.stringify({ a: 'Kind to others.' }),
        'entry-draft:v1:u-1:streaming-and-promotion:cy-p5:ay-2026': JSON.stringify({ a: 'Promoted' }),
        'entry-draft:v1:u-1:height-and-weight:cy-p5:ay-2026:term-9': JSON.stringify({ a: '140' }),
        'entry-draft:v1:u-1:ftp-evaluation:cy-p5:ay-2026': JSON.stringify({ a: 'N' }),
      }),
      'u-1',
    );
    expect(drafts.map(({ title, detail, href, cells }) => ({ title, detail, href, cells }))).toEqual([
      { title: 'CCA grades', detail: 'Participation', href: '/ccaYear/ccay-2026-robotics/ay-2026', cells: 1 },
      { title: 'Conduct', detail: 'Term 3', href: '/conduct/cy-p5/ay-2026?term=3', cells: 2 },
      { title: 'FTP evaluation', detail: 'This year', href: '/ftp-evaluation/cy-p5/ay-2026', cells: 1 },
      { title: 'Remarks', detail: 'Term 2', href: '/remark/cy-p5/ay-2026?term=2', cells: 1 },
      { title: 'Streaming & Promotion', detail: 'This year', href: '/streaming-and-promotion/cy-p5/ay-2026', cells: 1 },
    ]);
  });

  it('leaves out empty, corrupt and unknown drafts', () => {
    const drafts = findUnsavedDrafts(
      storageOf({
        'entry-draft:v1:u-1:gradebook:sy-a:term-2': '{}',
        'entry-draft:v1:u-1:gradebook:sy-b:term-2': 'not json',
        'entry-draft:v1:u-1:gradebook:sy-c:term-9': JSON.stringify({ a: '1' }),
        'entry-draft:v1:u-1:something-else:x': JSON.stringify({ a: '1' }),
      }),
      'u-1',
    );
    expect(drafts).toEqual([]);
  });
});
