// The width from which the header lays its links out in one row (the same breakpoint as shell.css's header rules).
export const WIDE_SCREEN = '(min-width: 75.01rem)';
