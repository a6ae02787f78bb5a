/**
 * The longest form teacher's remark, in characters. The report's remark box is sized so that this many characters
 * always fit on A4 and A5 without overflowing or being cut; the remark grid's counter and the demo backend's 422
 * enforce the same number.
 */
export const REMARK_MAX_LENGTH = 500;
