import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectFilter } from '@/components/select-filter';

const OPTIONS = [
  { value: 'p1', label: 'Primary 1' },
  { value: 'p2', label: 'Primary 2' },
];

describe('SelectFilter', () => {
  it('offers "All …" first, then the options, and answers the chosen value', async () => {
    const onChange = vi.fn();
    render(<SelectFilter label="Level" allLabel="All levels" options={OPTIONS} value="" onChange={onChange} />);
    const select = screen.getByLabelText('Level');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All levels',
      'Primary 1',
      'Primary 2',
    ]);
    await userEvent.setup().selectOptions(select, 'Primary 2');
    expect(onChange).toHaveBeenCalledWith('p2');
  });

  it('gives "All …" the value the URL uses for no filter', async () => {
    const onChange = vi.fn();
    render(
      <SelectFilter label="Academic year" allLabel="All years" allValue="all" options={OPTIONS} value="p1" onChange={onChange} />,
    );
    expect(screen.getByLabelText('Academic year')).toHaveValue('p1');
    await userEvent.setup().selectOptions(screen.getByLabelText('Academic year'), 'All years');
    expect(onChange).toHaveBeenCalledWith('all');
  });
});
