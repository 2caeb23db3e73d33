// The one module that imports crypto-js (a unit test holds it so): the login body encryption
// (SPEC §7, AES-256-CBC) and the customer-service path's passphrase decryption (SPEC §9), both
// formats the platform expects. Subpath imports only; loaded by dynamic imports (the login page,
// the chat link), never on the start-up path: ~6.4 KB brotli a player needs only then.
// Obfuscation the platform's protocol requires, NOT a substitute for TLS (README).
// crypto-js is discontinued upstream (4.2.0 is its last release). Kept because the platform
// reads exactly its output; the replacement path is WebCrypto (crypto.subtle: SHA-256 digest,
// AES-CBC importKey/encrypt with the same 16-byte IV, 0 bytes shipped): async, so encryptLogin
// becomes a Promise, and the passphrase format needs OpenSSL's EVP_BytesToKey (MD5, which
// WebCrypto lacks) written by hand as server/api/chat.ts does with node:crypto.
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

/**
 * crypto-js's passphrase format (OpenSSL "Salted__", EVP_BytesToKey with MD5) decrypted to UTF-8.
 * Throws on a wrong passphrase or mangled text (the bytes are not UTF-8).
 */
export function decryptWithPassphrase(cipherText: string, passphrase: string): string {
  return AES.decrypt(cipherText, passphrase).toString(Utf8);
}
