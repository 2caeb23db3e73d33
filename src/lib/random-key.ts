// A random 128-bit key as 32 hex characters (the server takes 8 to 64): request idempotency keys.
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
