import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClassFilter } from '@/components/class-filter';
import { server } from '@/mocks/node';
import { renderWithProviders } from '../../tests/test-utils';

const CLASSES = [
  { id: 'c1', name: 'Primary 5 Courage' },
  { id: 'c2', name: 'Primary 5 Kindness' },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <ClassFilter academicYearId="ay-2026" value={value} onChange={setValue} />
      <output>class: {value || 'all'}</output>
    </>
  );
}

describe('ClassFilter', () => {
  it('offers the year’s classes and answers the chosen id', async () => {
    const years: (string | null)[] = [];
    server.use(
      http.get('*/api/class-years', ({ request }) => {
        years.push(new URL(request.url).searchParams.get('academicYearId'));
        return HttpResponse.json({ data: CLASSES, count: CLASSES.length });
      }),
    );
    const { user } = renderWithProviders(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Class' });
    expect(combobox).toHaveAttribute('placeholder', 'All classes');
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: 'Primary 5 Kindness' }));
    expect(screen.getByText('class: c2')).toBeInTheDocument();
    expect(years).toContain('ay-2026');
  });
});
