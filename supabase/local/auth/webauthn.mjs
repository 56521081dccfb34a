// WebAuthn (security keys and passkeys) as a second factor, the ceremonies GoTrue runs with go-webauthn, here with
// @simplewebauthn/server: registration options for an unverified factor ('create'), assertion options for a verified
// one ('request'), and the checks of the browser's answer against the relying party of the service's configuration
// (GOTRUE_WEBAUTHN_RP_ID / _RP_ORIGINS; like current GoTrue, never what the request body claims).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

// ES256, EdDSA, RS256: what keys and platforms make. Named here so the library does not probe the runtime for
// post-quantum ML-DSA (experimental in Node, and a warning on every start).
const ALGORITHMS = [-7, -8, -257];

/**
 * The stored credential of a factor (`auth.mfa_factors.web_authn_credential`): one per factor.
 * @typedef {{ id: string, publicKey: string, counter: number, transports?: string[], aaguid?: string }} StoredCredential
 */

/**
 * Options for navigator.credentials.create(): the user handle is the user's id as text (GoTrue's WebAuthnID), and
 * the user's other keys are excluded so one authenticator is not registered twice.
 * @param {{ rpId: string, rpDisplayName: string }} rp
 * @param {{ id: string, email?: string }} user
 * @param {StoredCredential[]} existing
 */
export async function registrationOptions(rp, user, existing, timeoutMs) {
  return generateRegistrationOptions({
    rpName: rp.rpDisplayName,
    rpID: rp.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: user.email ?? '',
    userDisplayName: user.email ?? '',
    timeout: timeoutMs,
    // The key only has to prove possession; no attestation is trusted, so none is asked for.
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({ id: credential.id, transports: credential.transports })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Options for navigator.credentials.get(): only this factor's credential may answer. */
export async function assertionOptions(rp, credential, timeoutMs) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: [{ id: credential.id, transports: credential.transports }],
    userVerification: 'preferred',
    timeout: timeoutMs,
  });
}

/**
 * Checks an attestation ('create') against the challenge and the relying party; the credential to store, or null.
 * @returns {Promise<StoredCredential | null>}
 */
export async function checkRegistration(rp, response, challenge) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.rpOrigins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return null;
    const { credential, aaguid } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response?.transports ?? [],
      aaguid,
    };
  } catch {
    return null;
  }
}

/**
 * Checks an assertion ('request') made by the factor's own credential; the new sign counter, or null. The library
 * refuses a counter that did not grow (a cloned authenticator) unless the key keeps none (always 0).
 * @param {StoredCredential} stored
 */
export async function checkAssertion(rp, response, challenge, stored) {
  if (!response || response.id !== stored.id) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.rpOrigins,
      expectedRPID: rp.rpId,
      credential: {
        id: stored.id,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
