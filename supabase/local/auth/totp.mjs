// RFC 6238 time-based codes as GoTrue makes them (pquerna/otp there, otpauth here): SHA-1, 6 digits, 30 s steps,
// one step of clock drift either way; QR codes as SVG with the qrcode package.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const PERIOD = 30;

/** A new secret (20 random bytes, 32 base32 characters, as GoTrue) and its otpauth:// URI and QR code. */
export async function newTotp({ issuer, accountName }) {
  const totp = new TOTP({ issuer, label: accountName, secret: new Secret({ size: 20 }), algorithm: 'SHA1', digits: 6, period: PERIOD });
  const uri = totp.toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
  return { secret: totp.secret.base32, uri, qrCode };
}

/**
 * The time step (counter) a code belongs to, if it is valid now within one step of drift; null otherwise.
 * @param {string} secret base32
 */
export function matchingStep(secret, code, now = Date.now()) {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
