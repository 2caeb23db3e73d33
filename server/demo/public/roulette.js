// Live roulette: one European wheel for every player, on the server's schedule
// (server/rounds/roulette.ts). The page shows what the server answers: the countdown follows the
// server's clock, the pocket and every win come from its answers. Chips go on the felt, then one
// tap places them (two placements a round). The verify panel recomputes an ended round's pocket
// from its seed (SHA-256 and HMAC from fair.js; docs/games.md has the rule). With
// prefers-reduced-motion the wheel does not spin: the result is shown as it comes. ES5.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // src/rules/roulette.ts: the wheel's order, the reds, the outside spots' codes.
  var WHEEL = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29,
    7, 28, 12, 35, 3, 26,
  ];
  var REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  var OUTSIDE = [
    [201, 'dozen', 1, 2],
    [202, 'dozen', 2, 2],
    [203, 'dozen', 3, 2],
    [305, 'low', 0, 1],
    [304, 'even', 0, 1],
    [301, 'red', 0, 1],
    [302, 'black', 0, 1],
    [303, 'odd', 0, 1],
    [306, 'high', 0, 1],
  ];
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var min = Number(d.min);
  var chip = min;
  var pending = {};
  var state = null;
  var offset = 0;
  var told = {};
  var busy = false;

  // src/rules/roulette.ts splitCode; which pairs touch on the felt (three to a row, as drawn
  // below) is the server's: its list of splits (SPLITS) comes with the page.
  var SPLIT = 10000;
  var SPLITS = JSON.parse(d.rules).splits;
  var splitCode = function (a, b) {
    return SPLIT + 100 * Math.min(a, b) + Math.max(a, b);
  };
  var touch = function (a, b) {
    return SPLITS.indexOf(splitCode(a, b)) >= 0;
  };
  var colour = function (n) {
    return n === 0 ? 'green' : REDS.indexOf(n) >= 0 ? 'red' : 'black';
  };
  var spotName = function (code) {
    if (code <= 36) return String(code) + ' ' + t[colour(code)];
    if (code > SPLIT) return fill(t.split, { a: Math.floor((code - 10000) / 100), b: (code - 10000) % 100 });
    for (var i = 0; i < OUTSIDE.length; i++)
      if (OUTSIDE[i][0] === code) return fill(t[OUTSIDE[i][1]], { d: OUTSIDE[i][2] });
    return String(code);
  };
  var pocketText = function (n) {
    return n + ' ' + t[colour(n)];
  };

  kit.note();
  var strip = app.appendChild(el('ol', { class: 'strip', 'aria-label': t.history, 'data-testid': 'roulette-history' }));
  var stage = app.appendChild(el('div', { class: 'stage', 'data-phase': 'IDLE' }));
  var wheel = stage.appendChild(el('div', { class: 'wheel', 'aria-hidden': 'true' }));
  var stops = [];
  WHEEL.forEach(function (n, i) {
    var c = colour(n) === 'green' ? '#1a7f43' : colour(n) === 'red' ? '#c62828' : '#1b1b1b';
    stops.push(c + ' ' + ((i * 360) / 37).toFixed(3) + 'deg ' + (((i + 1) * 360) / 37).toFixed(3) + 'deg');
  });
  // Set through the CSSOM (the page's CSP allows no style attributes).
  wheel.style.background = 'conic-gradient(from ' + (-180 / 37).toFixed(3) + 'deg, ' + stops.join(', ') + ')';
  var big = stage.appendChild(el('output', { class: 'big', 'data-testid': 'roulette-pocket' }, '–'));
  var phaseLine = stage.appendChild(
    el('p', { class: 'phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'roulette-phase' }, t.waiting),
  );
  var hashLine = app.appendChild(el('p', { class: 'hint hash', dir: 'ltr' }));
  var stakes = kit.stakeChips(
    [1, 2, 5, 10, 50].map(function (k) {
      return min * k;
    }),
    function (s) {
      chip = s;
    },
  );
  app.appendChild(stakes);
  // A split is made with a toggle, then two taps: the first number, then a neighbour. Tapping the
  // line between two numbers was the other way, but on a 360 px phone a number is about 110 × 44
  // px and the line between two is 3 px: a target a finger cannot hit (44 px at least), and one a
  // keyboard or a screen reader cannot reach at all. Two taps on the numbers' own buttons work by
  // touch, by keyboard and by screen reader alike; the status line under the toggle says what to
  // tap next and why a pair is refused.
  var splitToggle = app.appendChild(
    el(
      'button',
      { type: 'button', class: 'split-toggle', 'aria-pressed': 'false', 'data-testid': 'split-toggle' },
      t.splitMode,
    ),
  );
  var splitHint = app.appendChild(
    el('p', { class: 'result split-hint', role: 'status', 'aria-live': 'polite', 'data-testid': 'split-hint' }),
  );
  var splitting = false;
  var splitFirst = null;
  var felt = app.appendChild(el('div', { class: 'felt', role: 'group', 'aria-label': t.felt, 'data-testid': 'felt' }));
  var spotButtons = {};
  var spot = function (code, text, cls, pays) {
    var b = felt.appendChild(
      el('button', {
        type: 'button',
        class: 'spot ' + cls,
        'data-spot': String(code),
        'aria-label': fill(t.spotLabel, { spot: spotName(code), pays: pays }),
      }),
    );
    b.appendChild(el('span', { class: 'label' }, text));
    b.appendChild(el('span', { class: 'chips' }));
    b.addEventListener('click', function () {
      if (!state || state.phase !== 'BETTING') return;
      if (splitting) return pickForSplit(code);
      pending[code] = (pending[code] || 0) + chip;
      drawPending();
    });
    spotButtons[code] = b;
  };
  spot(0, '0', 'green zero', 35);
  for (var n = 1; n <= 36; n++) spot(n, String(n), colour(n), 35);
  OUTSIDE.forEach(function (o) {
    spot(o[0], fill(t[o[1]], { d: o[2] }), 'outside ' + o[1], o[3]);
  });
  var pendingSplits = app.appendChild(el('ul', { class: 'my-bets', 'data-testid': 'pending-splits' }));
  splitToggle.addEventListener('click', function () {
    setSplitting(!splitting);
    tellSplit(splitting ? t.splitFirst : '', false);
  });

  function setSplitting(on) {
    splitting = on;
    splitFirst = null;
    splitToggle.setAttribute('aria-pressed', String(on));
    markSplit();
  }
  /** The first number of a split, and the numbers that may join it. */
  function markSplit() {
    Object.keys(spotButtons).forEach(function (k) {
      var n = Number(k);
      spotButtons[k].classList.toggle('split-first', n === splitFirst);
      spotButtons[k].classList.toggle('split-next', splitFirst !== null && n <= 36 && touch(n, splitFirst));
    });
  }
  function tellSplit(text, refused) {
    splitHint.textContent = text;
    splitHint.className = 'result split-hint' + (refused ? ' failed' : '');
  }
  /** A tap on the felt while the toggle is on: the first number, then a neighbour of it. */
  function pickForSplit(code) {
    if (code > 36) return tellSplit(t.splitNumbersOnly, true);
    if (splitFirst === null || splitFirst === code) {
      splitFirst = splitFirst === code ? null : code;
      markSplit();
      return tellSplit(splitFirst === null ? t.splitFirst : fill(t.splitSecond, { a: code }), false);
    }
    if (!touch(splitFirst, code)) {
      return tellSplit(fill(t.splitRefused, { a: splitFirst, b: code }), true);
    }
    var s = splitCode(splitFirst, code);
    pending[s] = (pending[s] || 0) + chip;
    setSplitting(false);
    tellSplit(fill(t.splitAdded, { spot: spotName(s) }), false);
    drawPending();
  }
  var actions = app.appendChild(el('div', { class: 'bet-row' }));
  var place = actions.appendChild(el('button', { type: 'button', class: 'primary', 'data-testid': 'place' }, ''));
  var clear = actions.appendChild(el('button', { type: 'button', class: 'secondary' }, t.clear));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'roulette-result' }));
  var mine = app.appendChild(el('ul', { class: 'my-bets', 'data-testid': 'roulette-bets' }));
  var out = kit.balanceLine();
  out.textContent = money(Number(d.balance));
  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  rules.appendChild(el('p', { 'data-testid': 'roulette-rtp' }, fill(t.rtp, { rtp: d.rtp })));
  // The proof of a round, recomputed here: the pocket from the seed, and the seed against the hash shown before.
  var verify = kit.verifyPanel(
    'roulette-verify',
    function (proof) {
      return {
        ok: proof.seedMatches,
        text: fill(proof.seedMatches ? t.verifyOk : t.verifyBad, { n: pocketText(pocketOf(proof.hmac)) }),
      };
    },
    { hint: t.verifyPick },
  );

  var total = function () {
    var s = 0;
    for (var k in pending) s += pending[k];
    return s;
  };
  function drawPending() {
    Object.keys(spotButtons).forEach(function (k) {
      var b = spotButtons[k];
      b.querySelector('.chips').textContent = pending[k] ? money(pending[k]) : '';
      b.classList.toggle('has-chips', !!pending[k]);
    });
    pendingSplits.textContent = '';
    Object.keys(pending).forEach(function (k) {
      if (Number(k) > SPLIT)
        pendingSplits.appendChild(
          el('li', {}, fill(t.chipsOn, { amount: money(pending[k]), spot: spotName(Number(k)) })),
        );
    });
    place.textContent = fill(t.place, { amount: money(total()) });
    place.disabled = busy || total() === 0 || !state || state.phase !== 'BETTING';
    clear.disabled = total() === 0;
  }
  clear.addEventListener('click', function () {
    pending = {};
    setSplitting(false);
    tellSplit('', false);
    drawPending();
  });
  place.addEventListener('click', function () {
    if (!state || !state.round || total() === 0) return;
    var picks = Object.keys(pending).map(function (k) {
      return { spot: Number(k), stake: pending[k] };
    });
    var amount = total();
    busy = true;
    drawPending();
    kit.post(
      '/wps/demo/roulette/bet',
      { play: kit.play, roundId: state.round.roundId, picks: picks, requestKey: kit.randomKey() },
      result,
      function (v) {
        pending = {};
        tellSplit('', false);
        out.textContent = money(v.balance);
        kit.say(result, fill(t.placed, { amount: money(amount) }));
        state.bets.push(v.bet);
        drawBets();
      },
      function () {
        busy = false;
        drawPending();
      },
    );
  });

  function drawBets() {
    mine.textContent = '';
    ((state && state.bets) || []).forEach(function (b) {
      b.picks.forEach(function (c) {
        mine.appendChild(el('li', {}, fill(t.chipsOn, { amount: money(c.stake), spot: spotName(c.spot) })));
      });
    });
  }

  function drawHistory(history) {
    strip.textContent = '';
    history.forEach(function (r) {
      if (r.pocket === null) return;
      var li = strip.appendChild(el('li'));
      var b = li.appendChild(
        el(
          'button',
          { type: 'button', class: 'num ' + colour(r.pocket), 'aria-label': pocketText(r.pocket) },
          String(r.pocket),
        ),
      );
      b.addEventListener('click', function () {
        verify.show(r);
        verify.open(true);
      });
    });
  }

  function show(st) {
    var was = state;
    state = st;
    offset = st.now - Date.now();
    stage.setAttribute('data-phase', st.phase);
    out.textContent = money(st.balance);
    drawHistory(st.history);
    if (st.round) hashLine.textContent = fill(t.hashNow, { hash: st.round.seedHash });
    if (st.phase === 'RUNNING') {
      phaseLine.textContent = t.spinning;
      big.textContent = '…';
      if (!reduced) wheel.classList.add('spinning');
    } else if (st.phase === 'ENDED' && st.round) {
      var p = st.round.pocket;
      wheel.classList.remove('spinning');
      wheel.style.transform = 'rotate(' + ((-WHEEL.indexOf(p) * 360) / 37).toFixed(2) + 'deg)';
      big.textContent = String(p);
      big.className = 'big ' + colour(p);
      phaseLine.textContent = fill(t.result, { n: pocketText(p) });
      tell(st);
    } else if (st.phase === 'BETTING') {
      big.className = 'big';
      if (!was || !was.round || was.round.roundId !== st.round.roundId) big.textContent = '–';
    } else phaseLine.textContent = t.waiting;
    drawBets();
    drawPending();
  }

  /** Once per round: what the player's bets brought. */
  function tell(st) {
    var id = st.round.roundId;
    if (told[id] || st.bets.length === 0) return;
    told[id] = true;
    var win = 0;
    var voided = false;
    st.bets.forEach(function (b) {
      win += b.win;
      voided = voided || b.state === 'VOID';
    });
    var n = pocketText(st.round.pocket);
    kit.say(
      result,
      voided ? t.voided : win > 0 ? fill(t.won, { n: n, amount: money(win) }) : fill(t.lost, { n: n }),
      win > 0,
    );
  }

  function tickCountdown() {
    if (state && state.phase === 'BETTING' && state.round) {
      var s = Math.max(0, Math.ceil((state.round.bettingEndsAt - (Date.now() + offset)) / 1000));
      phaseLine.textContent = fill(t.betting, { s: s });
    }
  }

  function poll() {
    kit.call('/wps/demo/roulette/state', { play: kit.play }, function (body) {
      // The next poll is set first: an answer the page cannot show never stops the table.
      setTimeout(poll, 1000);
      if (body && body.success) show(body.value);
      else if (body && body.code === 'PLAY_EXPIRED') kit.say(result, t.expired, false);
    });
  }
  setInterval(tickCountdown, 250);
  drawPending();
  poll();

  /** src/rules/roulette.ts pocketOf: the first 32-bit reading under 37·⌊2^32/37⌋, mod 37. */
  function pocketOf(hex) {
    var v = 0;
    for (var i = 0; i < 64; i += 8) {
      v = parseInt(hex.slice(i, i + 8), 16);
      if (v < 4294967289) break;
    }
    return v % 37;
  }
});
