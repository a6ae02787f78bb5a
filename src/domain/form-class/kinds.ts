/** The four form-class records of spec §2, in menu order; the completion rule and every list speak of them. */
export const FORM_CLASS_KINDS = ['remark', 'heightAndWeight', 'streamingAndPromotion', 'conduct'] as const;
export type FormClassKind = (typeof FORM_CLASS_KINDS)[number];

/** The sidebar's labels (spec §2), used where a screen names a record kind. */
export const FORM_CLASS_KIND_LABELS: Readonly<Record<FormClassKind, string>> = {
  remark: 'Remark',
  heightAndWeight: 'Height & Weight',
  streamingAndPromotion: 'Streaming & Promotion',
  conduct: 'Conduct',
};

/** Streaming and promotion is decided once a year; the other three are kept per term. */
export const isYearlyKind = (kind: FormClassKind): boolean => kind === 'streamingAndPromotion';
