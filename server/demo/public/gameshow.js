// Demo game show money wheel: shared rounds on the server's schedule (server/rounds/gameshow.ts).
// Chips on any of the numbers while the countdown runs, placed as one bet (two bets a round at
// most); when it ends the server decides the spins from the round's seed, pays each number's
// chips, and reveals the seed; the page turns the wheel to what it was told (a "2x" or "7x" spins
// again and multiplies the next result's pays) and shows a win only from the server's answer.
// The verify panel recomputes any round's spins here (SHA-256 and HMAC from fair.js; the rule is
// src/rules/gameshow.ts spinsOf). With prefers-reduced-motion the wheel is still: it is set at
// each result at once. ES5, served as it is (no build step).
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // The server's wheel in order, its numbers, its multipliers, the respins' cap and the bets a
  // player may place a round (src/rules/gameshow.ts), handed to the page so the wheel drawn and verified here is the one
  // the server spins.
  var RULES = JSON.parse(d.rules);
  var WHEEL = RULES.wheel;
  var NUMBERS = RULES.numbers;
  var MULTIPLIERS = RULES.multipliers;
  var MAX_RESPINS = RULES.maxRespins;
  var BETS_PER_ROUND = RULES.betsPerRound;
  var COLOURS = {
    1: '#f2c94c',
    2: '#56ccf2',
    5: '#bb6bd9',
    10: '#27ae60',
    20: '#f2994a',
    40: '#eb5757',
    '2x': '#e0e0e0',
    '7x': '#ffffff',
  };
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var balance = Number(d.balance);
  var state = null;
  var offset = 0;
  var lastAnswer = 0;
  var seen = {};
  var busy = false;
  var shownSpin = '';
  var turns = 0;
  // The chips laid on the numbers and not yet placed: number → cents.
  var pending = {};

  var now = function () {
    return Date.now() + offset;
  };
  var isMultiplier = function (segment) {
    return Object.hasOwn(MULTIPLIERS, segment);
  };
  /** The product of the multipliers among the first k spins. */
  var productOf = function (spins, k) {
    var m = 1;
    for (var i = 0; i < k; i++) if (isMultiplier(WHEEL[spins[i]])) m *= MULTIPLIERS[WHEEL[spins[i]]];
    return m;
  };
  // Isolated left to right (LRI … PDI): "2×" keeps its sign after the number in an Urdu sentence.
  var fmtM = function (m) {
    return '\u2066' + m + '\u00d7\u2069';
  };

  kit.note();
  var strip = app.appendChild(el('ol', { class: 'strip', 'aria-label': t.history, 'data-testid': 'wheel-history' }));
  var stage = app.appendChild(el('div', { class: 'stage', 'data-phase': 'IDLE', 'data-testid': 'wheel-stage' }));
  var SVG = 'http://www.w3.org/2000/svg';
  var svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '-100 -100 200 200');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'wheel');
  var disc = svg.appendChild(document.createElementNS(SVG, 'g'));
  disc.setAttribute('class', 'disc' + (reduced ? ' still' : ''));
  WHEEL.forEach(function (s, i) {
    var a0 = ((i * 360) / WHEEL.length - 90) * (Math.PI / 180);
    var a1 = (((i + 1) * 360) / WHEEL.length - 90) * (Math.PI / 180);
    var p = disc.appendChild(document.createElementNS(SVG, 'path'));
    p.setAttribute(
      'd',
      'M0 0 L' +
        (96 * Math.cos(a0)).toFixed(2) +
        ' ' +
        (96 * Math.sin(a0)).toFixed(2) +
        ' A96 96 0 0 1 ' +
        (96 * Math.cos(a1)).toFixed(2) +
        ' ' +
        (96 * Math.sin(a1)).toFixed(2) +
        ' Z',
    );
    p.setAttribute('fill', COLOURS[s]);
    var mid = (i + 0.5) * (360 / WHEEL.length);
    var label = disc.appendChild(document.createElementNS(SVG, 'text'));
    label.setAttribute('transform', 'rotate(' + mid.toFixed(2) + ') translate(0 -80) rotate(90)');
    label.setAttribute('class', 'seg');
    label.textContent = s;
  });
  var pointer = svg.appendChild(document.createElementNS(SVG, 'path'));
  pointer.setAttribute('d', 'M-7 -100 L7 -100 L0 -86 Z');
  pointer.setAttribute('class', 'pointer');
  stage.appendChild(svg);
  var big = stage.appendChild(el('output', { class: 'big', 'data-testid': 'wheel-result' }, ''));
  var phaseLine = app.appendChild(
    el('p', { class: 'phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'wheel-phase' }, t.waiting),
  );

  var bets = app.appendChild(el('section', { class: 'bet-panel', 'aria-label': t.bets }));
  var select = kit.stakeSelect(bets, { class: 'control', 'data-testid': 'wheel-stake' });
  bets.appendChild(el('p', { class: 'hint' }, t.betHint));
  var grid = bets.appendChild(el('div', { class: 'numbers' }));
  var buttons = {};
  NUMBERS.forEach(function (n) {
    var b = grid.appendChild(el('button', { type: 'button', class: 'number n' + n, 'data-testid': 'bet-on-' + n }));
    b.addEventListener('click', function () {
      if (!canLay()) return;
      pending[n] = (pending[n] || 0) + Number(select.value);
      render();
    });
    buttons[n] = b;
  });
  var actions = bets.appendChild(el('div', { class: 'bet-row' }));
  var place = actions.appendChild(el('button', { type: 'button', class: 'primary', 'data-testid': 'wheel-place' }));
  var clear = actions.appendChild(el('button', { type: 'button', class: 'secondary' }, t.clear));
  place.addEventListener('click', placeBet);
  clear.addEventListener('click', function () {
    pending = {};
    render();
  });
  var result = bets.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'wheel-bet-result' }));
  var out = kit.balanceLine();
  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  var rtps = rules.appendChild(el('ul', { class: 'rtps', 'data-testid': 'wheel-rtp' }));
  d.rtps.split(',').forEach(function (pair) {
    var kv = pair.split(':');
    rtps.appendChild(el('li', {}, fill(t.rtpOf, { n: kv[0], pays: kv[0], rtp: kv[1] })));
  });
  // The proof of a round, recomputed here: the spins and their multipliers from the seed, and the
  // seed against the hash shown before.
  var verify = kit.verifyPanel(
    'wheel-verify',
    function (proof) {
      var spins = spinsOf(proof.hmac, proof.fair.sha256Hex);
      var last = WHEEL[spins[spins.length - 1]];
      var m = productOf(spins, spins.length - 1);
      var x = m > 1 ? fill(t.resultX, { n: last, m: fmtM(m) }) : last;
      return { ok: proof.seedMatches, text: fill(proof.seedMatches ? t.verifyOk : t.verifyBadHash, { x: x }) };
    },
    { hint: t.verifyPick },
  );

  function say(text, good) {
    kit.say(result, text, good);
  }

  var call = kit.call;

  function refusal(body) {
    return kit.refusal(body, { BETTING_CLOSED: t.closed, SLOT_TAKEN: t.taken });
  }

  /** The player's chips on n in this round's placed bets (cents). */
  function placedOn(n) {
    var sum = 0;
    (state ? state.bets : []).forEach(function (b) {
      b.chips.forEach(function (c) {
        if (c.number === n) sum += c.stake;
      });
    });
    return sum;
  }

  function pendingTotal() {
    var sum = 0;
    for (var k in pending) sum += pending[k];
    return sum;
  }

  /** Chips may be laid while betting is open and a bet is left this round. */
  function canLay() {
    return (
      !!state && state.phase === 'BETTING' && Date.now() - lastAnswer <= 2500 && state.bets.length < BETS_PER_ROUND
    );
  }

  function placeBet() {
    if (busy || !canLay() || pendingTotal() === 0) return;
    busy = true;
    var chips = NUMBERS.filter(function (n) {
      return pending[n] > 0;
    }).map(function (n) {
      return { number: n, stake: pending[n] };
    });
    var payload = { play: kit.play, roundId: state.round.roundId, chips: chips, requestKey: kit.randomKey() };
    render();
    call('/wps/demo/gameshow/bet', payload, function (body) {
      busy = false;
      if (body && body.success) {
        pending = {};
        if (state.round && state.round.roundId === body.value.bet.roundId) state.bets.push(body.value.bet);
        balance = body.value.balance;
        say(fill(t.placed, { amount: money(body.value.bet.stake), n: chipList(body.value.bet.chips) }));
      } else say(refusal(body), false);
      render();
    });
  }

  /** "1, 5 and 40" as the chips' numbers, in the page's language. */
  function chipList(chips) {
    var ns = chips.map(function (c) {
      return String(c.number);
    });
    return ns.length < 2 ? ns.join('') : fill(t.and, { a: ns.slice(0, -1).join(', '), b: ns[ns.length - 1] });
  }

  /** Says how the player's bets in a stopped round ended, once per round. */
  function tell(round, mine) {
    if (!round || mine.length === 0 || seen[round.roundId]) return;
    seen[round.roundId] = true;
    var paid = mine.reduce(function (s, b) {
      return s + b.win;
    }, 0);
    if (mine[0].state === 'VOID') say(t.voided);
    else if (paid > 0) say(fill(t.won, { amount: money(paid), n: round.number }), true);
    else say(fill(t.lost, { n: round.number }), false);
  }

  function apply(s) {
    state = s;
    offset = s.now - Date.now();
    lastAnswer = Date.now();
    // The win is paid when betting closes; the balance shows it once the wheel has stopped.
    if (s.phase !== 'SPINNING') balance = s.balance;
    if (s.phase === 'ENDED') tell(s.round, s.bets);
    if (s.phase === 'BETTING' && s.history[0]) {
      var last = s.history[0];
      tell(
        last,
        s.settled.filter(function (b) {
          return b.roundId === last.roundId;
        }),
      );
    }
    paintHistory();
    render();
  }

  function resultText(r) {
    if (r.state === 'VOID') return t.voidChip;
    return r.multiplier > 1 ? fill(t.resultX, { n: r.number, m: fmtM(r.multiplier) }) : String(r.number);
  }

  function paintHistory() {
    strip.textContent = '';
    state.history.forEach(function (r) {
      var item = strip.appendChild(el('li'));
      var chip = item.appendChild(
        el('button', { type: 'button', class: 'chip-x n' + (r.number || 0), 'data-round': r.roundId }, resultText(r)),
      );
      chip.setAttribute('aria-label', fill(t.roundOf, { round: r.roundId, x: resultText(r) }));
      chip.addEventListener('click', function () {
        verify.show(r);
        verify.open(true);
      });
    });
  }

  /** Turns the wheel so that segment i stops under the pointer. */
  function turnTo(i, animate) {
    var angle = 360 * (turns + (animate ? 4 : 0)) - (i + 0.5) * (360 / WHEEL.length);
    if (animate) turns += 4;
    disc.style.transitionDuration = animate && !reduced ? Math.round(state.spinMs * 0.8) + 'ms' : '0ms';
    disc.style.transform = 'rotate(' + angle.toFixed(2) + 'deg)';
  }

  function render() {
    if (!state) return;
    var offline = Date.now() - lastAnswer > 2500;
    var r = state.round;
    var phase = state.phase;
    stage.setAttribute('data-phase', phase);
    stage.setAttribute('data-round', r ? r.roundId : '');
    var text;
    var shown = '';
    if (phase === 'SPINNING' && r.spins) {
      var k = Math.min(r.spins.length - 1, Math.max(0, Math.floor((now() - r.bettingEndsAt) / state.spinMs)));
      var key = r.roundId + ':' + k;
      if (shownSpin !== key) {
        shownSpin = key;
        turnTo(r.spins[k], true);
      }
      text = k > 0 ? fill(t.respin, { x: WHEEL[r.spins[k - 1]], m: fmtM(productOf(r.spins, k)) }) : t.spinning;
    } else if (phase === 'ENDED' && r.spins) {
      var lastKey = r.roundId + ':' + (r.spins.length - 1);
      if (shownSpin !== lastKey) {
        shownSpin = lastKey;
        turnTo(r.spins[r.spins.length - 1], false);
      }
      shown = resultText(r);
      text = fill(t.landed, { x: shown });
    } else if (phase === 'BETTING')
      text = fill(t.betting, { s: Math.max(0, Math.ceil((r.bettingEndsAt - now()) / 1000)) });
    else text = t.waiting;
    if (offline) text = t.offline;
    if (phaseLine.textContent !== text) phaseLine.textContent = text;
    if (big.textContent !== shown) big.textContent = shown;
    out.textContent = money(balance);
    var open = canLay();
    if (!open && phase !== 'BETTING') pending = {};
    NUMBERS.forEach(function (n) {
      var mine = placedOn(n);
      var laid = pending[n] || 0;
      var b = buttons[n];
      var label = fill(t.onNumber, { n: n, pays: n });
      if (mine) label += '. ' + fill(t.chipsPlaced, { amount: money(mine) });
      if (laid) label += '. ' + fill(t.chipsLaid, { amount: money(laid) });
      if (b.getAttribute('aria-label') !== label) {
        b.setAttribute('aria-label', label);
        b.textContent = '';
        b.appendChild(el('strong', {}, String(n)));
        b.appendChild(el('span', {}, fill(t.pays, { pays: n })));
        if (mine) b.appendChild(el('span', { class: 'placed', 'data-testid': 'placed-on-' + n }, money(mine)));
        if (laid) b.appendChild(el('span', { class: 'laid' }, '+' + money(laid)));
      }
      b.disabled = busy || !open || balance < pendingTotal() + Number(select.value);
      b.setAttribute('aria-pressed', mine || laid ? 'true' : 'false');
    });
    place.textContent = fill(t.place, { amount: money(pendingTotal()) });
    place.disabled = busy || !open || pendingTotal() === 0;
    clear.disabled = busy || pendingTotal() === 0;
  }

  function poll() {
    call('/wps/demo/gameshow/state', { play: kit.play }, function (body) {
      if (body && body.success) apply(body.value);
      else if (body && body.code === 'PLAY_EXPIRED') {
        phaseLine.textContent = t.expired;
        return;
      }
      render();
      setTimeout(poll, 1000);
    });
  }
  select.addEventListener('change', render);
  setInterval(render, 250);
  poll();

  /** src/rules/gameshow.ts spinsOf: 32-bit words by rejection, 54 segments, the last spin on the 52 numbers. */
  function spinsOf(hex, rehash) {
    var at = 0;
    var next = function () {
      if (at === 8) {
        hex = rehash(hex);
        at = 0;
      }
      at++;
      return parseInt(hex.slice(8 * (at - 1), 8 * at), 16);
    };
    var below = function (n) {
      var limit = 4294967296 - (4294967296 % n);
      for (;;) {
        var w = next();
        if (w < limit) return w % n;
      }
    };
    var numbers = [];
    WHEEL.forEach(function (s, i) {
      if (!isMultiplier(s)) numbers.push(i);
    });
    var spins = [];
    for (;;) {
      if (spins.length === MAX_RESPINS) {
        spins.push(numbers[below(numbers.length)]);
        return spins;
      }
      var s = below(WHEEL.length);
      spins.push(s);
      if (!isMultiplier(WHEEL[s])) return spins;
    }
  }
});
