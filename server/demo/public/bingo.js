// Demo 75-ball bingo (server/rounds/bingo.ts): one hall for every player. While a round sells
// cards the player buys one to four (each card's numbers follow from the key the page draws for
// it, so the server cannot choose them); then the server calls a ball every few seconds, marks
// every card and pays one line, two lines and a full house the moment they land. This page
// shows the server's answers only: it never decides a mark or a prize. Before the draw it shows
// the hash of the round's seed, after it the seed, and the verify panel recomputes the ball order
// here (HMAC-SHA256 from fair.js, then the shuffle of src/rules/bingo.ts). ES5, served as it is.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  var BALLS = 75;
  var CALLED = 45;
  var MAX_CARDS = 4;
  // src/rules/bingo.ts PRIZE_MULTIPLES, in hundredths of the card's price.
  var PRIZES = [
    ['LINE', 100],
    ['TWO_LINES', 110],
    ['FULL_HOUSE', 500000],
  ];
  var balance = Number(d.balance);
  var state = null;
  var offset = 0;
  var busy = false;
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  kit.note();
  var out = kit.balanceLine();
  var stage = app.appendChild(el('section', { class: 'hall', 'aria-label': t.hall }));
  var phase = stage.appendChild(el('p', { class: 'phase', role: 'status', 'data-testid': 'bingo-phase' }));
  var ball = stage.appendChild(el('p', { class: 'ball', 'aria-hidden': 'true', 'data-testid': 'bingo-ball' }));
  var board = stage.appendChild(el('ol', { class: 'board', 'aria-label': t.called, 'data-testid': 'bingo-called' }));
  var proof = stage.appendChild(el('p', { class: 'proof-line', dir: 'ltr', 'data-testid': 'bingo-proof' }));

  var buyBox = app.appendChild(el('section', { class: 'buy' }));
  var select = kit.stakeSelect(buyBox, { 'data-testid': 'bingo-stake' }, t.price);
  var buy = buyBox.appendChild(el('button', { type: 'button', class: 'primary', 'data-testid': 'bingo-buy' }));
  var result = buyBox.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'bingo-result' }));
  var cardsBox = app.appendChild(el('section', { class: 'cards-box', 'aria-label': t.yourCards }));
  var last = app.appendChild(el('p', { class: 'result', 'data-testid': 'bingo-last' }));

  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, fill(t.rulesText, { called: CALLED, cards: MAX_CARDS })));
  var pays = rules.appendChild(el('table', { class: 'pays', 'data-testid': 'bingo-pays' }));
  PRIZES.forEach(function (p) {
    var tr = pays.appendChild(el('tr'));
    tr.appendChild(el('th', { scope: 'row' }, t.prizes[p[0]]));
    tr.appendChild(el('td', { dir: 'ltr' }, fmtTimes(p[1])));
  });
  rules.appendChild(el('p', { 'data-testid': 'bingo-rtp' }, fill(t.rtp, { rtp: fmtRtp(d.rtp) })));
  // The proof of a round, recomputed here: the balls from the seed, and the seed against the hash shown before.
  var verify = kit.verifyPanel('bingo-verify', function (proof) {
    var balls = ballOrder(proof.hmac).slice(0, CALLED).join(' ');
    return { ok: proof.seedMatches, text: fill(proof.seedMatches ? t.verifyOk : t.verifyBadHash, { balls: balls }) };
  });
  var offered = null;
  // The last ended round's proof, until the player opens the panel (and may type in it).
  var offer = function (r) {
    if (offered === r.roundId || !r.serverSeed) return;
    if (offered !== null && verify.box.open) return;
    offered = r.roundId;
    verify.show(r);
  };

  function fmtTimes(h) {
    return (h / 100).toLocaleString(document.documentElement.lang, { maximumFractionDigits: 2 }) + '×';
  }
  function fmtRtp(v) {
    return Number(v).toLocaleString(document.documentElement.lang, { minimumFractionDigits: 2 });
  }
  function key() {
    var s = 'bingo-';
    for (var i = 0; i < 20; i++) s += Math.floor(Math.random() * 36).toString(36);
    return s;
  }

  buy.addEventListener('click', function () {
    if (busy || !state || !state.round || state.phase !== 'BETTING') return;
    var taken = state.cards.map(function (c) {
      return c.slot;
    });
    var slot = 1;
    while (taken.indexOf(slot) >= 0) slot++;
    if (slot > MAX_CARDS) return;
    busy = true;
    render();
    var payload = {
      play: kit.play,
      roundId: state.round.roundId,
      slot: slot,
      stake: Number(select.value),
      requestKey: key(),
    };
    kit.post(
      '/wps/demo/bingo/buy',
      payload,
      result,
      function (v) {
        balance = v.balance;
        if (state.round && v.card.roundId === state.round.roundId) state.cards.push(v.card);
        result.textContent = fill(t.bought, { n: v.card.slot, amount: money(v.card.stake) });
        result.className = 'result';
      },
      function (ok) {
        busy = false;
        if (!ok && kit.post.lastCode === 'BETTING_CLOSED') result.textContent = t.closed;
        render();
      },
    );
  });

  function cardView(c, called) {
    var box = el('section', { class: 'bcard' + (c.win > 0 ? ' won' : ''), 'data-testid': 'card-' + c.slot });
    box.appendChild(el('h2', {}, fill(t.card, { n: c.slot, amount: money(c.stake) })));
    var grid = box.appendChild(el('table', { class: 'grid', dir: 'ltr' }));
    var head = grid.appendChild(el('tr'));
    'BINGO'.split('').forEach(function (ch) {
      head.appendChild(el('th', { scope: 'col' }, ch));
    });
    for (var r = 0; r < 5; r++) {
      var tr = grid.appendChild(el('tr'));
      for (var col = 0; col < 5; col++) {
        var n = c.numbers[r * 5 + col];
        var marked = n === 0 || called.indexOf(n) >= 0;
        var td = tr.appendChild(el('td', { class: marked ? 'marked' : '' }, n === 0 ? '\u2605' : String(n)));
        td.setAttribute('aria-label', n === 0 ? t.free : fill(marked ? t.markedN : t.numberN, { n: n }));
      }
    }
    var names = c.prizes.map(function (p) {
      return t.prizes[p];
    });
    box.appendChild(
      el(
        'p',
        { class: 'result' + (c.win > 0 ? ' won' : ''), role: 'status', 'data-testid': 'card-result-' + c.slot },
        c.win > 0
          ? fill(t.cardWon, { prizes: names.join(', '), amount: money(c.win) })
          : c.state === 'LOST'
            ? t.cardLost
            : t.cardWaiting,
      ),
    );
    return box;
  }

  var shownCards = '';
  function render() {
    out.textContent = money(balance);
    if (!state) {
      phase.textContent = t.waiting;
      buy.disabled = true;
      buy.textContent = fill(t.buy, { amount: money(Number(select.value)) });
      return;
    }
    var now = Date.now() + offset;
    var r = state.round;
    stage.setAttribute('data-phase', state.phase);
    stage.setAttribute('data-round', r ? r.roundId : '');
    var called = state.called;
    if (state.phase === 'BETTING') {
      phase.textContent = fill(t.betting, { s: Math.max(0, Math.ceil((r.bettingEndsAt - now) / 1000)) });
    } else if (state.phase === 'RUNNING') {
      phase.textContent = fill(t.drawing, { n: called.length, of: CALLED });
    } else if (state.phase === 'ENDED') phase.textContent = t.over;
    else phase.textContent = t.waiting;
    var lastBall = called.length ? called[called.length - 1] : null;
    if (ball.getAttribute('data-n') !== String(lastBall)) {
      ball.setAttribute('data-n', String(lastBall));
      ball.textContent = lastBall === null ? '' : letterOf(lastBall) + ' ' + lastBall;
      ball.className = 'ball' + (lastBall !== null && !reduced ? ' fresh' : '');
    }
    if (board.childNodes.length !== called.length) {
      board.textContent = '';
      called.forEach(function (n) {
        board.appendChild(el('li', {}, String(n)));
      });
    }
    proof.textContent = r
      ? r.serverSeed
        ? fill(t.seedShown, { seed: r.serverSeed })
        : fill(t.hashShown, { hash: r.seedHash })
      : '';
    var mine = state.cards.length;
    buy.disabled = busy || state.phase !== 'BETTING' || mine >= MAX_CARDS;
    buy.textContent = mine >= MAX_CARDS ? t.full : fill(t.buy, { amount: money(Number(select.value)) });
    var sig = JSON.stringify([state.cards, called.length]);
    if (sig !== shownCards) {
      shownCards = sig;
      cardsBox.textContent = '';
      state.cards.forEach(function (c) {
        cardsBox.appendChild(cardView(c, called));
      });
    }
    var won = state.settled.reduce(function (s, c) {
      return s + c.win;
    }, 0);
    last.textContent = state.settled.length ? (won > 0 ? fill(t.lastWon, { amount: money(won) }) : t.lastLost) : '';
    last.className = 'result' + (won > 0 ? ' won' : '');
  }
  select.addEventListener('change', render);

  function letterOf(n) {
    return 'BINGO'.charAt(Math.floor((n - 1) / 15));
  }

  function poll() {
    kit
      .postJson('/wps/demo/bingo/state', { play: kit.play })
      .then(
        function (body) {
          if (body && body.success) {
            var v = body.value;
            offset = v.now - Date.now();
            state = v;
            balance = v.balance;
            if (v.history.length) offer(v.history[0]);
          } else if (body && body.code === 'PLAY_EXPIRED') phase.textContent = t.expired;
        },
        function () {
          phase.textContent = t.offline;
        },
      )
      .then(function () {
        render();
        setTimeout(poll, state && state.phase === 'RUNNING' ? 500 : 1000);
      });
  }
  setInterval(render, 500);
  render();
  poll();

  /** src/rules/bingo.ts ballOrder: xorshift128 from the hash's first 32 hex digits, then Fisher-Yates. */
  function ballOrder(hex) {
    var x = parseInt(hex.slice(0, 8), 16) >>> 0;
    var y = parseInt(hex.slice(8, 16), 16) >>> 0;
    var z = parseInt(hex.slice(16, 24), 16) >>> 0;
    var w = parseInt(hex.slice(24, 32), 16) >>> 0;
    if ((x | y | z | w) === 0) w = 1;
    var next = function () {
      var tt = (x ^ (x << 11)) >>> 0;
      x = y;
      y = z;
      z = w;
      w = (w ^ (w >>> 19) ^ (tt ^ (tt >>> 8))) >>> 0;
      return w;
    };
    var balls = [];
    for (var i = 0; i < BALLS; i++) balls.push(i + 1);
    for (var k = BALLS - 1; k > 0; k--) {
      var j = Math.floor((next() * (k + 1)) / 4294967296);
      var b = balls[k];
      balls[k] = balls[j];
      balls[j] = b;
    }
    return balls;
  }
});
