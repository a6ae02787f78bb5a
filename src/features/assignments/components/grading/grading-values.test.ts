import { describe, expect, it } from 'vitest';
import { annotationSets, annotationsByFile, gradingSchema, parseMark } from './grading-values';

const note = (id: string, page: number) => ({
  id,
  page,
  x: 0.1,
  y: 0.1,
  text: id,
  fontSize: 24,
  fill: '#000000',
  fontFamily: 'Arial, Helvetica, sans-serif',
});

describe('grading values', () => {
  it('reads typed marks with one decimal, a comma as the point', () => {
    expect(parseMark(' 4.5 ')).toBe(4.5);
    expect(parseMark('4,5')).toBe(4.5);
    expect(parseMark('4.55')).toBeNull();
    expect(parseMark('-1')).toBeNull();
    expect(parseMark('')).toBeNull();
  });

  it('asks for every mark and refuses one outside 0..max in the words of validateMark', () => {
    const schema = gradingSchema(new Map([['q1', 5]]));
    const messages = (mark: string) => {
      const result = schema.safeParse({ marks: [{ materialId: 'q1', mark }], feedback: '' });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('')).toEqual(['Enter a mark.']);
    expect(messages('6')).toEqual(["A mark cannot be above the question's maximum of 5."]);
    expect(messages('-1')).toEqual(['A mark cannot be below 0.']);
    expect(messages('2.25')).toEqual(['A mark can have at most one decimal.']);
    expect(messages('abc')).toEqual(['A mark must be a number.']);
    expect(messages('5')).toEqual([]);
  });

  it('sends annotations as one set per file and page, and reads them back per file', () => {
    const byFile = { f1: [note('a', 2), note('b', 1), note('c', 2)], f2: [] };
    const sets = annotationSets(byFile);
    expect(sets.map((set) => [set.fileId, set.page, set.items.map((item) => item.id)])).toEqual([
      ['f1', 1, ['b']],
      ['f1', 2, ['a', 'c']],
    ]);
    expect(annotationsByFile(sets).f1?.map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });
});
