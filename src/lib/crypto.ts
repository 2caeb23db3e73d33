// The login body encryption (SPEC §7): AES-256-CBC from crypto-js, subpath imports only.
// Loaded by a dynamic import from the login page, never on the start-up path: crypto-js
// costs every player bytes they only need when they log in.
// Obfuscation the platform's protocol requires, NOT a substitute for TLS (README).
import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import SHA256 from 'crypto-js/sha256';
import { LOGIN_ENCRYPTION } from '../rules/auth';

/** The 256-bit key both sides derive from the site's public merchant code. */
export function loginKey(merchantCode: string): CryptoJS.lib.WordArray {
  return SHA256(LOGIN_ENCRYPTION.keyContext + merchantCode);
}

/** The request body: base64 of a random 16-byte IV followed by the ciphertext. */
export interface EncryptedBody {
  data: string;
}

export function encryptLogin(payload: unknown, merchantCode: string): EncryptedBody {
  const iv = CryptoJS.lib.WordArray.random(16);
  const sealed = AES.encrypt(Utf8.parse(JSON.stringify(payload)), loginKey(merchantCode), { iv });
  return { data: Base64.stringify(iv.clone().concat(sealed.ciphertext)) };
}
