// The video slot: 5 reels × 3 rows, 20 lines, against the member's wallet. The server draws every
// spin and moves the money (server/db/slot.ts, src/rules/slot5.ts); this page shows what it
// answers the way a slot does: the reels roll and stop left to right, the winning lines light
// up, a win counts up. Turbo shortens it; with prefers-reduced-motion nothing moves at all.
// Autoplay stops on its count, a loss limit for its run, a single win over a figure, free spins
// starting, or any refusal. Each theme draws its own symbols here (inline SVG: the page's CSP
// allows no outside image). The reels read left to right in every language; the controls
// follow the page's direction. Every spin, free spin and buy is the next step of the player's own
// seed chain (server/rounds/slot-chain.ts): the page shows the next spin's seed hash before the spin
// and a verify panel that recomputes the spin's seed from its proof (fair.js). ES5, served as it is
// (no build step).
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  var SYMBOLS = ['WILD', 'SCATTER', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'];
  // The server's paytable, lines and bonus-buy price (src/rules/slot5.ts), handed to the page so
  // what the player reads is what the server pays: line bets for 3, 4, 5 of a kind, scatters in
  // total bets, and the row each line crosses on reels 1 to 5.
  var RULES = JSON.parse(d.rules);
  var PAYS = RULES.pays;
  var SCATTER_PAYS = RULES.scatterPays;
  var LINES = RULES.lines;
  var LETTERS = { L1: 'A', L2: 'K', L3: 'Q', L4: 'J' };
  var BUY_TIMES = RULES.buyTimes;
  // Line bets a player can step through (cents per line); the total bet is 20 of them.
  var STEPS = [1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100, 150, 200, 250, 500, 750, 1000, 1500, 2000, 2500, 5000];
  var NORMAL = { stops: [450, 650, 850, 1050, 1250], beat: 180, count: 700, pause: 700 };
  var TURBO = { stops: [120, 160, 200, 240, 280], beat: 40, count: 0, pause: 150 };

  var lang = document.documentElement.lang;
  // The game's theme (the one its tile shows) and its four high symbols' motifs, highest first.
  var theme = d.theme || 'fruit';
  var motifs = (d.motifs || 'cherry,mango,apple,melon').split(',');
  // The theme's symbols as the build drew them; a site without them gets this page's own drawings.
  var symbols = {};
  try {
    symbols = JSON.parse(d.symbols || '{}');
  } catch (_e) {
    symbols = {};
  }
  var KEY = { WILD: 'wild', SCATTER: 'scatter', L1: 'A', L2: 'K', L3: 'Q', L4: 'J' };
  var keyOf = function (s) {
    return KEY[s] || motifs[Number(s.slice(1)) - 1];
  };
  var LOOK = { wild: 'wolves', saga: 'wolves', ocean: 'ocean', birds: 'ocean', desert: 'egypt', orient: 'egypt' };
  var look = LOOK[theme] || 'fruits';
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);
  var lineMin = Math.max(1, Math.ceil(min / 20));
  var steps = STEPS.filter(function (s) {
    return s > lineMin && s * 20 <= max;
  });
  steps.unshift(lineMin);
  var step = 0;
  var turbo = false;
  var busy = false;
  var auto = null;
  var free = d.freeLeft ? { left: +d.freeLeft, stake: +d.freeStake, win: +d.freeWin, played: +d.freePlayed } : null;
  // The next spin's step and seed hash, fixed before it is played, and the last spin's proof.
  var next = d.next ? JSON.parse(d.next) : null;
  var last = d.last ? JSON.parse(d.last) : null;

  var nameOf = function (s) {
    if (LETTERS[s]) return t[LETTERS[s]];
    if (s === 'WILD') return t.wildName;
    if (s === 'SCATTER') return t.scatterName;
    return t.motifs[keyOf(s)] || keyOf(s);
  };
  var total = function () {
    return free && free.left > 0 ? free.stake : steps[step] * 20;
  };
  // A win as +R$ 1,00, kept left to right inside a right-to-left page.
  var plus = function (cents) {
    return '\u2066+' + money(cents) + '\u2069';
  };
  var percent = function (x) {
    return Number(x).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  };

  // ---- The symbols: a tile per theme, a picture per symbol (48 × 48), drawn in SVG.
  var PALETTE = {
    wolves: ['#1d2b44', '#9fb7d9'],
    ocean: ['#0c3b4f', '#ffd166'],
    egypt: ['#3d2c12', '#f2c14e'],
    fruits: ['#3a1038', '#ff4d6d'],
  };
  var C = function (x, y, r, f) {
    return '<circle cx="' + x + '" cy="' + y + '" r="' + r + '" fill="' + f + '"/>';
  };
  var P = function (pts, f) {
    return '<polygon points="' + pts + '" fill="' + f + '"/>';
  };
  var PATH = function (dd, f, stroke) {
    return (
      '<path d="' +
      dd +
      '" fill="' +
      (f || 'none') +
      '"' +
      (stroke ? ' stroke="' + stroke + '" stroke-width="3" stroke-linecap="round"' : '') +
      '/>'
    );
  };
  var R = function (x, y, w, h, f) {
    return '<rect x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '" rx="2" fill="' + f + '"/>';
  };
  var TEXT = function (s, size, f, y) {
    return (
      '<text x="24" y="' +
      (y || 24 + size * 0.36) +
      '" font-size="' +
      size +
      '" font-weight="800" text-anchor="middle" font-family="Georgia,serif" fill="' +
      f +
      '">' +
      s +
      '</text>'
    );
  };
  var wolfHead = function (f, eye) {
    return (
      P('9,6 18,17 30,17 39,6 40,27 24,43 8,27', f) +
      C(18, 25, 2.5, eye) +
      C(30, 25, 2.5, eye) +
      P('21,34 27,34 24,38', '#111')
    );
  };
  var ART = {
    wolves: {
      WILD: wolfHead('#c9d6e8', '#ffd34d') + TEXT('WILD', 9, '#ffd34d', 46),
      SCATTER: C(24, 24, 15, '#f4f1de') + C(30, 19, 12, '#1d2b44') + C(15, 28, 2, '#d8d2b8'),
      H1: wolfHead('#7d8ba3', '#ff4d4d'),
      H2:
        C(14, 13, 6, '#8b5a2b') +
        C(34, 13, 6, '#8b5a2b') +
        C(24, 27, 15, '#8b5a2b') +
        C(24, 32, 6, '#d2a679') +
        C(19, 23, 2, '#111') +
        C(29, 23, 2, '#111'),
      H3:
        PATH('M14 20 L8 6 M14 12 L6 12 M34 20 L40 6 M34 12 L42 12', '', '#d2b48c') +
        '<ellipse cx="24" cy="28" rx="10" ry="14" fill="#a0522d"/>' +
        C(20, 24, 2, '#111') +
        C(28, 24, 2, '#111'),
      H4:
        '<ellipse cx="24" cy="28" rx="14" ry="16" fill="#b08d57"/>' +
        C(18, 22, 6, '#fff') +
        C(30, 22, 6, '#fff') +
        C(18, 22, 3, '#111') +
        C(30, 22, 3, '#111') +
        P('22,28 26,28 24,33', '#f4a300'),
    },
    ocean: {
      WILD:
        C(24, 18, 12, '#9b5de5') +
        PATH('M14 26 Q8 38 14 44 M20 28 Q18 40 22 45 M28 28 Q30 40 26 45 M34 26 Q40 38 34 44', '', '#9b5de5') +
        C(20, 16, 2.5, '#fff') +
        C(28, 16, 2.5, '#fff') +
        TEXT('WILD', 9, '#ffd166', 12),
      SCATTER:
        R(8, 20, 32, 20, '#8b4513') +
        PATH('M8 20 Q24 6 40 20 Z', '#a0522d') +
        R(21, 22, 6, 8, '#ffd166') +
        C(24, 14, 3, '#ffd166'),
      H1:
        C(24, 22, 13, '#f1f1f1') +
        R(17, 30, 14, 9, '#f1f1f1') +
        C(19, 21, 3.5, '#111') +
        C(29, 21, 3.5, '#111') +
        PATH('M10 14 Q24 2 38 14 Z', '#d62828'),
      H2:
        PATH('M6 32 L42 32 L36 42 L12 42 Z', '#6b3e1e') +
        R(23, 6, 2, 26, '#4a2c14') +
        P('25,8 40,28 25,28', '#f4f1de') +
        P('23,10 10,28 23,28', '#e9e4c9'),
      H3:
        C(24, 10, 4, 'none') +
        PATH('M24 14 L24 40 M16 20 L32 20 M10 30 Q24 48 38 30', '', '#b8c4cc') +
        '<circle cx="24" cy="10" r="4" fill="none" stroke="#b8c4cc" stroke-width="3"/>',
      H4:
        '<ellipse cx="24" cy="28" rx="11" ry="15" fill="#2ec4b6"/>' +
        C(24, 14, 9, '#2ec4b6') +
        P('30,12 38,16 30,19', '#f4a300') +
        C(26, 12, 2, '#111') +
        P('18,36 14,46 24,40', '#e63946'),
    },
    egypt: {
      WILD:
        P('12,10 36,10 42,40 6,40', '#1f4e99') +
        PATH('M12 18 L36 18 M10 26 L38 26 M8 34 L40 34', '', '#f2c14e') +
        '<ellipse cx="24" cy="22" rx="8" ry="10" fill="#c68642"/>' +
        TEXT('WILD', 9, '#f2c14e', 47),
      SCATTER: C(36, 12, 6, '#ffb703') + P('24,10 44,40 4,40', '#e9c46a') + PATH('M24 10 L24 40', '', '#c9a227'),
      H1:
        PATH('M6 22 Q24 6 42 22 Q24 34 6 22 Z', '#fff') +
        C(24, 21, 6, '#1d3557') +
        PATH('M18 30 L14 42 M26 30 Q34 40 40 34', '', '#1d3557'),
      H2:
        '<ellipse cx="24" cy="26" rx="11" ry="15" fill="#2a9d8f"/>' +
        PATH('M24 12 L24 40 M13 20 L5 14 M35 20 L43 14 M13 30 L5 34 M35 30 L43 34', '', '#1b6b61') +
        C(24, 10, 5, '#2a9d8f'),
      H3:
        '<ellipse cx="24" cy="13" rx="7" ry="9" fill="none" stroke="#f2c14e" stroke-width="4"/>' +
        PATH('M24 22 L24 44 M12 26 L36 26', '', '#f2c14e'),
      H4:
        P('12,8 18,18 30,18 36,8 38,30 24,42 10,30', '#222') +
        C(19, 26, 2.5, '#7cfc00') +
        C(29, 26, 2.5, '#7cfc00') +
        PATH('M18 36 L30 36', '', '#f2c14e'),
    },
    fruits: {
      WILD: P('24,4 29,18 44,18 32,27 36,42 24,33 12,42 16,27 4,18 19,18', '#ffd60a') + TEXT('WILD', 9, '#3a1038', 30),
      SCATTER:
        PATH('M12 36 Q12 12 24 10 Q36 12 36 36 Z', '#ffc300') + R(8, 35, 32, 4, '#e0a800') + C(24, 42, 3.5, '#e0a800'),
      H1: TEXT('7', 38, '#ff2e4d'),
      H2:
        PATH('M6 18 A18 18 0 0 0 42 18 Z', '#2d6a4f') +
        PATH('M10 18 A14 14 0 0 0 38 18 Z', '#ff4d6d') +
        C(18, 24, 1.5, '#111') +
        C(24, 28, 1.5, '#111') +
        C(30, 24, 1.5, '#111'),
      H3:
        C(18, 16, 6, '#7b2cbf') +
        C(30, 16, 6, '#7b2cbf') +
        C(24, 26, 6, '#9d4edd') +
        C(14, 27, 5, '#9d4edd') +
        C(34, 27, 5, '#9d4edd') +
        C(24, 37, 6, '#7b2cbf'),
      H4:
        PATH('M16 30 Q20 14 30 6 M32 30 Q30 16 30 6', '', '#2d6a4f') +
        C(16, 34, 8, '#d00000') +
        C(32, 34, 8, '#d00000'),
    },
  };
  var art = function (s) {
    var url = symbols[keyOf(s)];
    if (url && /^\/static-slot-symbols\/[\w.-]+$/.test(url))
      return '<img src="' + url + '" alt="" width="48" height="48" decoding="async">';
    var pal = PALETTE[look];
    var inner = ART[look] && ART[look][s];
    if (!inner) inner = TEXT(LETTERS[s] || '?', 26, pal[1]);
    return (
      '<svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true" focusable="false">' +
      '<rect width="48" height="48" rx="8" fill="' +
      (s === 'WILD' || s === 'SCATTER' ? '#000' : pal[0]) +
      '"/>' +
      inner +
      '</svg>'
    );
  };

  // ---- The page.
  kit.note();
  var machine = app.appendChild(el('div', { class: 'machine theme-' + look, 'data-theme': theme }));
  var reels = machine.appendChild(el('div', { class: 'reels', role: 'img', dir: 'ltr', 'data-testid': 'reels' }));
  var shown = [];
  var cells = [];
  for (var c = 0; c < 5; c++) {
    var col = reels.appendChild(el('div', { class: 'reel', 'data-state': 'stopped' }));
    var column = [];
    shown.push(['L' + (1 + (c % 4)), 'H' + (1 + ((c + 1) % 4)), 'L' + (1 + ((c + 2) % 4))]);
    for (var r = 0; r < 3; r++) column.push(col.appendChild(el('div', { class: 'cell', 'aria-hidden': 'true' })));
    cells.push(column);
  }
  var overlay = reels.appendChild(el('div', { class: 'lines', 'aria-hidden': 'true' }));
  var freeLine = app.appendChild(el('p', { class: 'free', 'data-testid': 'free-spins', hidden: '' }));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));
  var winLine = app.appendChild(el('p', { class: 'win-amount', 'aria-hidden': 'true', 'data-testid': 'demo-win' }));
  var linesText = app.appendChild(el('p', { class: 'hint', 'data-testid': 'win-lines' }));

  var bet = app.appendChild(el('div', { class: 'bet', role: 'group', 'aria-label': t.stake }));
  var less = bet.appendChild(el('button', { type: 'button', class: 'step', 'aria-label': t.less }, '−'));
  var betBox = bet.appendChild(el('div', { class: 'bet-box' }));
  betBox.appendChild(el('span', { class: 'bet-label' }, t.stake));
  var betOut = betBox.appendChild(el('output', { 'data-testid': 'total-bet' }));
  var lineOut = betBox.appendChild(el('span', { class: 'hint' }));
  var more = bet.appendChild(el('button', { type: 'button', class: 'step', 'aria-label': t.more }, '+'));
  var button = app.appendChild(el('button', { type: 'button', class: 'primary', id: 'spin' }, t.spin));
  var tools = app.appendChild(el('div', { class: 'tools' }));
  var autoButton = tools.appendChild(
    el('button', { type: 'button', class: 'tool', 'aria-expanded': 'false', 'aria-controls': 'auto' }, t.auto),
  );
  var turboButton = tools.appendChild(
    el('button', { type: 'button', class: 'tool', 'aria-pressed': 'false' }, t.turbo),
  );
  var buyButton = d.buy === '1' ? tools.appendChild(el('button', { type: 'button', class: 'tool buy' })) : null;
  var confirmBox = app.appendChild(el('div', { class: 'confirm', hidden: '' }));
  var confirmText = confirmBox.appendChild(el('p'));
  var buyYes = confirmBox.appendChild(el('button', { type: 'button', class: 'primary' }, t.buyYes));
  var buyNo = confirmBox.appendChild(el('button', { type: 'button', class: 'tool' }, t.buyNo));

  // The autoplay settings: a number of spins, and the responsible-gaming stops.
  var panel = app.appendChild(el('form', { class: 'auto', id: 'auto', hidden: '' }));
  var counts = panel.appendChild(el('fieldset', { class: 'stakes' }));
  counts.appendChild(el('legend', {}, t.autoSpins));
  var autoCount = 10;
  [10, 25, 50, 100].forEach(function (n, i) {
    var label = counts.appendChild(el('label', { class: 'chip' }));
    var input = label.appendChild(el('input', { type: 'radio', name: 'spins', value: String(n) }));
    input.checked = i === 0;
    input.addEventListener('change', function () {
      autoCount = n;
    });
    label.appendChild(document.createTextNode(String(n)));
  });
  var field = function (text, id) {
    var label = panel.appendChild(el('label', { class: 'field', for: id }, text));
    var input = panel.appendChild(
      el('input', { type: 'number', id: id, min: '0', step: '0.01', inputmode: 'decimal', class: 'amount' }),
    );
    return { label: label, input: input };
  };
  var lossField = field(t.autoLoss, 'auto-loss');
  var winField = field(t.autoWin, 'auto-win');
  var freeStopLabel = panel.appendChild(el('label', { class: 'check' }));
  var freeStop = freeStopLabel.appendChild(el('input', { type: 'checkbox', id: 'auto-free' }));
  freeStop.checked = true;
  freeStopLabel.appendChild(document.createTextNode(' ' + t.autoFree));
  panel.appendChild(el('button', { type: 'submit', class: 'primary', 'data-testid': 'auto-start' }, t.autoStart));
  var autoLine = app.appendChild(el('p', { class: 'hint', 'data-testid': 'auto-status', 'aria-live': 'polite' }));

  var out = kit.balanceLine();
  var nextLine = app.appendChild(el('p', { class: 'next-hash' }, t.nextHash + ': '));
  var nextHash = nextLine.appendChild(
    el('code', { dir: 'ltr', 'data-testid': 'slot-next-hash' }, next ? next.seedHash : ''),
  );
  app.appendChild(paytable());
  // The proof of a spin, recomputed here: the server seed against the hash shown before the spin,
  // and the spin's 32-bit seed, the first 8 hex digits of HMAC-SHA256(server seed, "client
  // seed:number") (fair.js), against the seed the spin was answered with. The reels are not drawn
  // again here: they follow from that seed by src/rules/slot5.ts spinOf, the server's own module
  // (docs/games.md "Slot" says how to run it). A hand-copied second copy of the reel maths in this
  // page could drift from the server's unnoticed, and the page has no build step to compile the
  // module (ES5, served as it is), so the panel shows the seed and leaves the reels to the rule.
  var verify = kit.verifyPanel(
    'slot-verify',
    function (proof) {
      var recomputed = parseInt(proof.hmac.substr(0, 8), 16);
      var same = proof.seedMatches && String(recomputed) === proof.values.spinSeed;
      return { ok: same, text: fill(same ? t.verifyOk : t.verifyBad, { seed: recomputed }) };
    },
    { extra: [['spinSeed', t.spinSeed]], answerClass: 'verdict' },
  );
  /** Fills the panel with a spin's proof and the seed the spin was answered with. */
  var showProof = function (proof, played) {
    verify.show(proof, { spinSeed: String(played) });
  };
  if (last) showProof(last, last.seed);

  function paint(reel, symbols) {
    symbols.forEach(function (s, row) {
      cells[reel][row].innerHTML = art(s);
      cells[reel][row].setAttribute('data-symbol', s);
    });
  }
  function labelReels() {
    var rows = [0, 1, 2].map(function (row) {
      return shown
        .map(function (reel) {
          return nameOf(reel[row]);
        })
        .join(', ');
    });
    reels.setAttribute('aria-label', fill(t.reels, { rows: rows.join('; ') }));
  }
  shown.forEach(function (s, i) {
    paint(i, s);
  });
  labelReels();

  /** The paytable screen: each symbol's picture and name, what 3, 4 and 5 pay, and the rules. */
  function paytable() {
    var box = el('details', { class: 'paytable', 'data-testid': 'paytable' });
    box.appendChild(el('summary', {}, t.paytable));
    // Drawn on first opening: most spins never need it, and the reels come first.
    box.addEventListener('toggle', function () {
      if (box.open && box.children.length === 1) fillPaytable(box);
    });
    return box;
  }
  function fillPaytable(box) {
    var table = box.appendChild(el('table'));
    var head = table.appendChild(el('thead')).appendChild(el('tr'));
    [t.symbol, '3', '4', '5'].forEach(function (h) {
      head.appendChild(el('th', { scope: 'col' }, h));
    });
    var body = table.appendChild(el('tbody'));
    SYMBOLS.forEach(function (s) {
      var row = body.appendChild(el('tr'));
      var name = row.appendChild(el('th', { scope: 'row' }));
      name.appendChild(el('span', { class: 'pay-glyph', 'aria-hidden': 'true' })).innerHTML = art(s);
      name.appendChild(document.createTextNode(' ' + nameOf(s)));
      var pays = s === 'SCATTER' ? SCATTER_PAYS : PAYS[s];
      pays.forEach(function (n) {
        row.appendChild(el('td', {}, fill(s === 'SCATTER' ? t.totalTimes : t.times, { n: n })));
      });
    });
    box.appendChild(el('p', { class: 'pay-note' }, fill(t.linePays, { scatter: nameOf('SCATTER') })));
    var rules = box.appendChild(el('ul', { class: 'rules' }));
    t.rules.forEach(function (text) {
      rules.appendChild(
        el('li', {}, fill(text, { wild: nameOf('WILD'), scatter: nameOf('SCATTER'), rtp: percent(d.rtp) })),
      );
    });
    if (d.buy === '1')
      rules.appendChild(el('li', { 'data-testid': 'buy-rule' }, fill(t.buyRule, { rtp: percent(d.buyRtp) })));
  }

  function update() {
    out.textContent = money(balance);
    var inFree = free && free.left > 0;
    betOut.textContent = money(total());
    lineOut.textContent = fill(t.lineBet, { bet: money(total() / 20) });
    less.disabled = busy || !!auto || inFree || step === 0;
    more.disabled = busy || !!auto || inFree || step === steps.length - 1;
    button.disabled = busy || !!auto || (!inFree && balance < total());
    button.textContent = busy ? t.spinning : inFree ? t.freeSpin : t.spin;
    autoButton.textContent = auto ? t.autoStop : t.auto;
    if (buyButton) {
      buyButton.textContent = fill(t.buy, { price: money(total() * BUY_TIMES) });
      buyButton.disabled = busy || !!auto || inFree || balance < total() * BUY_TIMES || total() * BUY_TIMES > max;
    }
    freeLine.hidden = !free;
    if (free)
      freeLine.textContent =
        free.left > 0
          ? fill(t.freeLeft, { left: free.left, win: money(free.win) })
          : fill(t.freeDone, { win: money(free.win) });
    app.setAttribute('data-free-left', free ? String(free.left) : '0');
  }

  /** Lights the winning lines over the reels and the symbols that won on them. */
  function light(v) {
    overlay.innerHTML = '';
    cells.forEach(function (column) {
      column.forEach(function (cell) {
        cell.classList.remove('hit');
      });
    });
    if (!v.lines.length && v.scatters < 3) return;
    var paths = v.lines.map(function (w) {
      var rows = LINES[w.line - 1];
      for (var i = 0; i < w.count; i++) cells[i][rows[i]].classList.add('hit');
      return (
        '<polyline points="' +
        rows
          .map(function (row, reel) {
            return reel * 20 + 10 + ',' + (row * 20 + 10);
          })
          .join(' ') +
        '" fill="none" stroke="#ffd34d" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round"/>'
      );
    });
    if (v.scatters >= 3)
      v.reels.forEach(function (reel, i) {
        reel.forEach(function (s, row) {
          if (s === 'SCATTER') cells[i][row].classList.add('hit');
        });
      });
    overlay.innerHTML = '<svg viewBox="0 0 100 60" preserveAspectRatio="none">' + paths.join('') + '</svg>';
  }

  /** Rolls a reel: random symbols every 70 ms until the returned stop() is called. */
  function roll(reel) {
    var column = reels.children[reel];
    column.setAttribute('data-state', 'spinning');
    column.classList.add('rolling');
    var timer = setInterval(function () {
      paint(
        reel,
        [0, 1, 2].map(function () {
          return SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
        }),
      );
    }, 70);
    return function (symbols) {
      clearInterval(timer);
      column.classList.remove('rolling');
      paint(reel, symbols);
      column.setAttribute('data-state', 'stopped');
    };
  }

  function countUp(win, ms, done) {
    if (reduced || !ms) {
      winLine.textContent = plus(win);
      done();
      return;
    }
    var start = Date.now();
    (function frame() {
      var k = Math.min(1, (Date.now() - start) / ms);
      winLine.textContent = plus(Math.round(win * k));
      if (k < 1) requestAnimationFrame(frame);
      else done();
    })();
  }

  function winWords(v) {
    var parts = v.lines.map(function (w) {
      return fill(t.lineWin, { line: w.line, count: w.count, symbol: nameOf(w.symbol) });
    });
    if (v.scatters >= 3) parts.push(fill(t.scatterWin, { count: v.scatters, symbol: nameOf('SCATTER') }));
    return parts.length ? fill(t.lines, { lines: parts.join(' · ') }) : '';
  }

  function finish(v, started) {
    if (v.next) nextHash.textContent = v.next.seedHash;
    // A buy draws no reels: its step's seed decides nothing, and the panel checks it as it is.
    if (v.proof) showProof(v.proof, v.seed === null ? v.proof.seed : v.seed);
    if (v.reels.length) {
      shown = v.reels;
      labelReels();
      light(v);
    }
    balance = v.balance;
    free = v.freeSpins ? v.freeSpins : v.kind === 'free' ? free : null;
    machine.classList.toggle('won', v.win > 0);
    var said = v.win > 0 ? fill(t.win, { amount: money(v.win) }) : v.kind === 'buy' ? '' : t.lose;
    if (v.added) said = (said ? said + ' ' : '') + fill(v.kind === 'free' ? t.freeMore : t.freeStart, { n: v.added });
    result.textContent = said;
    result.className = v.win > 0 || v.added ? 'result won' : 'result';
    linesText.textContent = winWords(v);
    var speed = turbo ? TURBO : NORMAL;
    var ready = function () {
      busy = false;
      app.setAttribute('data-ready', String(Date.now() - started));
      app.setAttribute('data-last-order', v.orderId);
      update();
      if (auto) afterAuto(v);
    };
    if (v.win > 0) countUp(v.win, speed.count, ready);
    else ready();
  }

  /** One spin: the next free spin while any is left, else a paid spin (or the buy). */
  function go(buy) {
    if (busy) return;
    var inFree = free && free.left > 0;
    var stake = total();
    if (auto && !inFree && auto.loss && auto.lost + stake > auto.loss) return endAuto('whyLoss');
    busy = true;
    var started = Date.now();
    app.removeAttribute('data-ready');
    machine.classList.remove('won');
    winLine.textContent = '';
    linesText.textContent = '';
    overlay.innerHTML = '';
    result.textContent = reduced || buy ? '' : t.rolling;
    result.className = 'result';
    if (!inFree && !buy) {
      // The stake leaves the balance as the reels start; the answer sets the true balance.
      balance -= stake;
    }
    var stops =
      reduced || buy
        ? null
        : cells.map(function (_, i) {
            return roll(i);
          });
    update();
    var speed = turbo ? TURBO : NORMAL;
    kit.post(
      inFree ? '/wps/demo/spin/free' : '/wps/demo/spin',
      inFree
        ? { play: kit.play, requestKey: kit.randomKey() }
        : { play: kit.play, stake: stake, requestKey: kit.randomKey(), buy: !!buy },
      result,
      function (v) {
        if (auto) {
          if (v.kind === 'paid') auto.done++;
          auto.lost += v.stake - v.win;
        }
        if (!stops) {
          if (v.reels.length)
            v.reels.forEach(function (s, i) {
              paint(i, s);
            });
          finish(v, started);
          return;
        }
        var at = Date.now() - started;
        var last = 0;
        stops.forEach(function (stop, i) {
          last = Math.max(speed.stops[i], at + speed.beat * (i + 1), last + speed.beat);
          setTimeout(function () {
            stop(v.reels[i]);
            if (i === stops.length - 1) finish(v, started);
          }, last - at);
        });
      },
      function (ok) {
        if (ok) return;
        // Refused or failed: the reels go back to what they showed, and the balance to what it was.
        if (stops)
          stops.forEach(function (stop, i) {
            stop(shown[i]);
          });
        if (!inFree && !buy) balance += stake;
        busy = false;
        update();
        if (auto) endAuto('whyError');
      },
    );
  }

  // ---- Autoplay.
  var cents = function (input) {
    // Empty or not a number (NaN) is no limit.
    var n = Math.round(Number(String(input.value).replace(',', '.')) * 100);
    if (!(n > 0)) return 0;
    return n;
  };
  function endAuto(why) {
    if (!auto) return;
    auto = null;
    app.setAttribute('data-auto', 'stopped');
    autoLine.textContent = fill(t.autoEnded, { why: t[why] });
    update();
  }
  function autoStatus() {
    autoLine.textContent = fill(t.autoLeft, { done: auto.done, total: auto.total });
    app.setAttribute('data-auto-done', String(auto.done));
  }
  function afterAuto(v) {
    autoStatus();
    if (auto.win && v.win > auto.win) return endAuto('whyWin');
    if (v.added && auto.free) return endAuto('whyFree');
    if (auto.loss && auto.lost >= auto.loss) return endAuto('whyLoss');
    var inFree = free && free.left > 0;
    if (!inFree && auto.done >= auto.total) return endAuto('whyCount');
    setTimeout(
      function () {
        if (auto) go(false);
      },
      reduced ? 100 : (turbo ? TURBO : NORMAL).pause,
    );
  }
  panel.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy || auto) return;
    auto = {
      total: autoCount,
      done: 0,
      lost: 0,
      loss: cents(lossField.input),
      win: cents(winField.input),
      free: freeStop.checked,
    };
    panel.hidden = true;
    autoButton.setAttribute('aria-expanded', 'false');
    app.setAttribute('data-auto', 'running');
    autoStatus();
    update();
    go(false);
  });
  autoButton.addEventListener('click', function () {
    if (auto) return endAuto('whyStopped');
    panel.hidden = !panel.hidden;
    autoButton.setAttribute('aria-expanded', String(!panel.hidden));
  });
  turboButton.addEventListener('click', function () {
    turbo = !turbo;
    turboButton.setAttribute('aria-pressed', String(turbo));
  });
  less.addEventListener('click', function () {
    if (step > 0) step--;
    update();
  });
  more.addEventListener('click', function () {
    if (step < steps.length - 1) step++;
    update();
  });
  button.addEventListener('click', function () {
    go(false);
  });
  if (buyButton) {
    buyButton.addEventListener('click', function () {
      confirmText.textContent = fill(t.buyConfirm, { price: money(total() * BUY_TIMES) });
      confirmBox.hidden = false;
      buyYes.focus();
    });
    buyNo.addEventListener('click', function () {
      confirmBox.hidden = true;
    });
    buyYes.addEventListener('click', function () {
      confirmBox.hidden = true;
      go(true);
    });
  }
  if (free) result.textContent = fill(t.freeBack, { left: free.left, stake: money(free.stake) });
  update();
});
