import type { Prng } from '../prng';
import type { IdType, Religion, StudentParticulars } from './schema';
import type { Student } from '../school/schema';
import { familyNameOf, slug } from '../school/names';
import { weighted } from '../weighted';

const ID_TYPE_WEIGHTS: ReadonlyArray<readonly [IdType, number]> = [
  ['KTP', 0.35], ['Passport', 0.3], ['KITAS', 0.2], ['KITAP', 0.1], ['NPWP', 0.03], ['SIM', 0.02],
];
const OTHER_RELIGIONS: ReadonlyArray<Religion> = ['Buddhist', 'Catholic', 'Christian', 'Confucian', 'Hindu', 'Others', 'Moslem'];

function digits(prng: Prng, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += Math.floor(prng.next() * 10);
  return text;
}

function idNumber(prng: Prng, type: IdType): string {
  switch (type) {
    case 'KTP':
      return `31${digits(prng, 14)}`;
    case 'Passport':
      return `${String.fromCharCode(65 + prng.int(0, 25))}${digits(prng, 7)}`;
    case 'NPWP':
      return `${digits(prng, 2)}.${digits(prng, 3)}.${digits(prng, 3)}.${digits(prng, 1)}-${digits(prng, 3)}.${digits(prng, 3)}`;
    case 'SIM':
      return digits(prng, 12);
    default:
      return `2C${digits(prng, 9)}`;
  }
}

export function buildParticulars(prng: Prng, students: ReadonlyArray<Student>): StudentParticulars[] {
  return students.map((student) => {
    const idType = weighted(prng, ID_TYPE_WEIGHTS);
    const isMalay = / bin(te)? /.test(student.fullName);
    const family = familyNameOf(student.fullName);
    const mailbox = `${slug(family)}.${student.id.replace(/^st-/, '')}`;
    const phone = () => `+65 ${prng.int(8, 9)}${digits(prng, 3)} ${digits(prng, 4)}`;
    const guardians = [{ name: `Mr ${family}`, relationship: 'Father', phone: phone(), email: `${mailbox}@example.com` }];
    if (prng.chance(0.8)) guardians.push({ name: `Mrs ${family}`, relationship: 'Mother', phone: phone(), email: `${mailbox}.m@example.com` });
    return {
      id: student.id,
      createdAt: student.createdAt,
      title: student.gender === 'Male' ? 'Mr' : 'Miss',
      religion: isMalay ? 'Moslem' : prng.pick(OTHER_RELIGIONS),
      idType,
      idNumber: idNumber(prng, idType),
      guardians,
    };
  });
}
