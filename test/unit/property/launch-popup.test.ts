// Property tests for the game launch routing (SPEC §4 Game launch, §5/§6: a
// session is needed) and the home announcement popup rules (SPEC §4 Announcement popup).
import { test } from 'uvu';
import fc from 'fast-check';
import { loginFrom } from '../../../src/routes.ts';
import {
  isPopupStore,
  popupItemsFor,
  popupSignature,
  rememberClosed,
  shouldShowPopup,
  type Audience,
  type PopupItem,
  type PopupStore,
} from '../../../src/rules/popup-audience.ts';
import type { PrizeModeMapping } from '../../../src/api/types.ts';
import { launchTarget, PRIZE_MODES, prizeMode, VASSALAGE, type LaunchGame } from '../../../src/rules/game-launch.ts';

const RUNS = { numRuns: 200 };
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('a&b=c', '?x#y', '%20', ' ', 'é/ü', '+'));
const vassalage = fc.oneof(fc.constantFrom('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'PGE', 'JILI', 'SPRIBE'), text);
const game: fc.Arbitrary<LaunchGame> = fc.record({
  nodeId: text,
  gameId: text,
  vassalage,
  gameCategory: fc.option(fc.oneof(fc.constantFrom(VASSALAGE, 'RNG', 'LIVE'), text), { nil: undefined }),
  gameType: fc.option(text, { nil: undefined }),
  lottoMode: fc.option(fc.oneof(fc.constantFrom('Entertainment', 'ENTERTAINMENT mode', 'Traditional'), text), {
    nil: undefined,
  }),
  gameGroupId: fc.option(text, { nil: undefined }),
  gameCode: fc.option(text, { nil: undefined }),
  supportFreePlay: fc.option(fc.boolean(), { nil: undefined }),
});
const mapping = fc.dictionary(
  fc.constantFrom('TCG_LOTTO_VN', 'LOTT', 'X'),
  fc.constantFrom<'ELOTT' | 'LOTT'>('ELOTT', 'LOTT'),
) as fc.Arbitrary<PrizeModeMapping>;
const ctx = fc.record({ loggedIn: fc.boolean(), mapping, fromHome: fc.boolean() });
const LOTTERY = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);

test('SPEC §5/§6 property: a visitor is always sent to /m/login and back to the game; a member never is', () => {
  fc.assert(
    fc.property(game, ctx, (g, c) => {
      const t = launchTarget(g, c);
      return c.loggedIn
        ? t.kind !== 'login' && !t.path.startsWith('/m/login')
        : t.kind === 'login' && t.path === loginFrom(launchTarget(g, { ...c, loggedIn: true }).path);
    }),
    RUNS,
  );
});

test('SPEC §4 property: the target is an app route whose query carries the game ids intact, whatever they contain', () => {
  fc.assert(
    fc.property(
      game,
      ctx.map((c) => ({ ...c, loggedIn: true })),
      (g, c) => {
        const t = launchTarget(g, c);
        const url = new URL(t.path, 'https://site.example');
        if (url.origin !== 'https://site.example' || !/^\/m\/(startLottery|launchGame|gameList)$/.test(url.pathname))
          return false;
        const p = url.searchParams;
        if (t.kind === 'gameList') return g.vassalage === '' || p.get('vassalage') === g.vassalage;
        return (
          (g.gameId === '' ? !p.has('gameId') : p.get('gameId') === g.gameId) &&
          (g.vassalage === '' || p.get('vassalage') === g.vassalage)
        );
      },
    ),
    RUNS,
  );
});

test('SPEC §4 property: lottery vendors open the lottery with the mapped prize mode; pageBack=1 exactly when launched from home', () => {
  fc.assert(
    fc.property(
      game,
      ctx.map((c) => ({ ...c, loggedIn: true })),
      (g, c) => {
        const t = launchTarget(g, c);
        const p = new URL(t.path, 'https://x').searchParams;
        const back = t.kind === 'gameList' || p.get('pageBack') === (c.fromHome ? '1' : null);
        if (!LOTTERY.has(g.vassalage)) return t.kind !== 'lottery' && back;
        const mode = g.vassalage === 'TCG_SEA' ? PRIZE_MODES.sea : prizeMode(c.mapping);
        const play = /entertainment/i.test(g.lottoMode ?? '') ? 'ent' : 'trad';
        return (
          t.kind === 'lottery' &&
          p.get('prize_mode') === mode &&
          p.get('playType') === play &&
          p.get('mui') === '1' &&
          back
        );
      },
    ),
    RUNS,
  );
});

test('SPEC §4 property: ELOTT when either lottery vendor maps to ELOTT, otherwise Lott', () => {
  fc.assert(
    fc.property(mapping, (m) => prizeMode(m) === (m.TCG_LOTTO_VN === 'ELOTT' || m.LOTT === 'ELOTT' ? 'Elott' : 'Lott')),
    RUNS,
  );
});

const item: fc.Arbitrary<PopupItem> = fc.record({
  title: text,
  content: text,
  execution: fc.constantFrom('A', 'B', 'F', 'X', ''),
});
const items = fc.array(item, { maxLength: 6 });
const sessionArb = fc.option(fc.record({ firstTimeLogin: fc.option(fc.boolean(), { nil: undefined }) }), { nil: null });
const memory = fc.record({ show: fc.boolean(), list: fc.array(text, { maxLength: 4 }) });
const store: fc.Arbitrary<PopupStore> = fc.record({ A: memory, B: memory }, { requiredKeys: [] });

test('SPEC §4 property: each audience sees its own items, in server order (visitors B; members A, plus F on a first login)', () => {
  fc.assert(
    fc.property(items, sessionArb, (list, s) => {
      const got = popupItemsFor(list, s);
      const want = list.filter((i) =>
        s === null ? i.execution === 'B' : i.execution === 'A' || (i.execution === 'F' && s.firstTimeLogin === true),
      );
      return got.length === want.length && got.every((g, k) => g === want[k]);
    }),
    RUNS,
  );
});

test('SPEC §4 property: once closed, the same list does not show again; a changed list does; nothing shows for no items', () => {
  fc.assert(
    fc.property(store, fc.constantFrom<Audience>('A', 'B'), items, items, (st, aud, shown, next) => {
      const after = rememberClosed(st, aud, shown);
      const other: Audience = aud === 'A' ? 'B' : 'A';
      const [a, b] = [popupSignature(next), popupSignature(shown)];
      const changed = a.length !== b.length || a.some((x, k) => x !== b[k]);
      return (
        !shouldShowPopup(shown, after[aud]) &&
        shouldShowPopup(next, after[aud]) === (next.length > 0 && changed) &&
        after[other] === st[other] &&
        !shouldShowPopup([], undefined)
      );
    }),
    RUNS,
  );
});

test('SPEC §3 property: a stored popup memory survives storage (JSON) and anything else read back is refused, never thrown', () => {
  fc.assert(
    fc.property(store, items, (st, shown) => isPopupStore(JSON.parse(JSON.stringify(rememberClosed(st, 'A', shown))))),
    RUNS,
  );
  fc.assert(
    fc.property(fc.jsonValue(), (v) => {
      const ok = isPopupStore(v);
      return (
        !ok ||
        (typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.keys(v).every((k) => k === 'A' || k === 'B'))
      );
    }),
    { numRuns: 300 },
  );
});

test.run();
