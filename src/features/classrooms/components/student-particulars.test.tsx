import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Student } from '@/features/classrooms/api/get-student';
import { StudentParticulars } from '@/features/classrooms/components/student-particulars';

const student: Student = {
  id: 'st-1',
  fullName: 'Tan Wei Ming 陈伟明',
  gender: 'Male',
  religion: 'Buddhist',
  idType: 'KTP',
  idNumber: '3171000000',
  title: 'Mr',
  dateOfBirth: '2017-01-15',
  classYearId: 'cy-1',
  guardians: [
    { name: 'Mr Tan', relationship: 'Father', phone: '+65 9123 4567', email: 'tan.weiming.family@example.com' },
  ],
};

describe('StudentParticulars guardians', () => {
  it('keeps a phone number on one line and lets it be called', () => {
    render(<StudentParticulars student={student} />);
    const link = screen.getByRole('link', { name: '+65 9123 4567' });
    expect(link).toHaveAttribute('href', 'tel:+6591234567');
    expect(link.closest('td')).toHaveClass('text-nowrap');
  });

  it('wraps an e-mail address only before its "@", never inside a word', () => {
    render(<StudentParticulars student={student} />);
    const link = screen.getByRole('link', { name: 'tan.weiming.family@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:tan.weiming.family@example.com');
    const cell = link.closest('td');
    expect(cell).not.toHaveClass('text-break');
    // Two unbreakable halves with the one break opportunity between them.
    const halves = [...link.querySelectorAll('span.text-nowrap')].map((span) => span.textContent);
    expect(halves).toEqual(['tan.weiming.family', '@example.com']);
    expect(link.querySelectorAll('wbr')).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Guardians' })).getByText('Father')).toBeInTheDocument();
  });
});
