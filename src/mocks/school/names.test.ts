import { describe, expect, it } from 'vitest';
import { db, resetDemoDatabase } from '../db';
import { familyNameOf } from './names';

const FEMININE = ['Jia', 'Hui', 'Xin', 'Yi', 'Ling', 'Mei', 'Xuan', 'En', 'Shan', 'Qing'];
const MASCULINE = ['Wei', 'Ming', 'Jun', 'Hao', 'Kai', 'Zhi', 'Yu', 'Hong', 'Jie', 'Rui'];

describe('names in the seed', () => {
  it('finds the family name first in Chinese names, after bin/binte in Malay names, else last', () => {
    expect(familyNameOf('Chong Yi Hui')).toBe('Chong');
    expect(familyNameOf('Tan Wei Ming 陈伟明')).toBe('Tan');
    expect(familyNameOf('Nur Aisyah binte Rahman')).toBe('Rahman');
    expect(familyNameOf('Priya Nair')).toBe('Nair');
  });

  it('addresses every guardian of a Chinese-named student by the family name', () => {
    resetDemoDatabase();
    const chinese = db.students.filter((student) => familyNameOf(student.fullName) === student.fullName.split(' ')[0]);
    expect(chinese.length).toBeGreaterThan(100);
    for (const student of chinese) {
      const surname = student.fullName.split(' ')[0];
      for (const guardian of db.studentParticulars.get(student.id)?.guardians ?? []) expect(guardian.name).toMatch(new RegExp(` ${surname}$`));
    }
  });

  it('never gives a title that contradicts the given names', () => {
    resetDemoDatabase();
    const staff = db.users.all().map((user) => user.fullName.split(' '));
    const contradicting = staff.filter(([title, , ...given]) =>
      title === 'Mr' ? given.some((name) => FEMININE.includes(name)) : given.some((name) => MASCULINE.includes(name)),
    );
    expect(contradicting.map((words) => words.join(' '))).toEqual([]);
  });
});
