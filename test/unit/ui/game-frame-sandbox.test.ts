// The game frame's sandbox: a game on the app's own origin gets no allow-same-origin (its
// origin is opaque, so it cannot read the member's token); a game on another origin keeps
// its own origin, which the browser keeps apart from the app anyway.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { frameSandbox } from '../../../src/ui/GameFrame/index.tsx';

const APP = 'https://m.aurora.example/m/startLottery?gameId=1';

test('same-origin games (relative or absolute URL) run without allow-same-origin', () => {
  for (const url of ['/demo/slot?ticket=abc', 'https://m.aurora.example/demo/lottery?ticket=x', 'demo/slot'])
    assert.not.match(frameSandbox(url, APP), 'allow-same-origin', url);
  assert.match(frameSandbox('/demo/slot', APP), /^allow-scripts /);
});

test('games of another origin keep allow-same-origin (their own origin, not the app)', () => {
  assert.match(frameSandbox('https://games.example/play?t=1', APP), 'allow-same-origin');
  assert.match(
    frameSandbox('https://aurora.example/play', APP),
    'allow-same-origin',
    'a parent domain is another origin',
  );
});

test.run();
