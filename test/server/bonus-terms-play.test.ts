// Told before play (docs/bonus.md "Before play"): a member with bonus money and an open
// requirement launches a game and the launch answer says what that game counts (a lottery 0 %,
// live casino 10 %, a slot 100 %), the largest stake and the sports odds that count; a member
// without bonus money is told nothing. A table game (played on the slot page) refuses a stake
// over the cap with the limit in the message, as the slot, lottery, crash and sportsbook do.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaunchResult } from '../../src/api/types.ts';
import { setPromotionTerms } from '../../server/db/bonus.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { CAPPED_TERMS } from '../setup/bonus-cap.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

type Game = { nodeId: string; gameId: string; vassalage: string };

test('the launch answer carries the member bonus state per family; a table stake over the cap is refused with the limit', async () => {
  const s = await start();
  try {
    const db = s.db!;
    const gameOf = (type: string) =>
      db
        .prepare<[string], Game>(
          'SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = ? ORDER BY min_bet_cents, sort LIMIT 1',
        )
        .get(type)!;
    const newMember = (name: string) => {
      const id = createMember(db, { userName: `${name}${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
      return createSession(db, id);
    };
    const launch = async (token: string, type: string) => {
      const g = gameOf(type);
      const r = await apiCall(s, 'POST', '/wps/game/launchGame', {
        token,
        body: { nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'pt' },
      });
      assert.ok(r.success, r.message);
      return r.value as LaunchResult;
    };

    const plain = newMember('bplain');
    assert.is((await launch(plain, 'LOTTERY')).wagering ?? null, null, 'no bonus money: nothing to tell');

    setPromotionTerms(db, 8, CAPPED_TERMS);
    const token = newMember('bplay');
    assert.ok((await apiCall(s, 'POST', '/wps/promo/join', { token, body: { id: 8 } })).success);
    assert.ok((await apiCall(s, 'POST', '/wps/promo/claim', { token, body: { id: 8 } })).success);

    const told = async (type: string) => (await launch(token, type)).wagering;
    assert.equal(await told('LOTTERY'), { family: 'LOTTERY', contribution: 0, maxStake: 1000, sportsMinOdds: 1.5 });
    assert.equal(await told('LIVE'), { family: 'LIVE', contribution: 10, maxStake: 1000, sportsMinOdds: 1.5 });
    assert.equal(await told('RNG'), { family: 'SLOT', contribution: 100, maxStake: 1000, sportsMinOdds: 1.5 });
    assert.equal(await told('CRASH'), { family: 'CRASH', contribution: 0, maxStake: 1000, sportsMinOdds: 1.5 });

    const table = await launch(token, 'POKER');
    assert.is(table.wagering?.family, 'TABLE');
    const html = await (await fetch(`${s.url}${table.url}`)).text();
    assert.match(html, /data-bonus-max="1000"/, 'the game page names the cap');
    assert.match(html, /data-bonus-odds=""/, 'no odds on a table game');
    const sports = await (await fetch(`${s.url}${(await launch(token, 'SPORTS')).url}`)).text();
    assert.match(sports, /data-bonus-odds="150"/, 'the sportsbook knows the lowest odds that count');
    const plainPage = await (await fetch(`${s.url}${(await launch(plain, 'SPORTS')).url}`)).text();
    assert.match(plainPage, /data-bonus-max="" data-bonus-odds=""/, 'no bonus money: nothing named');
    const play = html.match(/name="play" content="([^"]+)"/)![1]!;
    // A POKER tile plays video poker: its deal is the stake refused.
    const r = await apiCall(s, 'POST', '/wps/demo/poker/deal', {
      body: { play, stake: 1100, requestKey: 'bonus-cap-1' },
    });
    assert.is(r.code, 'BONUS_MAX_STAKE');
    assert.equal(r.value, { maxStake: 1000 });
    assert.match(r.message, /10\.00/, 'the limit in the message');
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
