// SPEC §4 Game launch: every vendor case of the one routing function.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  launchTarget,
  needsMapping,
  playType,
  prizeMode,
  type LaunchContext,
  type LaunchGame,
} from '../../../src/rules/game-launch.ts';

const member: LaunchContext = { loggedIn: true, mapping: {}, fromHome: false };
const game = (over: Partial<LaunchGame> = {}): LaunchGame => ({
  nodeId: '10042',
  gameId: '1042',
  vassalage: 'PGE',
  gameCategory: 'RNG',
  gameType: 'RNG',
  lottoMode: '',
  gameGroupId: '',
  gameCode: 'pge-x',
  supportFreePlay: true,
  ...over,
});
const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));

test('SPEC §4/§5/§6 a visitor goes to /m/login whatever the vendor, and comes back to the game', () => {
  for (const vassalage of ['PGE', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'BGS']) {
    const visitor = launchTarget(game({ vassalage }), { ...member, loggedIn: false });
    const asMember = launchTarget(game({ vassalage }), member);
    assert.equal(visitor, { kind: 'login', path: `/m/login?from=${encodeURIComponent(asMember.path)}` }, vassalage);
  }
  assert.equal(launchTarget(game({ gameCategory: 'VASSALAGE' }), { ...member, loggedIn: false }).kind, 'login');
});

test('SPEC §4 generic launcher: gameCategory, vendor, gameId, nodeId and supportFreePlay', () => {
  const t = launchTarget(game(), member);
  assert.is(t.kind, 'launcher');
  assert.ok(t.path.startsWith('/m/launchGame?'));
  assert.equal(query(t.path), {
    gameCategory: 'RNG',
    vassalage: 'PGE',
    gameId: '1042',
    nodeId: '10042',
    supportFreePlay: 'true',
  });
  assert.equal(
    query(launchTarget(game({ supportFreePlay: false, vassalage: 'LUMENLIVE', gameCategory: 'LIVE' }), member).path),
    { gameCategory: 'LIVE', vassalage: 'LUMENLIVE', gameId: '1042', nodeId: '10042', supportFreePlay: 'false' },
  );
  assert.is(
    query(launchTarget(game(), { ...member, fromHome: true }).path).pageBack,
    '1',
    'from home the close goes home',
  );
});

test('SPEC §4 TCG_LOTTO_VN launches the lottery with the prize mode from the mapping', () => {
  const lotto = game({ vassalage: 'TCG_LOTTO_VN', gameCategory: 'LOTTERY', gameType: 'LOTTERY', gameId: '19001' });
  const plain = launchTarget(lotto, member);
  assert.is(plain.kind, 'lottery');
  assert.ok(plain.path.startsWith('/m/startLottery?'));
  assert.equal(query(plain.path), {
    mui: '1',
    playType: 'trad',
    gameId: '19001',
    prize_mode: 'Lott',
    vassalage: 'TCG_LOTTO_VN',
  });
  assert.is(query(launchTarget(lotto, { ...member, mapping: { TCG_LOTTO_VN: 'ELOTT' } }).path).prize_mode, 'Elott');
  assert.is(query(launchTarget(lotto, { ...member, mapping: { LOTT: 'ELOTT' } }).path).prize_mode, 'Elott');
  assert.is(
    query(launchTarget(lotto, { ...member, mapping: { TCG_LOTTO_VN: 'LOTT', LOTT: 'LOTT' } }).path).prize_mode,
    'Lott',
  );
  assert.is(query(launchTarget(lotto, { ...member, fromHome: true }).path).pageBack, '1');
});

test('SPEC §4 TCG_SEA uses prize mode SEA whatever the mapping', () => {
  const sea = game({ vassalage: 'TCG_SEA', gameId: '20001' });
  for (const mapping of [{}, { TCG_LOTTO_VN: 'ELOTT' as const }]) {
    const t = launchTarget(sea, { ...member, mapping });
    assert.is(t.kind, 'lottery');
    assert.is(query(t.path).prize_mode, 'SEA');
  }
});

test('SPEC §4 LOTT and ELOTT: playType trad, or ent when lottoMode includes Entertainment', () => {
  const lott = launchTarget(game({ vassalage: 'LOTT', lottoMode: 'Tradition' }), member);
  assert.is(lott.kind, 'lottery');
  assert.is(query(lott.path).playType, 'trad');
  assert.is(
    query(launchTarget(game({ vassalage: 'LOTT', lottoMode: 'Entertainment,Tradition' }), member).path).playType,
    'ent',
  );
  const elott = launchTarget(
    game({ vassalage: 'ELOTT', lottoMode: 'Entertainment', gameGroupId: '3', gameCode: 'elott-x' }),
    member,
  );
  assert.is(elott.kind, 'launcher');
  assert.ok(elott.path.startsWith('/m/launchGame?'));
  assert.equal(query(elott.path), {
    playType: 'ent',
    gameId: '1042',
    gameGroupId: '3',
    prize_mode: 'Elott',
    code: 'elott-x',
    vassalage: 'ELOTT',
  });
  assert.is(query(launchTarget(game({ vassalage: 'ELOTT', lottoMode: 'Tradition' }), member).path).playType, 'trad');
  assert.is(playType(undefined), 'trad');
  assert.is(playType('entertainment'), 'ent');
});

test('SPEC §4 vendors flagged VASSALAGE go to the game list', () => {
  const t = launchTarget(game({ gameCategory: 'VASSALAGE', vassalage: 'NOVASPIN', gameType: 'RNG' }), member);
  assert.equal(t, { kind: 'gameList', path: '/m/gameList?gameType=RNG&vassalage=NOVASPIN' });
});

test('SPEC §4 prize mode: elottery only with an ELOTT entry for TCG_LOTTO_VN or LOTT', () => {
  assert.is(prizeMode({}), 'Lott');
  assert.is(prizeMode({ TCG_LOTTO_VN: 'ELOTT' }), 'Elott');
  assert.is(prizeMode({ LOTT: 'ELOTT' }), 'Elott');
  assert.is(prizeMode({ TCG_LOTTO_VN: 'LOTT' }), 'Lott');
  assert.equal(['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA', 'ELOTT', 'PGE'].filter(needsMapping), ['TCG_LOTTO_VN', 'LOTT']);
});

test.run();
