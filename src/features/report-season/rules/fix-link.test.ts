import { describe, expect, it } from 'vitest';
import { fixLinkFor } from '@/features/report-season/rules/fix-link';

const context = { classYearId: 'cy-1', academicYearId: 'ay-2026', term: 2, studentId: 'st-7' };

describe('where a gap is fixed', () => {
  it("opens a subject's mark sheet on the pupil's row and the board's term", () => {
    expect(fixLinkFor('subject:sy-math', context)).toBe('/gradebook/sy-math?term=2&student=st-7');
  });

  it("opens a form-class sheet of the term scrolled to the pupil's row", () => {
    expect(fixLinkFor('remark', context)).toBe('/remark/cy-1/ay-2026?term=2#student-st-7');
    expect(fixLinkFor('conduct', context)).toBe('/conduct/cy-1/ay-2026?term=2#student-st-7');
    expect(fixLinkFor('heightWeight', context)).toBe('/height-and-weight/cy-1/ay-2026?term=2#student-st-7');
    expect(fixLinkFor('promotion', context)).toBe('/streaming-and-promotion/cy-1/ay-2026?term=2#student-st-7');
  });

  it("opens the pupil's page for attendance, and the CCA and LEAPS screens", () => {
    expect(fixLinkFor('attendance', context)).toBe('/classrooms/cy-1/st-7');
    expect(fixLinkFor('cca', context)).toBe('/ccaYear');
    expect(fixLinkFor('leaps', context)).toBe('/leaps');
  });

  it('has no link for a section it does not know, nor for a subject without its id', () => {
    expect(fixLinkFor('library', context)).toBeNull();
    expect(fixLinkFor('subject:', context)).toBeNull();
    expect(fixLinkFor('constructor', context)).toBeNull();
  });
});
