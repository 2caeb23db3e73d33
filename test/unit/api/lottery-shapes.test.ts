// The lottery and jackpot calls' answer guards (src/api/calls/lottery.ts): what the client will
// accept from the server for the countdown, the results and the jackpot, and what it refuses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as lottery from '../../../src/api/calls/lottery.ts';
import { LOTTERY_FORMATS } from '../../../src/rules/lottery.ts';

const draw = { nodeId: '10190', drawAt: '2026-11-24T20:35:00.000Z', numbers: [1, 4, 9, 11, 14, 16] };

test('next draw: a time and the server clock to count down from', () => {
  const next = {
    nodeId: '10190',
    drawAt: draw.drawAt,
    serverTime: '2026-11-24T20:30:28.000Z',
    intervalSeconds: 300,
    format: LOTTERY_FORMATS.rapida,
    last: draw,
  };
  assert.ok(lottery.lotteryNextDraw.shape(next));
  assert.not.ok(lottery.lotteryNextDraw.shape({ ...next, drawAt: 1_790_000_000_000 }), 'the time is ISO text');
  assert.not.ok(lottery.lotteryNextDraw.shape({ ...next, serverTime: undefined }));
});

test('results: a page of draws, each with its numbers', () => {
  assert.ok(lottery.lotteryDraws.shape({ content: [draw], pageNum: 1, totalPages: 3, total: 12 }));
  assert.not.ok(lottery.lotteryDraws.shape({ content: [{ ...draw, numbers: ['01'] }], pageNum: 1, totalPages: 1 }));
  assert.not.ok(lottery.lotteryDraws.shape({ content: null, pageNum: 1, totalPages: 1 }));
});

test('jackpot: an amount in cents and when it last grew', () => {
  const j = { amount: 200_012_345, updatedAt: draw.drawAt, serverTime: draw.drawAt, shareBp: 100 };
  assert.ok(lottery.jackpot.shape(j));
  assert.not.ok(lottery.jackpot.shape({ ...j, amount: '2000123.45' }));
});

test("operator's draw-now: what each lottery drew and paid", () => {
  assert.ok(lottery.adminLotteryDraw.shape({ draws: [{ ...draw, settledBets: 2, paidCents: 1500 }] }));
  assert.equal(lottery.adminLotteryDraw.access, 'operator');
  assert.is(lottery.adminLotteryDraw.path, '/wps/admin/lottery/draw');
});

test.run();
