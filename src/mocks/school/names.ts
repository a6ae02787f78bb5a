import type { Prng } from '../prng';
import type { Gender } from './schema';

/** Romanized surname with its Han character, so some students carry both (spec: "Tan Wei Ming 陈伟明"). */
const CHINESE_SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Tan', '陈'], ['Lim', '林'], ['Lee', '李'], ['Ng', '黄'], ['Wong', '王'], ['Goh', '吴'],
  ['Chua', '蔡'], ['Ong', '王'], ['Teo', '张'], ['Koh', '许'], ['Yeo', '杨'], ['Low', '刘'],
  ['Sim', '沈'], ['Chong', '庄'], ['Ho', '何'], ['Liu', '刘'],
];
/** Given-name syllables by the gender they usually carry, so a title never contradicts a name ("Mr Chua Mei Xin"). */
const CHINESE_SYLLABLES: Readonly<Record<Gender, ReadonlyArray<readonly [string, string]>>> = {
  Male: [
    ['Wei', '伟'], ['Ming', '明'], ['Jun', '俊'], ['Hao', '浩'], ['Kai', '凯'],
    ['Zhi', '志'], ['Yu', '宇'], ['Hong', '宏'], ['Jie', '杰'], ['Rui', '睿'],
  ],
  Female: [
    ['Jia', '佳'], ['Hui', '慧'], ['Xin', '欣'], ['Yi', '怡'], ['Ling', '玲'],
    ['Mei', '美'], ['Xuan', '萱'], ['En', '恩'], ['Shan', '珊'], ['Qing', '清'],
  ],
};

interface GivenNames {
  male: ReadonlyArray<string>;
  female: ReadonlyArray<string>;
  family: ReadonlyArray<string>;
}

const MALAY: GivenNames = {
  male: ['Muhammad Irfan', 'Ahmad Danial', 'Muhammad Haziq', 'Amir Hakim', 'Rizwan', 'Iskandar'],
  female: ['Nur Aisyah', 'Siti Nurhaliza', 'Nurul Huda', 'Aisyah Sofea', 'Farah Nadia', 'Zara Amani'],
  family: ['Rahman', 'Ismail', 'Hassan', 'Osman', 'Yusof', 'Salleh'],
};
const INDIAN: GivenNames = {
  male: ['Arjun', 'Rahul', 'Vikram', 'Karthik', 'Pranav', 'Aditya'],
  female: ['Priya', 'Ananya', 'Divya', 'Kavya', 'Meera', 'Shreya'],
  family: ['Ramesh', 'Kumar', 'Nair', 'Pillai', 'Menon', 'Iyer'],
};
const INDONESIAN: GivenNames = {
  male: ['Budi', 'Andi', 'Rizky', 'Dimas', 'Bayu', 'Fajar'],
  female: ['Putri', 'Dewi', 'Ayu', 'Sari', 'Intan', 'Kirana'],
  family: ['Santoso', 'Wijaya', 'Pratama', 'Halim', 'Gunawan', 'Susanto'],
};
const WESTERN: GivenNames = {
  male: ['Ethan', 'Lucas', 'Daniel', 'Nathan', 'Ryan', 'Gabriel'],
  female: ['Emily', 'Chloe', 'Sophie', 'Hannah', 'Isabel', 'Olivia'],
  family: ['Clarke', 'Fernandez', 'Smith', 'Martin', 'Rodrigues', 'Walker'],
};

export interface GeneratedName {
  fullName: string;
  gender: Gender;
}

/** Family name first, as Chinese names are written: "Chong Yi Hui" is Ms Chong. */
function chineseName(prng: Prng, gender: Gender, withHan: boolean): string {
  const [surname, surnameHan] = prng.pick(CHINESE_SURNAMES);
  const [first, firstHan] = prng.pick(CHINESE_SYLLABLES[gender]);
  const [second, secondHan] = prng.pick(CHINESE_SYLLABLES[gender]);
  const romanized = `${surname} ${first} ${second}`;
  return withHan ? `${romanized} ${surnameHan}${firstHan}${secondHan}` : romanized;
}

/** About 45% Chinese-heritage names, a third of which (≈15% overall) also carry the Han characters. */
export function generatePersonName(prng: Prng): GeneratedName {
  const gender: Gender = prng.chance(0.5) ? 'Male' : 'Female';
  const roll = prng.next();
  if (roll < 0.45) return { fullName: chineseName(prng, gender, prng.chance(1 / 3)), gender };
  const group = roll < 0.62 ? MALAY : roll < 0.76 ? INDIAN : roll < 0.9 ? INDONESIAN : WESTERN;
  const given = prng.pick(gender === 'Male' ? group.male : group.female);
  const family = prng.pick(group.family);
  if (group === MALAY) return { fullName: `${given} ${gender === 'Male' ? 'bin' : 'binte'} ${family}`, gender };
  return { fullName: `${given} ${family}`, gender };
}

const CHINESE_SURNAME_SET = new Set(CHINESE_SURNAMES.map(([surname]) => surname));

/**
 * The family name a person is addressed by (a guardian's "Mr Tan"): Chinese names put it first
 * ("Chong Yi Hui 庄怡慧" → Chong), Malay names carry the father's name after bin/binte, others put it last.
 */
export function familyNameOf(fullName: string): string {
  const words = fullName.replace(/\s*\p{Script=Han}+$/u, '').split(' ');
  const patronymic = words.findIndex((word) => word === 'bin' || word === 'binte');
  if (patronymic >= 0) return words.slice(patronymic + 1).join(' ');
  const [first = ''] = words;
  if (words.length === 3 && CHINESE_SURNAME_SET.has(first)) return first;
  return words[words.length - 1] ?? first;
}

export function staffTitle(gender: Gender, prng: Prng): string {
  return gender === 'Male' ? 'Mr' : prng.pick(['Ms', 'Mrs', 'Mdm']);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
