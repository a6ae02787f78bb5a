const HAN = /\p{Script=Han}/u;

/** Whether the text has Chinese (Han) characters, which need the embedded CJK font in a PDF. */
export function containsHan(text: string): boolean {
  return HAN.test(text);
}
