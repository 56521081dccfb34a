// A security key in software, for API tests of WebAuthn: it answers the options a server sends with what a browser
// would hand to supabase-js — a 'none' attestation of a new ES256 (P-256) key, and assertions signed with it. Every
// field a relying party checks (origin, rp id hash, challenge, sign counter) can be bent to play an attacker.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Bytes = Uint8Array | ArrayBuffer | string;

/** base64url of bytes; strings are taken as already base64url (the JSON form of WebAuthn options). */
function b64url(value: Bytes): string {
  if (typeof value === 'string') return value;
  return Buffer.from(value instanceof ArrayBuffer ? new Uint8Array(value) : value).toString('base64url');
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

// The few CBOR items an attestation needs (RFC 8949): integers, byte and text strings, maps.
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(value, 1);
  return head;
}
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function cbor(item: Cbor): Buffer {
  if (typeof item === 'number') return item >= 0 ? cborHead(0, item) : cborHead(1, -1 - item);
  if (typeof item === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(item)), Buffer.from(item)]);
  if (Buffer.isBuffer(item)) return Buffer.concat([cborHead(2, item.length), item]);
  const parts = [cborHead(5, item.size)];
  for (const [key, value] of item) parts.push(cbor(key), cbor(value));
  return Buffer.concat(parts);
}

export interface CeremonyOptions {
  challenge: Bytes;
  /** The page's origin, as the browser writes it into clientDataJSON. */
  origin?: string;
  /** The rp id whose hash starts authenticatorData (a browser uses the options' rp id, or the origin's host). */
  rpId?: string;
}

/** A browser credential as supabase-js serializes it (`toJSON`). */
export interface SoftwareCredential {
  id: string;
  toJSON(): Record<string, unknown>;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly jwk: { x: string; y: string };
  /** The sign counter: every assertion raises it, as a real key does. */
  counter = 0;

  constructor(readonly defaultOrigin = 'http://localhost:4174') {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.jwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  private clientData(type: string, { challenge, origin }: CeremonyOptions): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: b64url(challenge), origin: origin ?? this.defaultOrigin, crossOrigin: false }));
  }

  private rpIdHash({ rpId, origin }: CeremonyOptions): Buffer {
    return sha256(rpId ?? new URL(origin ?? this.defaultOrigin).hostname);
  }

  /** navigator.credentials.create(): a new key, attested with format 'none'. */
  create(options: CeremonyOptions): SoftwareCredential {
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.jwk.x, 'base64url')],
      [-3, Buffer.from(this.jwk.y, 'base64url')],
    ]);
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.rpIdHash(options),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4), // sign counter 0
      Buffer.alloc(16), // aaguid
      idLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientDataJSON = this.clientData('webauthn.create', options);
    return this.credential({ clientDataJSON: clientDataJSON.toString('base64url'), attestationObject: attestationObject.toString('base64url'), transports: ['usb'] });
  }

  /** navigator.credentials.get(): an assertion over the challenge, with the next sign counter unless `counter` is given. */
  get(options: CeremonyOptions & { counter?: number }): SoftwareCredential {
    this.counter = options.counter ?? this.counter + 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([this.rpIdHash(options), Buffer.from([0x05]), count]);
    const clientDataJSON = this.clientData('webauthn.get', options);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: clientDataJSON.toString('base64url'),
      authenticatorData: authData.toString('base64url'),
      signature: signature.toString('base64url'),
    });
  }

  private credential(response: Record<string, unknown>): SoftwareCredential {
    const id = this.credentialId;
    const json = { id, rawId: id, type: 'public-key', response, clientExtensionResults: {}, authenticatorAttachment: 'cross-platform' };
    return { id, toJSON: () => json };
  }
}
