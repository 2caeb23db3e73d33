// Start-up path: read before the first paint.
// Typed browser storage (SPEC §3 local keys). A corrupted or foreign value is discarded
// and logged, never allowed to break start-up.

// SPEC §3 names memberInfo, service_link, setTemplate, getVassGameType, getGameLotts, lottList,
// elottList and fflite too: this app writes none of them, for the reasons in docs/spec-map.md
// (§3, "Local storage keys"); sign-out removes an old memberInfo.
export type LocalKey =
  | 'language'
  | 'status'
  | 'memberInfo'
  | 'service_link'
  | 'setTemplate'
  | 'getVassGameType'
  | 'getGameLotts'
  | 'lottList'
  | 'elottList'
  | 'autoLogin'
  | 'ANNOUNT'
  | 'fflite'
  | 'hideDownloadBar'
  | 'theme'
  | 'MC_SESSION_INFO'
  | 'hideBalance'
  | 'trialName'
  | 'rememberedLogin'
  | 'webClip'
  | 'registerForm'
  // A social sign-in on its way to the provider and back (session storage, src/state/social-login.ts).
  | 'socialLogin'
  // The risks-of-betting notice on access, closed in this session (session storage, src/ui/RiskNotice).
  | 'riskNotice'
  | 'jackpot'
  // The app's build (src/rules/build-choice.ts CHOSEN_BUILD_KEY, DECIDED_BUILD_KEY).
  | 'build'
  | 'build-auto';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** With `valid`, a value it refuses (foreign, old format) is removed and logged, and reads null. */
export function readString(
  key: LocalKey,
  kind: 'local' | 'session' = 'local',
  valid?: (v: string) => boolean,
): string | null {
  let v: string | null = null;
  try {
    v = store(kind)?.getItem(key) ?? null;
  } catch {
    /* disabled storage */
  }
  if (v === null || !valid || valid(v)) return v;
  discard(key, kind);
  return null;
}

function discard(key: LocalKey, kind: 'local' | 'session'): void {
  console.warn(`storage: discarded a malformed "${key}" value`);
  remove(key, kind);
}

export function writeString(key: LocalKey, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    /* quota or disabled: the app works without it */
  }
}

export function remove(key: LocalKey, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    /* disabled storage */
  }
}

/** Parses a JSON value and checks its shape; anything else is removed and logged. */
export function readJson<T>(
  key: LocalKey,
  guard: (v: unknown) => v is T,
  kind: 'local' | 'session' = 'local',
): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
  } catch {
    /* fall through */
  }
  discard(key, kind);
  return null;
}

export function writeJson(key: LocalKey, value: unknown, kind: 'local' | 'session' = 'local'): void {
  writeString(key, JSON.stringify(value), kind);
}

export function clearSession(): void {
  try {
    store('session')?.clear();
  } catch {
    /* disabled storage */
  }
}
