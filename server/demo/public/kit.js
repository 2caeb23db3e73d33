// Shared by the demo games (loaded before every game's script): the page's language and text
// (kit-text.js's shared strings under the game's own), its data attributes and play key, money
// in the page's language, an element builder, the demo-money note and the balance line, the
// stake chips and the stake list, the POSTs that show a refusal in the player's words, and the
// provably fair verify panel. A game runs through window.demoGame, which hands it the kit and
// the tools every game names.
(function () {
  'use strict';
  /** The page language's strings of each table (English where a table lacks the language), later tables winning. */
  var textOf = function (lang, tables) {
    var t = {};
    tables.forEach(function (table) {
      var own = (table && (table[lang] || table.en)) || {};
      Object.keys(own).forEach(function (k) {
        t[k] = own[k];
      });
    });
    return t;
  };

  var demoKit = function (TEXT) {
    var lang = document.documentElement.lang;
    var t = textOf(lang, [window.demoKitText, TEXT]);
    var fill = function (s, v) {
      return s.replace(/\{(\w+)\}/g, function (m, k) {
        return k in v ? v[k] : m;
      });
    };
    var d = document.body.dataset;
    var play = document.querySelector('meta[name="play"]').getAttribute('content');
    var money = function (cents) {
      return (
        d.currency + ' ' + (cents / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      );
    };
    var app = document.getElementById('app');
    var el = function (tag, attrs, text) {
      var n = document.createElement(tag);
      Object.keys(attrs || {}).forEach(function (k) {
        n.setAttribute(k, attrs[k]);
      });
      if (text !== undefined) n.textContent = text;
      return n;
    };

    /** A fieldset of stake chips, the first one chosen; onPick gets the chosen stake in cents. */
    var stakeChips = function (values, onPick) {
      var stakes = el('fieldset', { class: 'stakes' });
      stakes.appendChild(el('legend', {}, t.stake));
      values.forEach(function (s, i) {
        var label = el('label', { class: 'chip' });
        var input = el('input', { type: 'radio', name: 'stake', value: String(s) });
        input.checked = i === 0;
        input.addEventListener('change', function () {
          onPick(s);
        });
        label.appendChild(input);
        label.appendChild(document.createTextNode(money(s)));
        stakes.appendChild(label);
      });
      return stakes;
    };

    /**
     * A labelled list of stakes put in `into`: the table's minimum times 1, 2, 5, 10 and 50, as far
     * as the largest stake allows, the smallest chosen. `label` defaults to the word for a stake.
     */
    var stakeSelect = function (into, attrs, label) {
      var holder = into.appendChild(el('label', {}, (label || t.stake) + ' '));
      var select = holder.appendChild(el('select', attrs));
      var min = Number(d.min);
      [1, 2, 5, 10, 50].forEach(function (k) {
        if (min * k <= Number(d.max)) select.appendChild(el('option', { value: String(min * k) }, money(min * k)));
      });
      return select;
    };

    /** The line under the title that says whether the player plays with demo money or a real balance. */
    var note = function () {
      var trial = d.trial === '1';
      return app.appendChild(
        el(
          'p',
          { class: 'demo-note' + (trial ? ' trial' : ''), 'data-testid': 'demo-note' },
          trial ? t.trialNote : t.realNote,
        ),
      );
    };

    /** The balance line ("Demo money: …" or "Real balance: …"); answers the output for the amount. */
    var balanceLine = function () {
      var line = app.appendChild(
        el('p', { class: 'balance' }, (d.trial === '1' ? t.trialBalance : t.realBalance) + ': '),
      );
      return line.appendChild(el('output', { 'data-testid': 'demo-balance' }));
    };

    /** Writes a result line (class `base`, 'result' unless given): green when good is true, red when false, plain otherwise. */
    var say = function (result, text, good, base) {
      result.textContent = text;
      result.className = (base || 'result') + (good === true ? ' won' : good === false ? ' failed' : '');
    };

    /** A key for a stake's request: the same key on a retry never stakes twice. */
    var randomKey = function () {
      var bytes = new Uint8Array(12);
      crypto.getRandomValues(bytes);
      return Array.prototype.map
        .call(bytes, function (b) {
          return (b < 16 ? '0' : '') + b.toString(16);
        })
        .join('');
    };

    /**
     * A stake refused by the member's loss or time limit (server/api/play-limits.ts), in the
     * player's words with the limit and when play may go on; null for any other refusal.
     */
    var limitText = function (code, v) {
      v = v || {};
      var when = function (iso) {
        return new Date(iso).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' });
      };
      if (code === 'LOSS_LIMIT')
        return fill(t.lossLimit, {
          limit: money(v.limitCents || 0),
          lost: money(v.lostCents || 0),
          date: when(v.resetsAt),
        });
      if (code === 'TIME_LIMIT') return fill(t.timeLimit, { date: when(v.until) });
      return null;
    };

    /**
     * A refused answer in the player's words: a loss or time limit, a low balance, an ended session,
     * the bonus's largest stake, else the game's own words for its code (`own`, code → text).
     */
    var refusal = function (body, own) {
      var code = body && body.code;
      var value = body && body.value;
      return (
        limitText(code, value) ||
        (code === 'INSUFFICIENT_BALANCE'
          ? t.noMoney
          : code === 'PLAY_EXPIRED'
            ? t.expired
            : code === 'BONUS_MAX_STAKE'
              ? fill(t.maxStake, { max: money((value && value.maxStake) || 0) })
              : (own && own[code]) || t.error)
      );
    };

    /** POSTs JSON; the promise of the answer's envelope. */
    var postJson = function (path, payload) {
      return fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      }).then(function (r) {
        return r.json();
      });
    };

    /** A POST that answers the envelope either way (null unanswered); a lost connection is retried once, same body. */
    var call = function (path, payload, done, retried) {
      postJson(path, payload).then(done, function () {
        if (retried) done(null);
        else setTimeout(call, 500, path, payload, done, true);
      });
    };

    /** POSTs a play; a refusal or a failure is written to `result`; `settled(ok)` runs either way. */
    var post = function (path, payload, result, onSuccess, settled) {
      var ok = false;
      postJson(path, payload)
        .then(function (body) {
          if (body && body.success) {
            ok = true;
            onSuccess(body.value);
          } else {
            post.lastCode = body && body.code;
            say(result, refusal(body, t.codes), false);
          }
        })
        .catch(function () {
          say(result, t.error, false);
        })
        .then(function () {
          settled(ok);
        });
    };

    // The verify panels' hashes (fair.js) load on first use: most players never open the panel.
    // A failed load (offline) leaves nothing behind, so the next tap tries again.
    var withFair = function (done) {
      if (window.demoFair) return done(window.demoFair);
      var s = el('script', { src: '/demo/fair.js' });
      s.onload = function () {
        done(window.demoFair);
      };
      s.onerror = function () {
        s.remove();
      };
      document.head.appendChild(s);
    };

    /**
     * The provably fair panel, closed until opened: the seed's hash, the server seed, the client
     * seed and the number (then `opts.extra`, [name, label] pairs), and Verify, which recomputes
     * the outcome here. `check({ hmac, seedMatches, values, fair })` answers { ok, text }: hmac is
     * HMAC-SHA256(server seed, "client seed:number"), seedMatches whether the seed's SHA-256 is
     * the hash, values the fields' trimmed texts. `opts.hint`: a line above the fields;
     * `opts.notYet(values)`: what to say instead of checking a proof not complete yet;
     * `opts.answerClass`: the answer line's class, 'result' unless given (the slot's spin line
     * is its page's only .result).
     */
    var verifyPanel = function (testid, check, opts) {
      opts = opts || {};
      var box = app.appendChild(el('details', { class: 'paytable verify proof-panel', 'data-testid': testid }));
      box.appendChild(el('summary', {}, t.fair));
      box.appendChild(el('p', {}, t.fairText));
      if (opts.hint) box.appendChild(el('p', { class: 'hint' }, opts.hint));
      var fields = {};
      [
        ['seedHash', t.seedHash],
        ['serverSeed', t.serverSeed],
        ['clientSeed', t.clientSeed],
        ['nonce', t.nonce],
      ]
        .concat(opts.extra || [])
        .forEach(function (f) {
          var label = box.appendChild(el('label', { class: 'proof' }, f[1]));
          fields[f[0]] = label.appendChild(
            el('input', {
              type: 'text',
              name: f[0],
              class: 'control',
              dir: 'ltr',
              autocomplete: 'off',
              spellcheck: 'false',
            }),
          );
        });
      var go = box.appendChild(el('button', { type: 'button', class: 'primary' }, t.verify));
      var answerClass = opts.answerClass || 'result';
      var answer = box.appendChild(el('p', { class: answerClass, role: 'status', 'data-testid': 'verify-result' }));
      go.addEventListener('click', function () {
        var v = {};
        Object.keys(fields).forEach(function (k) {
          v[k] = fields[k].value.trim();
        });
        var wait = opts.notYet && opts.notYet(v);
        if (wait) {
          answer.textContent = wait;
          return;
        }
        withFair(function (fair) {
          var said = check({
            hmac: fair.hmacHex(v.serverSeed, v.clientSeed + ':' + v.nonce),
            seedMatches: fair.sha256Hex(v.serverSeed) === v.seedHash,
            values: v,
            fair: fair,
          });
          say(answer, said.text, said.ok, answerClass);
        });
      });
      return {
        box: box,
        /** Fills the fields from a proof (seedHash, serverSeed, clientSeed, nonce; `extra` by name), clears the answer. */
        show: function (proof, extra) {
          fields.seedHash.value = proof.seedHash;
          fields.serverSeed.value = proof.serverSeed || '';
          fields.clientSeed.value = proof.clientSeed;
          fields.nonce.value = String(proof.nonce);
          Object.keys(extra || {}).forEach(function (k) {
            fields[k].value = extra[k];
          });
          answer.textContent = '';
        },
        /** Opens the panel; with `focus`, on its Verify button. */
        open: function (focus) {
          box.open = true;
          if (focus) go.focus();
        },
      };
    };

    return {
      t: t,
      fill: fill,
      d: d,
      play: play,
      money: money,
      el: el,
      app: app,
      stakeChips: stakeChips,
      stakeSelect: stakeSelect,
      note: note,
      balanceLine: balanceLine,
      say: say,
      randomKey: randomKey,
      refusal: refusal,
      postJson: postJson,
      call: call,
      post: post,
      limitText: limitText,
      withFair: withFair,
      verifyPanel: verifyPanel,
    };
  };

  /** Runs a game's script with the kit built from its texts (window.demoText) and its common tools. */
  window.demoGame = function (game) {
    var kit = demoKit(window.demoText);
    game(kit, kit.t, kit.fill, kit.d, kit.money, kit.el, kit.app);
    // Playing with bonus money: the largest stake, named under the game's title.
    if (kit.d.bonusMax) {
      var cap = kit.el(
        'p',
        { class: 'demo-note bonus', 'data-testid': 'demo-bonus-cap' },
        kit.fill(kit.t.bonusCap, { max: kit.money(Number(kit.d.bonusMax)) }),
      );
      var title = kit.app.querySelector('h1');
      kit.app.insertBefore(cap, title ? title.nextSibling : kit.app.firstChild);
    }
  };
})();
