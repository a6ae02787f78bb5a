// How a pupil's name is written in an English remark and what the pupil is called by: shared by the comment bank's
// merge fields (features/form-class) and the remark checks of the report season (domain/report-season).

/**
 * Romanized family names that Singapore writes first ("Tan Wei Ming" is addressed as Wei Ming). Only a
 * three-word name starting with one of them is read family-name-first, so "Ryan Lee" stays Ryan.
 */
const FAMILY_FIRST_SURNAMES = new Set(
  (
    'Ang Au Cai Cao Chan Chang Chee Chen Cheng Cheong Cheung Chew Chia Chin Chng Choo Chong Chow Chua Chung Deng ' +
    'Ding Fong Foo Fu Fung Gan Gao Goh Guo Han Heng Ho Hong Hu Huang Jiang Khoo Koh Kok Kong Kwek Kwok Lai Lam Lau ' +
    'Lee Leong Leung Li Liang Lim Lin Liu Loh Low Lu Luo Ma Mok Neo Ng Ong Pang Peng Phua Poh Quek Seah See Seet ' +
    'Shen Sim Soh Song Su Sun Tan Tang Tay Teo Teh Toh Tsang Wang Wee Wong Wu Xie Xu Yang Yap Ye Yeo Yip Yong ' +
    'Yu Zhang Zhao Zheng Zhou Zhu'
  ).split(' '),
);

/** The name without its Han characters: an English remark carries the romanized name ("Tan Wei Ming 陈伟明"). */
export function romanizedName(fullName: string): string {
  return fullName.replace(/\s*\p{Script=Han}[\p{Script=Han}\s]*$/u, '').trim() || fullName.trim();
}

/**
 * The name a student is called by: the given names before bin/binte (Malay) or s/o, d/o (Indian), the two
 * words after a Chinese family name written first, otherwise the first word.
 */
export function firstNameOf(fullName: string): string {
  const words = romanizedName(fullName).split(/\s+/);
  const patronymic = words.findIndex((word) => /^(bin|binte|binti|s\/o|d\/o)$/i.test(word));
  if (patronymic > 0) return words.slice(0, patronymic).join(' ');
  if (words.length === 3 && FAMILY_FIRST_SURNAMES.has(words[0] ?? '')) return words.slice(1).join(' ');
  return words[0] ?? fullName;
}
