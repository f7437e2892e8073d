// The longest line, in bytes, that every timeseal decoder takes. FICS's
// own decoder reads at most 1,022 sealed bytes with the 0x80 and the LF; a
// line is sealed with "\x18", its time (at most 7 digits), "\x19" and
// padding to a multiple of 12, so 1,011 bytes fit whatever the time:
// 1,011 + 9 = 1,020 = 85 x 12, then 0x80 and LF.
export const MAX_SEALED_LINE = 1011;
