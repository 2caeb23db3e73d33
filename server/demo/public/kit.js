// Shared by the demo games (slot.js, lottery.js; loaded before them): the page's language
// and text, its data attributes and play key, money in the page's language, an element
// builder, the stake chips, and the POST that shows a refusal in the player's words. A game
// runs through window.demoGame, which hands it the kit and the tools every game names.
(function () {
  'use strict';
  var demoKit = function (TEXT) {
    var lang = document.documentElement.lang;
    var t = TEXT[lang] || TEXT.en;
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

    /** POSTs a play; a refusal or a failure is written to `result`; `settled(ok)` runs either way. */
    var post = function (path, payload, result, onSuccess, settled) {
      var ok = false;
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      })
        .then(function (r) {
          return r.json();
        })
        .then(function (body) {
          if (body && body.success) {
            ok = true;
            onSuccess(body.value);
          } else {
            var code = body && body.code;
            post.lastCode = code;
            result.textContent =
              limitText(code, body.value) ||
              (code === 'INSUFFICIENT_BALANCE'
                ? t.noMoney
                : code === 'PLAY_EXPIRED'
                  ? t.expired
                  : code === 'BONUS_MAX_STAKE'
                    ? fill(t.maxStake, { max: money((body.value && body.value.maxStake) || 0) })
                    : (t.codes && t.codes[code]) || t.error);
            result.className = 'result failed';
          }
        })
        .catch(function () {
          result.textContent = t.error;
          result.className = 'result failed';
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

    return {
      t: t,
      fill: fill,
      d: d,
      play: play,
      money: money,
      el: el,
      app: document.getElementById('app'),
      stakeChips: stakeChips,
      post: post,
      limitText: limitText,
      withFair: withFair,
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
