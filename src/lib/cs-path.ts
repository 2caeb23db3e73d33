// Customer-service paths of type '3' arrive obfuscated (SPEC §3, §9): the last 8 characters
// are the key, the rest is crypto-js AES output for that passphrase (OpenSSL "Salted__"
// format), decrypted by lib/crypto (the one module that imports crypto-js). Loaded only by lazy
// chunks, never on the start-up path.
// Obfuscation the platform's protocol requires, NOT a secret: the key travels with it.
import { decryptWithPassphrase } from './crypto';
import { safeExternalUrl } from './html-policy';

export const CS_KEY_LENGTH = 8;

/** The decrypted path, or null when it is malformed, does not decrypt, or is not a web link. */
export function decryptCsPath(obfuscated: string): string | null {
  const v = obfuscated.trim();
  if (v.length <= CS_KEY_LENGTH) return null;
  try {
    const plain = decryptWithPassphrase(v.slice(0, -CS_KEY_LENGTH), v.slice(-CS_KEY_LENGTH));
    return safeExternalUrl(plain);
  } catch {
    return null; // wrong key or mangled text: crypto-js throws on bytes that are not UTF-8
  }
}
