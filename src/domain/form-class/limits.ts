/**
 * The longest form teacher's remark, in characters. The report's remark box is sized so that this many characters
 * always fit on A4 and A5 without overflowing or being cut; the remark grid's counter and the demo backend's 422
 * enforce the same number.
 */
export const REMARK_MAX_LENGTH = 500;

/** The reason written when a student is retained (kept in the same level next year). */
export const RETAIN_REASON_MAX_LENGTH = 500;

/** Most student rows one form-class save carries: a class is at most ~45 students, so this is generous. */
export const FORM_CLASS_MAX_ENTRIES = 200;

/** Most templates one teacher keeps in the remark comment bank. */
export const REMARK_BANK_MAX_ITEMS = 200;
