// The app's JWT secret as a KeyObject, made once. Given a string, jsonwebtoken first tries it as a PEM key
// (createPublicKey/createPrivateKey, which throws for a plain secret: about 0.5 ms a call) before it takes it as an
// HMAC secret; handed a secret KeyObject it goes straight to the HMAC (about 10 µs). Every sign and verify uses this.
import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
