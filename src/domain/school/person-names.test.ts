import { describe, expect, it } from 'vitest';
import { firstNameOf, romanizedName } from './person-names';

describe('firstNameOf', () => {
  it.each([
    ['Tan Wei Ming', 'Wei Ming'],
    ['Chong Yi Hui 庄怡慧', 'Yi Hui'],
    ['Muhammad Irfan bin Ismail', 'Muhammad Irfan'],
    ['Siti Nurhaliza binte Osman', 'Siti Nurhaliza'],
    ['Rahul s/o Ramesh', 'Rahul'],
    ['Ryan Lee', 'Ryan'],
    ['Emily Clarke', 'Emily'],
    ['Madonna', 'Madonna'],
  ])('%s is called %s', (fullName, expected) => {
    expect(firstNameOf(fullName)).toBe(expected);
  });

  it('keeps the name when it is only Han characters', () => {
    expect(romanizedName('陈伟明')).toBe('陈伟明');
    expect(romanizedName('Lim Jia Hui 林佳慧')).toBe('Lim Jia Hui');
  });
});
