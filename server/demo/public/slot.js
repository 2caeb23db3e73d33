// Demo slot: three reels against the member's wallet. The server draws the reels and moves
// the money; this page only shows what it answers, the way a slot does: the reels roll and
// stop one by one (about a second in all), a win lights the pay line and counts up. With
// prefers-reduced-motion the result shows at once. ES5, served as it is (no build step).
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // Plain glyphs every phone font has (no colour-emoji font needed).
  var GLYPH = { SEVEN: '7', BAR: 'BAR', STAR: '\u2605', HEART: '\u2665', CLUB: '\u2663', DIAMOND: '\u2666' };
  var SYMBOLS = ['SEVEN', 'BAR', 'STAR', 'HEART', 'CLUB', 'DIAMOND'];
  // The server's paytable (server/demo/slot-math.ts): three of a kind, and exactly two.
  var THREE = { SEVEN: 100, BAR: 40, STAR: 20, HEART: 10, CLUB: 10, DIAMOND: 10 };
  var PAIR = { SEVEN: 5, BAR: 3, STAR: 2, HEART: 2 };
  // When each reel stops, in ms after the tap: left to right, about a second in all. A slow
  // answer pushes them later, each still a beat after the one before.
  var STOP_AT = [450, 700, 950];
  var BEAT = 220;
  var COUNT_UP_MS = 700;

  var trial = d.trial === '1';
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);

  app.appendChild(
    el(
      'p',
      { class: 'demo-note' + (trial ? ' trial' : ''), 'data-testid': 'demo-note' },
      trial ? t.trialNote : t.realNote,
    ),
  );
  var machine = app.appendChild(el('div', { class: 'machine' }));
  var reels = machine.appendChild(el('div', { class: 'reels', role: 'img', 'data-testid': 'reels' }));
  var shown = ['SEVEN', 'BAR', 'STAR'];
  var cells = shown.map(function (s) {
    var cell = reels.appendChild(el('span', { class: 'reel', 'aria-hidden': 'true', 'data-state': 'stopped' }));
    paint(cell, s);
    return cell;
  });
  machine.appendChild(el('span', { class: 'payline', 'aria-hidden': 'true' }));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));
  var winLine = app.appendChild(el('p', { class: 'win-amount', 'aria-hidden': 'true', 'data-testid': 'demo-win' }));

  var options = [1, 5, 10, 50]
    .map(function (m) {
      return min * m;
    })
    .filter(function (s) {
      return s <= max;
    });
  var stake = options[0];
  app.appendChild(
    kit.stakeChips(options, function (s) {
      stake = s;
      update();
    }),
  );
  var button = app.appendChild(el('button', { type: 'button', class: 'primary', id: 'spin' }, t.spin));
  var line = app.appendChild(el('p', { class: 'balance' }, (trial ? t.trialBalance : t.realBalance) + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));
  app.appendChild(paytable());

  function paint(cell, symbol) {
    cell.textContent = GLYPH[symbol] || symbol;
    cell.className = 'reel reel-' + symbol.toLowerCase();
  }
  function labelReels(symbols) {
    reels.setAttribute(
      'aria-label',
      fill(t.reels, {
        reels: symbols
          .map(function (s) {
            return t[s] || s;
          })
          .join(', '),
      }),
    );
  }
  labelReels(shown);

  /** A table the way a player reads one: a row per symbol, what three and two of it pay. */
  function paytable() {
    var box = el('details', { class: 'paytable' });
    box.appendChild(el('summary', {}, t.paytable));
    var table = box.appendChild(el('table'));
    var head = table.appendChild(el('thead')).appendChild(el('tr'));
    [t.symbol, t.three, t.two].forEach(function (h) {
      head.appendChild(el('th', { scope: 'col' }, h));
    });
    var body = table.appendChild(el('tbody'));
    SYMBOLS.forEach(function (s) {
      var row = body.appendChild(el('tr'));
      var name = row.appendChild(el('th', { scope: 'row' }));
      name.appendChild(el('span', { class: 'pay-glyph reel-' + s.toLowerCase(), 'aria-hidden': 'true' }, GLYPH[s]));
      name.appendChild(document.createTextNode(' ' + t[s]));
      row.appendChild(el('td', {}, fill(t.times, { n: THREE[s] })));
      row.appendChild(el('td', {}, PAIR[s] ? fill(t.times, { n: PAIR[s] }) : t.none));
    });
    box.appendChild(el('p', { class: 'pay-note' }, t.payNote));
    return box;
  }

  var busy = false;
  function update() {
    out.textContent = money(balance);
    button.disabled = busy || balance < stake;
    button.textContent = busy ? t.spinning : t.spin;
  }

  /** Rolls a reel: random symbols every 70 ms until stop() is called. */
  function roll(cell) {
    cell.setAttribute('data-state', 'spinning');
    cell.classList.add('rolling');
    var timer = setInterval(function () {
      paint(cell, SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
      cell.classList.add('rolling');
    }, 70);
    return function (symbol) {
      clearInterval(timer);
      paint(cell, symbol);
      cell.setAttribute('data-state', 'stopped');
    };
  }

  /** Counts the win up from 0 (at once with reduced motion), then calls done. */
  function countUp(win, done) {
    if (reduced) {
      winLine.textContent = '+' + money(win);
      done();
      return;
    }
    var start = Date.now();
    (function frame() {
      var k = Math.min(1, (Date.now() - start) / COUNT_UP_MS);
      winLine.textContent = '+' + money(Math.round(win * k));
      if (k < 1) requestAnimationFrame(frame);
      else done();
    })();
  }

  function finish(v, started) {
    shown = v.reels;
    labelReels(shown);
    balance = v.balance;
    var matched = v.reels.map(function (s) {
      return (
        v.reels.filter(function (x) {
          return x === s;
        }).length >= 2
      );
    });
    cells.forEach(function (c, i) {
      c.classList.toggle('hit', v.win > 0 && matched[i]);
    });
    machine.classList.toggle('won', v.win > 0);
    result.textContent = v.win > 0 ? fill(t.win, { amount: money(v.win) }) : t.lose;
    result.className = v.win > 0 ? 'result won' : 'result';
    var ready = function () {
      busy = false;
      app.setAttribute('data-ready', String(Date.now() - started));
      update();
    };
    if (v.win > 0) countUp(v.win, ready);
    else ready();
  }

  button.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    var started = Date.now();
    app.removeAttribute('data-ready');
    machine.classList.remove('won');
    winLine.textContent = '';
    result.textContent = reduced ? '' : t.rolling;
    result.className = 'result';
    cells.forEach(function (c) {
      c.classList.remove('hit');
    });
    var stops = reduced ? null : cells.map(roll);
    update();
    kit.post(
      '/wps/demo/spin',
      { play: kit.play, stake: stake },
      result,
      function (v) {
        if (!stops) {
          v.reels.forEach(function (s, i) {
            paint(cells[i], s);
          });
          finish(v, started);
          return;
        }
        var at = Date.now() - started;
        var last = 0;
        stops.forEach(function (stop, i) {
          last = Math.max(STOP_AT[i], at + BEAT * (i + 1), last + BEAT);
          setTimeout(function () {
            stop(v.reels[i]);
            if (i === stops.length - 1) finish(v, started);
          }, last - at);
        });
      },
      function (ok) {
        if (ok) return;
        // Refused or failed: the reels go back to what they showed, and the spin is ready again.
        if (stops)
          stops.forEach(function (stop, i) {
            stop(shown[i]);
          });
        busy = false;
        update();
      },
    );
  });
  update();
});
