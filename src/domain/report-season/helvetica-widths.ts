/**
 * Helvetica's advance widths (its AFM metrics, in thousandths of an em) for every character the PDF's WinAnsi
 * encoding gives it, grouped by width. A copy of @pdf-lib/standard-fonts' table, small enough for the demo backend
 * that runs in the page; helvetica-widths.test.ts proves it equals the package's.
 */
const WIDTH_GROUPS: ReadonlyArray<readonly [number, string]> = [
  [191, "'"],
  [222, "ijl‘’‚"],
  [260, "|¦"],
  [278, " !,./:;I[\\]ft\u00a0·ÌÍÎÏìíîï"],
  [333, "()-`r¡¨\u00ad¯²³´¸¹ˆ˜“”„‹›"],
  [334, "{}"],
  [350, "•"],
  [355, "\""],
  [365, "º"],
  [370, "ª"],
  [389, "*"],
  [400, "°"],
  [469, "^"],
  [500, "JcksvxyzçýÿšŸž"],
  [537, "¶"],
  [556, "#$0123456789?L_abdeghnopqu¢£¤¥§«µ»àáâãäåèéêëðñòóôõöùúûüþƒ–†‡€"],
  [584, "+<=>~¬±×÷"],
  [611, "FTZ¿ßøŽ"],
  [667, "&ABEKPSVXYÀÁÂÃÄÅÈÉÊËÝÞŠ"],
  [722, "CDHNRUwÇÐÑÙÚÛÜ"],
  [737, "©®"],
  [778, "GOQÒÓÔÕÖØ"],
  [833, "Mm"],
  [834, "¼½¾"],
  [889, "%æ"],
  [944, "Wœ"],
  [1000, "ÆŒ—…‰™"],
  [1015, "@"],
];

export const HELVETICA_WIDTHS: ReadonlyMap<string, number> = new Map(
  WIDTH_GROUPS.flatMap(([width, characters]) => [...characters].map((character) => [character, width] as const)),
);
