// Demo crash game: shared rounds on the server's schedule (server/rounds/crash.ts). The page
// shows what the server answers: the multiplier follows the server's clock (each answer carries
// it), a cash-out is shown only once the server has paid it, and an auto cash-out is the
// server's to make. The verify panel recomputes any ended round's crash point here, from its
// seed, client seed and number (SHA-256 and HMAC from fair.js; docs/games.md has the rule).
// With prefers-reduced-motion the curve is not drawn and the number changes four times a second.
// ES5, served as it is (no build step).
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // src/rules/crash.ts: the rise per ms, the lowest and highest multipliers (hundredths).
  var GROWTH = 0.00008;
  var MIN_X = 101;
  var MAX_X = 1000000;
  var lang = document.documentElement.lang;
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var balance = Number(d.balance);
  var state = null;
  var offset = 0;
  var lastAnswer = 0;
  var seen = {};

  // Isolated left to right (LRI … PDI): in an Urdu sentence "2.35×" keeps its sign after the number.
  var fmtX = function (h) {
    return (
      '\u2066' + (h / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + '\u00d7\u2069'
    );
  };
  var multiplierAt = function (ms) {
    return ms <= 0 ? 100 : Math.min(MAX_X, Math.floor(100 * Math.exp(GROWTH * ms)));
  };
  var now = function () {
    return Date.now() + offset;
  };

  kit.note();
  var strip = app.appendChild(el('ol', { class: 'strip', 'aria-label': t.history, 'data-testid': 'crash-history' }));
  var stage = app.appendChild(el('div', { class: 'stage', 'data-phase': 'IDLE' }));
  var SVG = 'http://www.w3.org/2000/svg';
  var svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 300 150');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'curve');
  var path = svg.appendChild(document.createElementNS(SVG, 'path'));
  stage.appendChild(svg);
  var big = stage.appendChild(el('output', { class: 'big', 'data-testid': 'crash-multiplier' }, fmtX(100)));
  var phaseLine = stage.appendChild(
    el('p', { class: 'phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'crash-phase' }, t.waiting),
  );
  var away = app.appendChild(el('p', { class: 'result away', role: 'status', 'data-testid': 'crash-away' }));
  var panels = [panel(1), panel(2)];
  var out = kit.balanceLine();
  var crowd = app.appendChild(el('section', { class: 'crowd', 'aria-label': t.players }));
  crowd.appendChild(el('h2', {}, t.players));
  crowd.appendChild(el('p', { class: 'hint' }, t.playersNote));
  var crowdList = crowd.appendChild(el('ul', { 'data-testid': 'crash-players' }));
  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  rules.appendChild(el('p', { 'data-testid': 'crash-rtp' }, fill(t.rtp, { rtp: d.rtp })));
  // The proof of a round, recomputed here: the crash point from the seed, and the seed against the hash shown before.
  var verify = kit.verifyPanel(
    'crash-verify',
    function (proof) {
      return {
        ok: proof.seedMatches,
        text: fill(proof.seedMatches ? t.verifyOk : t.verifyBadHash, { x: fmtX(crashPointOf(proof.hmac)) }),
      };
    },
    { hint: t.verifyPick },
  );

  /** One of the two bets a round allows: its stake, its auto cash-out and its button. */
  function panel(n) {
    var box = app.appendChild(el('section', { class: 'bet-panel', 'data-testid': 'bet-' + n }));
    box.appendChild(el('h2', {}, fill(t.bet, { n: n })));
    var row = box.appendChild(el('div', { class: 'bet-row' }));
    var select = kit.stakeSelect(row, { class: 'control', 'data-testid': 'stake-' + n });
    var autoLabel = row.appendChild(el('label', { class: 'auto' }));
    var autoOn = autoLabel.appendChild(el('input', { type: 'checkbox', 'data-testid': 'auto-on-' + n }));
    autoLabel.appendChild(document.createTextNode(' ' + t.auto + ' '));
    var autoIn = autoLabel.appendChild(
      el('input', {
        type: 'number',
        class: 'control',
        inputmode: 'decimal',
        min: '1.01',
        max: '10000',
        step: '0.01',
        value: '2.00',
        // The label holds the checkbox first, which takes its name: the number field needs its own.
        'aria-label': t.auto,
        'aria-describedby': 'auto-hint-' + n,
        'data-testid': 'auto-' + n,
      }),
    );
    row.appendChild(el('span', { class: 'hint', id: 'auto-hint-' + n }, t.autoHint));
    var button = box.appendChild(el('button', { type: 'button', class: 'primary', 'data-testid': 'bet-button-' + n }));
    var result = box.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'bet-result-' + n }));
    var p = {
      n: n,
      select: select,
      autoOn: autoOn,
      autoIn: autoIn,
      button: button,
      result: result,
      bet: null,
      busy: false,
    };
    select.addEventListener('change', render);
    button.addEventListener('click', function () {
      if (p.busy || !state) return;
      if (p.bet && p.bet.roundId === state.round.roundId && p.bet.state === 'OPEN') cashOut(p);
      else placeBet(p);
    });
    return p;
  }

  function say(p, text, good) {
    kit.say(p.result, text, good);
  }

  var call = kit.call;

  function refusal(body) {
    var crashed = body && body.value && body.value.crashPoint;
    return kit.refusal(body, { BETTING_CLOSED: t.closed, ROUND_CRASHED: fill(t.tooLate, { x: fmtX(crashed || 100) }) });
  }

  function placeBet(p) {
    var payload = {
      play: kit.play,
      roundId: state.round.roundId,
      slot: p.n,
      stake: Number(p.select.value),
      requestKey: kit.randomKey(),
    };
    if (p.autoOn.checked) {
      var auto = Math.round(Number(p.autoIn.value) * 100);
      if (!(auto >= MIN_X && auto <= MAX_X)) {
        say(p, t.badAuto, false);
        return;
      }
      payload.autoCashOut = auto;
    }
    p.busy = true;
    render();
    call('/wps/demo/crash/bet', payload, function (body) {
      p.busy = false;
      if (body && body.success) {
        p.bet = body.value.bet;
        balance = body.value.balance;
        say(p, fill(t.placed, { amount: money(p.bet.stake) }));
      } else say(p, refusal(body), false);
      render();
    });
  }

  function cashOut(p) {
    p.busy = true;
    render();
    call('/wps/demo/crash/cashout', { play: kit.play, roundId: p.bet.roundId, slot: p.n }, function (body) {
      p.busy = false;
      if (body && body.success) {
        p.bet = body.value.bet;
        balance = body.value.balance;
        settle(p, p.bet);
      } else {
        say(p, refusal(body), false);
        if (body && body.code === 'ROUND_CRASHED') p.bet.state = 'LOST';
      }
      render();
    });
  }

  /** Says how a bet ended, once per bet. */
  function settle(p, bet) {
    if (seen[bet.orderId] === bet.state) return;
    seen[bet.orderId] = bet.state;
    if (bet.state === 'WON') {
      var auto = bet.autoCashOut !== null && bet.cashedOutAt === bet.autoCashOut;
      say(p, fill(auto ? t.autoDone : t.cashedOut, { x: fmtX(bet.cashedOutAt), amount: money(bet.win) }), true);
    } else if (bet.state === 'LOST') say(p, fill(t.lost, { x: fmtX(crashOf(bet.roundId) || 100) }), false);
    else if (bet.state === 'VOID') say(p, t.voided);
  }

  function crashOf(roundId) {
    if (state.round && state.round.roundId === roundId && state.round.crashPoint) return state.round.crashPoint;
    for (var i = 0; i < state.history.length; i++)
      if (state.history[i].roundId === roundId) return state.history[i].crashPoint;
    return null;
  }

  function apply(s) {
    var firstAnswer = state === null;
    state = s;
    offset = s.now - Date.now();
    lastAnswer = Date.now();
    balance = s.balance;
    panels.forEach(function (p) {
      var mine = null;
      s.bets.forEach(function (b) {
        if (b.slot === p.n) mine = b;
      });
      if (mine) {
        p.bet = mine;
        if (mine.state !== 'OPEN') settle(p, mine);
      } else if (p.bet && (!s.round || p.bet.roundId !== s.round.roundId)) {
        // The bet's round has gone by: its outcome is in `settled`.
        s.settled.forEach(function (b) {
          if (b.orderId === p.bet.orderId) settle(p, b);
        });
        p.bet = null;
      }
    });
    // Bets that ended while the page was closed or offline: said once, in the line above the bets.
    var missed = s.settled.filter(function (b) {
      return !seen[b.orderId] && b.state !== 'OPEN';
    });
    if (missed.length > 0 && firstAnswer) {
      var b = missed[0];
      var text =
        b.state === 'WON'
          ? fill(t.autoDone, { x: fmtX(b.cashedOutAt), amount: money(b.win) })
          : b.state === 'VOID'
            ? t.voided
            : fill(t.lost, { x: fmtX(crashOf(b.roundId) || 100) });
      away.textContent = fill(t.away, { round: b.roundId }) + ' — ' + text;
    }
    missed.forEach(function (b) {
      seen[b.orderId] = b.state;
    });
    paintHistory();
    paintCrowd();
    render();
  }

  function paintHistory() {
    strip.textContent = '';
    state.history.forEach(function (r) {
      var x = r.crashPoint || 100;
      // A void round (a restart's) never flew: it says so instead of a crash point.
      var shownX = r.state === 'VOID' ? t.voidChip : fmtX(x);
      var item = strip.appendChild(el('li'));
      var chip = item.appendChild(
        el(
          'button',
          {
            type: 'button',
            class: 'chip-x' + (x >= 200 && r.state !== 'VOID' ? ' high' : ''),
            'data-round': r.roundId,
          },
          shownX,
        ),
      );
      chip.setAttribute('aria-label', fill(t.roundOf, { round: r.roundId, x: shownX }));
      chip.addEventListener('click', function () {
        verify.show(r);
        verify.open(true);
      });
    });
  }

  function paintCrowd() {
    crowdList.textContent = '';
    state.players.forEach(function (pl) {
      var li = crowdList.appendChild(el('li', { class: pl.cashedOutAt ? 'out' : '' }));
      li.appendChild(el('span', {}, pl.name));
      li.appendChild(el('span', { dir: 'ltr' }, money(pl.stake)));
      li.appendChild(el('span', { dir: 'ltr' }, pl.cashedOutAt ? fmtX(pl.cashedOutAt) : '—'));
    });
  }

  /** The multiplier as the server's clock has it now (the crash point once crashed). */
  function shown() {
    if (!state || !state.round) return 100;
    if (state.phase === 'ENDED') return state.multiplier;
    if (state.phase !== 'RUNNING') return 100;
    // Without a fresh answer the number stops rising: it never runs ahead of what the server said by more than a second.
    var at = Math.min(now(), state.now + 1000);
    return multiplierAt(at - state.round.bettingEndsAt);
  }

  function render() {
    if (!state) return;
    var x = shown();
    var offline = Date.now() - lastAnswer > 2500;
    var phase = state.phase;
    stage.setAttribute('data-phase', phase);
    stage.setAttribute('data-round', state.round ? state.round.roundId : '');
    big.textContent = fmtX(x);
    big.setAttribute('aria-label', fill(t.multiplier, { x: fmtX(x) }));
    var text = offline
      ? t.offline
      : phase === 'BETTING'
        ? fill(t.betting, { s: Math.max(0, Math.ceil((state.round.bettingEndsAt - now()) / 1000)) })
        : phase === 'RUNNING'
          ? t.flying
          : phase === 'ENDED'
            ? fill(t.crashed, { x: fmtX(state.multiplier) })
            : t.waiting;
    if (phaseLine.textContent !== text) phaseLine.textContent = text;
    if (!reduced) drawCurve(phase === 'BETTING' ? 100 : x);
    out.textContent = money(balance);
    panels.forEach(function (p) {
      var open = p.bet && state.round && p.bet.roundId === state.round.roundId && p.bet.state === 'OPEN';
      var label;
      var enabled = false;
      if (open && phase === 'RUNNING') {
        label = fill(t.cashOut, { amount: money(Math.floor((p.bet.stake * x) / 100)) });
        enabled = !offline;
      } else if (open) label = fill(t.placed, { amount: money(p.bet.stake) });
      else if (phase === 'BETTING' && !(p.bet && p.bet.roundId === state.round.roundId)) {
        label = fill(t.placeBet, { amount: money(Number(p.select.value)) });
        enabled = balance >= Number(p.select.value);
      } else label = t.waitNext;
      p.button.textContent = label;
      p.button.disabled = p.busy || !enabled;
      p.button.className = open && phase === 'RUNNING' ? 'primary cash' : 'primary';
    });
  }

  function drawCurve(x) {
    // The curve fills the box as the multiplier climbs: x from 1× to at least 2×.
    var top = Math.max(2, (x / 100) * 1.15);
    var steps = 24;
    var end = Math.log(x / 100) / GROWTH;
    var d2 = 'M0 150';
    for (var i = 1; i <= steps; i++) {
      var tt = (end * i) / steps;
      var m = Math.exp(GROWTH * tt);
      var px = end > 0 ? (300 * i) / steps : 0;
      d2 += ' L' + px.toFixed(1) + ' ' + (150 - ((m - 1) / (top - 1)) * 140).toFixed(1);
    }
    path.setAttribute('d', d2);
  }

  function poll() {
    call('/wps/demo/crash/state', { play: kit.play }, function (body) {
      if (body && body.success) apply(body.value);
      else if (body && body.code === 'PLAY_EXPIRED') {
        phaseLine.textContent = t.expired;
        return;
      }
      render();
      setTimeout(poll, state && state.phase === 'RUNNING' ? 400 : 1000);
    });
  }

  if (reduced) setInterval(render, 250);
  else
    (function frame() {
      render();
      requestAnimationFrame(frame);
    })();
  poll();

  /** src/rules/crash.ts crashPointOf: floor(97 · 2^52 / (2^52 − h)) hundredths, h the first 52 bits. */
  function crashPointOf(hex) {
    var x;
    if (typeof BigInt === 'function') {
      var bits = BigInt(4503599627370496);
      x = Number((BigInt(Number(d.rtp)) * bits) / (bits - BigInt('0x' + hex.slice(0, 13))));
    } else x = Math.floor((Number(d.rtp) * 4503599627370496) / (4503599627370496 - parseInt(hex.slice(0, 13), 16)));
    return x < MIN_X ? 100 : Math.min(x, MAX_X);
  }
});
