// The referral code of a page URL (SPEC §5: lower-cased before storage). Absurd values are ignored, not stored:
// empty, longer than 64 characters, or containing control characters.
export const MAX_REFERRAL_CODE_LENGTH = 64;

export function referralCodeFrom(search: string): string | null {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get('ref');
  } catch {
    return null;
  }
  if (value === null) return null;
  const code = value.trim().toLowerCase();
  if (!code || code.length > MAX_REFERRAL_CODE_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(code)) return null;
  return code;
}
