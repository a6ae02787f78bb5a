import { describe, expect, it } from 'vitest';
import { formFieldOf, initialAssignValues } from '@/features/resources/components/assign/assign-form-values';

describe('initialAssignValues', () => {
  it('starts today with no due date and nobody chosen', () => {
    expect(initialAssignValues(new URLSearchParams(), new Date(2026, 10, 23))).toEqual({
      sourceType: 'lesson',
      sourceId: undefined,
      classYearIds: [],
      studentIds: [],
      startDate: '2026-11-23',
      dueDate: undefined,
    });
  });

  it('takes the content from a lesson page link, and only the two kinds there are', () => {
    const linked = initialAssignValues(new URLSearchParams('sourceType=assignment&sourceId=ra-1'));
    expect(linked).toMatchObject({ sourceType: 'assignment', sourceId: 'ra-1' });
    expect(initialAssignValues(new URLSearchParams('sourceType=quiz&sourceId=x')).sourceType).toBe('lesson');
  });
});

describe('formFieldOf', () => {
  it('maps the server’s field names onto the form’s fields', () => {
    expect(formFieldOf('dueDate')).toBe('dueDate');
    expect(formFieldOf('classYearIds.3')).toBe('classYearIds');
    expect(formFieldOf('studentIds.0')).toBe('studentIds');
    expect(formFieldOf('sourceType')).toBe('sourceId');
    expect(formFieldOf('attempts')).toBeNull();
  });
});
