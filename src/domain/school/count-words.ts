/** The school's locale decides which form of a noun a count takes (Intl's plural categories, not `count === 1`). */
const pluralRules = new Intl.PluralRules('en-SG');

/** The noun in the form `count` needs: `nounFor(1, 'mark')` is "mark", `nounFor(0, 'mark')` is "marks". */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** A count with its noun, the count grouped as the school writes it: "1 mark", "1,429 marks", "2 classes". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-SG')} ${nounFor(count, one, other)}`;
}
