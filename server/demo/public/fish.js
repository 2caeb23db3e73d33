// Demo fish shooting (server/rounds/fish.ts). Seven fish swim across the sea, each with its
// multiplier (2× to the 100× boss); the swimming is cosmetic, done by CSS transforms the compositor
// runs (fish.css), so the main thread stays free on a slow phone. Tapping a fish fires one shot
// at its multiplier: the server decides whether it falls and answers the win, the seed and the
// next shot's seed hash (shown before every shot). Autofire repeats the shot a chosen number of
// times and stops at the first refusal. The verify panel recomputes a shot here (SHA-256 and HMAC
// from fair.js; docs/games.md has the rule). With prefers-reduced-motion the fish stay still.
// ES5, served as it is.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // src/rules/fish.ts: the targets, smallest first (the last is the boss), and the return.
  var TARGETS = [2, 3, 5, 10, 20, 50, 100];
  var RETURN = 96;
  var balance = Number(d.balance);
  var busy = false;
  var shotKey = null;
  var autoLeft = 0;
  var shots = [];

  kit.note();
  var sea = app.appendChild(el('div', { class: 'sea', role: 'group', 'aria-label': t.sea, 'data-testid': 'fish-sea' }));
  var fish = TARGETS.map(function (times, i) {
    var b = sea.appendChild(
      el('button', {
        type: 'button',
        class: 'fish lane-' + i + (times === 100 ? ' boss' : ''),
        'data-times': String(times),
        'data-testid': 'fish-' + times,
      }),
    );
    b.appendChild(el('span', { class: 'body', 'aria-hidden': 'true' }));
    b.appendChild(el('span', { class: 'times', dir: 'ltr' }, times + '\u00d7'));
    b.addEventListener('click', function () {
      if (busy) return;
      autoLeft = Number(autoSelect.value);
      fire(times, b);
    });
    return b;
  });

  var row = app.appendChild(el('div', { class: 'fish-row' }));
  var select = kit.stakeSelect(row, { class: 'control', 'data-testid': 'fish-stake' });
  select.addEventListener('change', render);
  var autoLabel = row.appendChild(el('label', {}, t.auto + ' '));
  var autoSelect = autoLabel.appendChild(el('select', { class: 'control', 'data-testid': 'fish-auto' }));
  autoSelect.appendChild(el('option', { value: '0' }, t.autoOff));
  [10, 25, 50].forEach(function (n) {
    autoSelect.appendChild(el('option', { value: String(n) }, fill(t.autoShots, { count: n })));
  });
  var stop = app.appendChild(
    el('button', { type: 'button', class: 'stop control', 'data-testid': 'fish-stop' }, t.stop),
  );
  stop.hidden = true;
  stop.addEventListener('click', function () {
    autoLeft = 0;
    render();
  });
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'fish-result' }));
  var out = kit.balanceLine();
  var nextLine = app.appendChild(el('p', { class: 'next-hash' }, t.nextHash + ': '));
  var nextHash = nextLine.appendChild(el('code', { dir: 'ltr', 'data-testid': 'fish-next-hash' }));
  var lastBox = app.appendChild(el('details', { class: 'paytable' }));
  lastBox.appendChild(el('summary', {}, t.last));
  var lastList = lastBox.appendChild(el('ol', { class: 'shots', 'data-testid': 'fish-shots' }));

  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  rules.appendChild(el('p', { 'data-testid': 'fish-rtp' }, fill(t.rtp, { rtp: d.rtp })));
  var table = rules.appendChild(el('table', { class: 'targets' }));
  table.appendChild(el('caption', {}, t.payTable));
  var head = table.appendChild(el('tr'));
  [t.payTarget, t.payChance, t.payAmount].forEach(function (h) {
    head.appendChild(el('th', { scope: 'col' }, h));
  });
  var payCells = TARGETS.map(function (times) {
    var r = table.appendChild(el('tr'));
    r.appendChild(
      el('th', { scope: 'row', dir: 'ltr' }, times + '\u00d7' + (times === 100 ? ' (' + t.boss + ')' : '')),
    );
    r.appendChild(el('td', { dir: 'ltr' }, (RETURN / times).toFixed(2) + ' %'));
    return r.appendChild(el('td', { dir: 'ltr' }));
  });
  // The proof of a shot, recomputed here: the outcome from the seed, and the seed against the hash shown before.
  var played = null;
  var verify = kit.verifyPanel(
    'fish-verify',
    function (proof) {
      var times = Number(proof.values.target);
      var fell = fallsOf(proof.hmac, times);
      var same = proof.seedMatches && (!played || (played.target === times && played.fell === fell));
      return {
        ok: same,
        text: fill(same ? t.verifyOk : t.verifyBad, { times: times, outcome: fell ? t.fellWord : t.missWord }),
      };
    },
    { extra: [['target', t.target]] },
  );
  var showProof = function (s) {
    played = s;
    verify.show(s.proof, { target: String(s.target) });
  };

  function say(text, good) {
    kit.say(result, text, good);
  }

  var call = kit.call;
  var refusal = kit.refusal;

  /** One shot at a fish; autofire fires the next one when this one is answered. */
  function fire(times, button) {
    // The same key until the shot is answered: a retry never fires (or stakes) twice.
    shotKey = shotKey || kit.randomKey();
    busy = true;
    render();
    var stake = Number(select.value);
    call('/wps/demo/fish/shot', { play: kit.play, stake: stake, target: times, requestKey: shotKey }, function (body) {
      busy = false;
      if (body && body.success) {
        shotKey = null;
        balance = body.value.balance;
        nextHash.textContent = body.value.next.seedHash;
        show(body.value.shot, button);
        if (autoLeft > 0) autoLeft--;
      } else {
        if (body && body.code) shotKey = null;
        // Autofire stops at any refusal.
        autoLeft = 0;
        say(refusal(body), false);
      }
      render();
      if (autoLeft > 0) setTimeout(fire, 250, times, button);
    });
  }

  /** A shot's answer: the fish falls (a short flash) or swims on; the line, the list and the proof. */
  function show(s, button) {
    if (s.fell) say(fill(t.fell, { times: s.target, amount: money(s.win) }), true);
    else say(fill(t.missed, { times: s.target }), false);
    if (button) {
      button.classList.remove('hit', 'miss');
      // Restarts the flash: reading offsetWidth makes the removal count before the class comes back.
      void button.offsetWidth;
      button.classList.add(s.fell ? 'hit' : 'miss');
    }
    shots.unshift(s);
    shots = shots.slice(0, 10);
    renderShots();
    showProof(s);
  }

  function renderShots() {
    lastList.textContent = '';
    shots.forEach(function (s) {
      var li = lastList.appendChild(el('li'));
      var b = li.appendChild(
        el(
          'button',
          { type: 'button', class: 'shot' + (s.fell ? ' won' : '') },
          s.fell ? fill(t.lineWon, { times: s.target, amount: money(s.win) }) : fill(t.lineLost, { times: s.target }),
        ),
      );
      b.addEventListener('click', function () {
        showProof(s);
        verify.open();
      });
    });
  }

  function render() {
    var stake = Number(select.value);
    fish.forEach(function (b, i) {
      b.setAttribute('aria-label', fill(t.shoot, { times: TARGETS[i], amount: money(stake) }));
      b.disabled = busy || balance < stake;
    });
    payCells.forEach(function (c, i) {
      c.textContent = money(stake * TARGETS[i]);
    });
    select.disabled = busy || autoLeft > 0;
    autoSelect.disabled = busy || autoLeft > 0;
    stop.hidden = autoLeft <= 0;
    if (autoLeft > 0) say(fill(t.autoLeft, { left: autoLeft }));
    out.textContent = money(balance);
  }

  function load() {
    call('/wps/demo/fish/state', { play: kit.play }, function (body) {
      if (body && body.success) {
        balance = body.value.balance;
        nextHash.textContent = body.value.next.seedHash;
        shots = body.value.shots;
        renderShots();
        if (shots[0]) showProof(shots[0]);
        say(t.pickTarget);
      } else say(refusal(body), false);
      render();
    });
  }

  render();
  load();

  /**
   * src/rules/fish.ts falls, exactly in doubles: the roll h (52 bits) is split as hi · 2^26 + lo,
   * and h · times · 100 < 96 · 2^52 is h · (25 · times) < 3 · 2^55, that is
   * hi · a + floor(lo · a / 2^26) < 3 · 2^29 with a = 25 · times (every product under 2^53).
   */
  function fallsOf(hmac, times) {
    var h = parseInt(hmac.substr(0, 13), 16);
    var hi = Math.floor(h / 67108864);
    var lo = h - hi * 67108864;
    var a = 25 * times;
    return hi * a + Math.floor((lo * a) / 67108864) < 3 * 536870912;
  }
});
