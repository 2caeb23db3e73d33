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
  var trial = d.trial === '1';
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);
  var busy = false;
  var shotKey = null;
  var autoLeft = 0;
  var shots = [];

  app.appendChild(
    el(
      'p',
      { class: 'demo-note' + (trial ? ' trial' : ''), 'data-testid': 'demo-note' },
      trial ? t.trialNote : t.realNote,
    ),
  );
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
  var stakeLabel = row.appendChild(el('label', {}, t.stake + ' '));
  var select = stakeLabel.appendChild(el('select', { 'data-testid': 'fish-stake' }));
  [1, 2, 5, 10, 50].forEach(function (k) {
    if (min * k <= max) select.appendChild(el('option', { value: String(min * k) }, money(min * k)));
  });
  select.addEventListener('change', render);
  var autoLabel = row.appendChild(el('label', {}, t.auto + ' '));
  var autoSelect = autoLabel.appendChild(el('select', { 'data-testid': 'fish-auto' }));
  autoSelect.appendChild(el('option', { value: '0' }, t.autoOff));
  [10, 25, 50].forEach(function (n) {
    autoSelect.appendChild(el('option', { value: String(n) }, fill(t.autoShots, { count: n })));
  });
  var stop = app.appendChild(el('button', { type: 'button', class: 'stop', 'data-testid': 'fish-stop' }, t.stop));
  stop.hidden = true;
  stop.addEventListener('click', function () {
    autoLeft = 0;
    render();
  });
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'fish-result' }));
  var line = app.appendChild(el('p', { class: 'balance' }, (trial ? t.trialBalance : t.realBalance) + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));
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
  var verify = verifyPanel();

  function say(text, good) {
    result.textContent = text;
    result.className = 'result' + (good === true ? ' won' : good === false ? ' failed' : '');
  }

  /** A POST that answers the envelope either way; a lost connection is retried once with the same body. */
  function call(path, payload, done, retried) {
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
      .then(function (r) {
        return r.json();
      })
      .then(done, function () {
        if (retried) done(null);
        else setTimeout(call, 500, path, payload, done, true);
      });
  }

  function refusal(body) {
    var code = body && body.code;
    var limit = kit.limitText(code, body && body.value);
    if (limit) return limit;
    if (code === 'INSUFFICIENT_BALANCE') return t.noMoney;
    if (code === 'PLAY_EXPIRED') return t.expired;
    if (code === 'BONUS_MAX_STAKE') return fill(t.maxStake, { max: money((body.value && body.value.maxStake) || 0) });
    return t.error;
  }

  function randomKey() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  /** One shot at a fish; autofire fires the next one when this one is answered. */
  function fire(times, button) {
    // The same key until the shot is answered: a retry never fires (or stakes) twice.
    shotKey = shotKey || randomKey();
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
    verify.fillFrom(s);
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
        verify.fillFrom(s);
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
        if (shots[0]) verify.fillFrom(shots[0]);
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

  /** The proof of a shot, recomputed here: the outcome from the seed, and the seed against the hash shown before. */
  function verifyPanel() {
    var box = app.appendChild(el('details', { class: 'paytable verify', 'data-testid': 'fish-verify' }));
    box.appendChild(el('summary', {}, t.fair));
    box.appendChild(el('p', {}, t.fairText));
    var field = function (label, name) {
      var l = box.appendChild(el('label', { class: 'proof' }, label));
      return l.appendChild(
        el('input', { type: 'text', name: name, dir: 'ltr', autocomplete: 'off', spellcheck: 'false' }),
      );
    };
    var hash = field(t.seedHash, 'seedHash');
    var seed = field(t.serverSeed, 'serverSeed');
    var client = field(t.clientSeed, 'clientSeed');
    var nonce = field(t.nonce, 'nonce');
    var target = field(t.target, 'target');
    var go = box.appendChild(el('button', { type: 'button', class: 'primary' }, t.verify));
    var answer = box.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'verify-result' }));
    var played = null;
    go.addEventListener('click', function () {
      kit.withFair(function (fair) {
        var times = Number(target.value.trim());
        var fell = fallsOf(fair.hmacHex(seed.value.trim(), client.value.trim() + ':' + nonce.value.trim()), times);
        var same =
          fair.sha256Hex(seed.value.trim()) === hash.value.trim() &&
          (!played || (played.target === times && played.fell === fell));
        answer.textContent = fill(same ? t.verifyOk : t.verifyBad, {
          times: times,
          outcome: fell ? t.fellWord : t.missWord,
        });
        answer.className = 'result' + (same ? ' won' : ' failed');
      });
    });
    return {
      fillFrom: function (s) {
        played = s;
        hash.value = s.proof.seedHash;
        seed.value = s.proof.serverSeed;
        client.value = s.proof.clientSeed;
        nonce.value = String(s.proof.nonce);
        target.value = String(s.target);
        answer.textContent = '';
      },
      open: function () {
        box.open = true;
      },
    };
  }
});
