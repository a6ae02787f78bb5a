import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from '@/components/avatar';

describe('initialsOf', () => {
  it('leaves the title out, so Mdm, Mr and Ms do not all read "M"', () => {
    expect(initialsOf('Mdm Siti Rahmah')).toBe('SR');
    expect(initialsOf('Mr Daniel Lim')).toBe('DL');
    expect(initialsOf('Ms. Priya Nair')).toBe('PN');
    expect(initialsOf('Dr Tan')).toBe('T');
  });

  it('takes the first and last names of a long name, and copes with odd input', () => {
    expect(initialsOf('Nur Aisyah binti Rahman')).toBe('NR');
    expect(initialsOf('  wei   ming ')).toBe('WM');
    expect(initialsOf('Mdm')).toBe('M');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('陈 伟明')).toBe('陈伟');
  });
});

describe('Avatar', () => {
  it('shows the initials and hides itself from screen readers (the name is written beside it)', () => {
    const { container } = render(<Avatar name="Mdm Siti Rahmah" />);
    expect(container.firstChild).toHaveTextContent('SR');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
