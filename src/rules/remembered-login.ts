// SPEC §3 remembered login: the password is stored encoded by the client, "stored twice,
// base64-encoded with a separator". Encoding, not encryption: it keeps the password out
// of plain sight in storage dumps and proves on read that the value is intact.

/** Not in the base64 alphabet, so the two copies split unambiguously. */
export const REMEMBER_SEPARATOR = '.';

function toBase64(text: string): string {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin);
}

function fromBase64(b64: string): string | null {
  try {
    const bin = atob(b64);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** base64(utf-8 password) + '.' + the same again. */
export function encodeRememberedPassword(password: string): string {
  const b = toBase64(password);
  return `${b}${REMEMBER_SEPARATOR}${b}`;
}

/** The password, or null when the value is not two equal, valid base64 copies. */
export function decodeRememberedPassword(stored: string): string | null {
  const parts = stored.split(REMEMBER_SEPARATOR);
  if (parts.length !== 2 || parts[0] !== parts[1]) return null;
  return fromBase64(parts[0]!);
}

/** The stored shape under the local key 'rememberedLogin'. */
export interface RememberedLogin {
  userName: string;
  password: string;
}

export const isRememberedLogin = (v: unknown): v is RememberedLogin => {
  const r = v as Partial<RememberedLogin> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.userName === 'string' &&
    typeof r.password === 'string' &&
    decodeRememberedPassword(r.password) !== null
  );
};
