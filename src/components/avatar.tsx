/** Honorifics that precede a name in the school's records; they are not part of anyone's initials. */
const TITLES = new Set(['mdm', 'madam', 'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'cikgu']);

/**
 * Up to two initials of a person's name, title left out: "Mdm Siti Rahmah" → "SR", "Mr Tan" → "T".
 * A name that is only a title keeps that title's initial rather than showing nothing.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const named = words.filter((word) => !TITLES.has(word.toLowerCase().replace(/\.$/, '')));
  const source = named.length > 0 ? named : words;
  const letters = source.length > 1 ? [source[0], source[source.length - 1]] : source;
  return letters.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase('en-SG') ?? '').join('');
}

/** A round badge with the person's initials; decorative, the name is always written next to it. */
export function Avatar({ name }: { name: string }) {
  return (
    <span className="avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
