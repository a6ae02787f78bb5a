const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** The two forms an English noun phrase takes after a count: "1 student", "3 students". */
export interface NounForms {
  one: string;
  other: string;
}

/** The count (grouped, "1,200") and the form of the phrase that agrees with it, chosen by `Intl.PluralRules`. */
export function countOf(count: number, forms: NounForms): string {
  const form = ENGLISH_PLURALS.select(count) === 'one' ? forms.one : forms.other;
  return `${count.toLocaleString('en')} ${form}`;
}
