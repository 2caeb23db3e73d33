import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clearSession, readJson, readString, remove, writeJson, writeString } from '../../../src/lib/storage.ts';

interface Info {
  token: string;
  type: number;
}
const isInfo = (v: unknown): v is Info =>
  typeof v === 'object' && v !== null && typeof (v as Info).token === 'string' && typeof (v as Info).type === 'number';

/** Captures console.warn while `fn` runs. */
function warnings<T>(fn: () => T): { result: T; warned: string[] } {
  const original = console.warn;
  const warned: string[] = [];
  console.warn = (...a: unknown[]) => {
    warned.push(a.map(String).join(' '));
  };
  try {
    return { result: fn(), warned };
  } finally {
    console.warn = original;
  }
}

/** Replaces a storage global for the duration of `fn`, then puts the original back. */
function withStorage<T>(key: 'localStorage' | 'sessionStorage', desc: PropertyDescriptor, fn: () => T): T {
  const original = Object.getOwnPropertyDescriptor(globalThis, key)!;
  Object.defineProperty(globalThis, key, { configurable: true, ...desc });
  try {
    return fn();
  } finally {
    Object.defineProperty(globalThis, key, original);
  }
}

/** A Storage whose every method throws, like Safari's private mode or a full quota. */
const throwingStorage = (error: () => Error): Storage => ({
  get length() {
    return 0;
  },
  key: () => null,
  getItem: () => {
    throw error();
  },
  setItem: () => {
    throw error();
  },
  removeItem: () => {
    throw error();
  },
  clear: () => {
    throw error();
  },
});
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

test.before.each(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('SPEC §3 storage: strings round-trip under their key, local and session kept apart', () => {
  writeString('language', 'en');
  writeString('autoLogin', '1', 'session');
  assert.is(readString('language'), 'en');
  assert.is(localStorage.getItem('language'), 'en');
  assert.is(readString('autoLogin', 'session'), '1');
  assert.is(readString('autoLogin'), null, 'session value is not in local storage');
  assert.is(readString('theme'), null, 'a missing key reads null');
  remove('language');
  assert.is(readString('language'), null);
});

test('SPEC §3 storage: JSON values round-trip typed', () => {
  writeJson('MC_SESSION_INFO', { token: 'abc', type: 1 });
  assert.is(localStorage.getItem('MC_SESSION_INFO'), '{"token":"abc","type":1}');
  assert.equal(readJson('MC_SESSION_INFO', isInfo), { token: 'abc', type: 1 });
  writeJson('lottList', [1, 2], 'session');
  assert.equal(readJson('lottList', Array.isArray, 'session'), [1, 2]);
});

test('SPEC §3 storage: a missing JSON key reads null without a warning', () => {
  const { result, warned } = warnings(() => readJson('MC_SESSION_INFO', isInfo));
  assert.is(result, null);
  assert.equal(warned, []);
});

test('SPEC §3 storage: corrupted JSON is discarded (removed) and logged, never thrown', () => {
  localStorage.setItem('MC_SESSION_INFO', '{"token":"abc",');
  const { result, warned } = warnings(() => readJson('MC_SESSION_INFO', isInfo));
  assert.is(result, null);
  assert.is(localStorage.getItem('MC_SESSION_INFO'), null, 'the bad value is removed');
  assert.is(warned.length, 1);
  assert.match(warned[0]!, 'MC_SESSION_INFO');
});

test('SPEC §3 storage: a value of the wrong shape is discarded and logged', () => {
  localStorage.setItem('MC_SESSION_INFO', '{"token":42,"type":"1"}');
  const { result, warned } = warnings(() => readJson('MC_SESSION_INFO', isInfo));
  assert.is(result, null);
  assert.is(localStorage.getItem('MC_SESSION_INFO'), null);
  assert.is(warned.length, 1);
});

test('SPEC §3 storage: foreign values (plain text, null, numbers) are discarded and logged', () => {
  for (const foreign of ['hello', 'null', '12', '"a string"', '[]', 'undefined', '']) {
    localStorage.setItem('status', foreign);
    const { result, warned } = warnings(() => readJson('status', isInfo));
    assert.is(result, null, `value ${JSON.stringify(foreign)}`);
    assert.is(localStorage.getItem('status'), null, `value ${JSON.stringify(foreign)} removed`);
    assert.is(warned.length, 1, `value ${JSON.stringify(foreign)} logged once`);
  }
});

test('SPEC §3 storage: a guard that throws on a foreign value counts as a wrong shape', () => {
  localStorage.setItem('status', 'null');
  const guard = (v: unknown): v is Info => (v as Info).token.length > 0; // throws on null
  const { result, warned } = warnings(() => readJson('status', guard));
  assert.is(result, null);
  assert.is(localStorage.getItem('status'), null);
  assert.is(warned.length, 1);
});

test('SPEC §3 storage: a storage getter that throws (storage disabled) never breaks callers', () => {
  withStorage(
    'localStorage',
    {
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    },
    () => {
      assert.is(readString('language'), null);
      assert.not.throws(() => writeString('language', 'en'));
      assert.not.throws(() => remove('language'));
      assert.not.throws(() => writeJson('MC_SESSION_INFO', { token: 'a', type: 0 }));
      const { result } = warnings(() => readJson('MC_SESSION_INFO', isInfo));
      assert.is(result, null);
    },
  );
  withStorage(
    'sessionStorage',
    {
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    },
    () => {
      assert.not.throws(() => clearSession());
      assert.is(readString('autoLogin', 'session'), null);
    },
  );
});

test('SPEC §3 storage: a missing storage (undefined) never breaks callers', () => {
  withStorage('localStorage', { value: undefined, writable: true }, () => {
    assert.is(readString('language'), null);
    assert.not.throws(() => writeString('language', 'en'));
    assert.not.throws(() => remove('language'));
    assert.is(readJson('MC_SESSION_INFO', isInfo), null);
  });
});

test('SPEC §3 storage: quota errors on write and errors on read, remove and clear never break callers', () => {
  withStorage('localStorage', { value: throwingStorage(quota), writable: true }, () => {
    assert.not.throws(() => writeString('language', 'en'));
    assert.not.throws(() => writeJson('status', { maintenance: false }));
    assert.is(readString('language'), null);
    assert.not.throws(() => remove('language'));
    const { result } = warnings(() => readJson('status', isInfo));
    assert.is(result, null);
  });
  withStorage('sessionStorage', { value: throwingStorage(quota), writable: true }, () => {
    assert.not.throws(() => clearSession());
    assert.not.throws(() => writeString('autoLogin', '0', 'session'));
  });
});

test('SPEC §3 storage: a corrupted value whose removal also fails still reads null, never throws', () => {
  const s = throwingStorage(quota);
  s.getItem = () => '{broken';
  withStorage('localStorage', { value: s, writable: true }, () => {
    const { result, warned } = warnings(() => readJson('status', isInfo));
    assert.is(result, null);
    assert.is(warned.length, 1);
  });
});

test('SPEC §4 logout: clearSession empties session storage and leaves local storage', () => {
  writeString('autoLogin', '1', 'session');
  writeString('language', 'en');
  clearSession();
  assert.is(sessionStorage.length, 0);
  assert.is(readString('language'), 'en');
});

test.run();
