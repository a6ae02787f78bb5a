import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormClassSummary } from '@/features/form-class/api/form-class-schemas';
import { FormClassTable } from '@/features/form-class/components/class-list/form-class-table';
import { renderWithProviders } from '../../../../../tests/test-utils';

const counts = { complete: 3, total: 30 };
const courage: FormClassSummary = {
  id: 'cy-primary-5-courage',
  name: 'Primary 5 Courage',
  academicYearId: 'ay-2026',
  academicYear: { id: 'ay-2026', year: '2026/2027' },
  masterLevel: { id: 'ml-p5', name: 'Primary 5' },
  studentsCount: 30,
  term: 2,
  completion: { remark: counts, heightAndWeight: counts, streamingAndPromotion: counts, conduct: counts },
};

describe('FormClassTable', () => {
  it('links each homeroom class to its grid, to what is missing and to its FTP evaluation', () => {
    renderWithProviders(
      <FormClassTable kind="remark" term={2} label="Form classes of 2026/2027" classes={[courage]} completionHeader="Complete in term 2" />,
    );
    expect(screen.getByRole('link', { name: 'Primary 5 Courage' })).toHaveAttribute(
      'href',
      '/remark/cy-primary-5-courage/ay-2026?term=2',
    );
    expect(screen.getByRole('link', { name: 'What’s missing in Primary 5 Courage, term 2' })).toHaveAttribute(
      'href',
      '/form-class-completion/cy-primary-5-courage/ay-2026?term=2',
    );
    expect(screen.getByRole('link', { name: 'FTP evaluation of Primary 5 Courage, 2026/2027' })).toHaveAttribute(
      'href',
      '/ftp-evaluation/cy-primary-5-courage/ay-2026',
    );
  });
});
