// Demo sportsbook (server/rounds/sportsbook.ts): the page shows what the server answers, polled
// every 2 s: live scores, clocks and odds that move, markets suspended after a score change.
// The slip keeps the odds each selection had when it was tapped and a placement carries them:
// if they moved, the server answers the new odds and the slip asks before placing at them.
// A cash-out carries the value shown. The verify panel recomputes an ended event's final score
// from its seed (SHA-256 and HMAC below; docs/games.md has the rule). ES5, served as written.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  var lang = document.documentElement.lang;
  var trial = d.trial === '1';
  var min = Number(d.min);
  var max = Number(d.max);
  var SPORTS = ['football', 'basketball', 'tennis', 'esports', 'cockfight'];
  var sport = 'football';
  var state = null;
  var drawn = '';
  /** eventId → { eventId, home, away, market, line, pick, odds, label } */
  var slip = {};
  var slipOrder = [];
  var stakes = {};
  var busy = false;
  var pending = null;
  /** What was placed before the slip asked about moved odds: said again once the rest is placed. */
  var pendingDone = [];

  var ltr = function (s) {
    return '\u2066' + s + '\u2069';
  };
  var fmtOdds = function (o) {
    return ltr((o / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  };
  var fmtLine = function (market, line) {
    var s = Math.abs(line).toLocaleString(lang, { maximumFractionDigits: 1 });
    return ltr(market === 'AH' ? (line > 0 ? '+' : line < 0 ? '\u2212' : '') + s : s);
  };
  var marketName = function (m) {
    return fill(t.market[m.market] || m.market, { line: fmtLine(m.market, m.line) });
  };
  var pickName = function (pick, e) {
    return fill(t.pick[pick] || pick, { home: e.home, away: e.away });
  };
  var timeOf = function (ms) {
    return new Date(ms).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  };
  var cents = function (text) {
    var v = Number(String(text).replace(/\s/g, '').replace(',', '.'));
    return v > 0 && v < Infinity ? Math.round(v * 100) : 0;
  };

  app.appendChild(
    el(
      'p',
      { class: 'demo-note' + (trial ? ' trial' : ''), 'data-testid': 'demo-note' },
      trial ? t.trialNote : t.realNote,
    ),
  );
  var line = app.appendChild(el('p', { class: 'balance' }, (trial ? t.trialBalance : t.realBalance) + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }, money(Number(d.balance))));
  var nav = app.appendChild(el('nav', { class: 'sports', 'aria-label': t.sportsNav }));
  SPORTS.forEach(function (s) {
    var b = nav.appendChild(
      el('button', { type: 'button', 'data-testid': 'sport-' + s, 'aria-pressed': String(s === sport) }, t.sports[s]),
    );
    b.addEventListener('click', function () {
      sport = s;
      Array.prototype.forEach.call(nav.children, function (n) {
        n.setAttribute('aria-pressed', String(n === b));
      });
      drawn = '';
      poll();
    });
  });
  var status = app.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'sports-status' }));
  var list = app.appendChild(el('div', { class: 'events', 'data-testid': 'events' }));
  var slipBox = app.appendChild(el('section', { class: 'slip', 'aria-label': t.slip, 'data-testid': 'slip' }));
  var betsBox = app.appendChild(el('section', { class: 'bets', 'aria-label': t.myBets, 'data-testid': 'my-bets' }));
  var resultsBox = app.appendChild(el('section', { class: 'results', 'aria-label': t.results }));
  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  rules.appendChild(el('p', { 'data-testid': 'sports-rtp' }, fill(t.rtp, { rtp: d.rtp })));
  rules.appendChild(el('p', {}, t.cashOutRule));
  var verify = verifyPanel();

  function call(path, body, done) {
    body.play = kit.play;
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (b) {
        done(b && b.success ? null : (b && b.code) || 'ERROR', b ? b.value : null);
      })
      .catch(function () {
        done('OFFLINE', null);
      });
  }

  function poll() {
    var asked = sport;
    call('/wps/demo/sports/state', { sport: asked }, function (err, v) {
      if (err) {
        status.textContent = err === 'PLAY_EXPIRED' ? t.expired : t.offline;
        return;
      }
      if (asked !== sport) return;
      // Back online: the connection message goes; a cash-out's stays until the next one.
      if (status.textContent === t.offline) status.textContent = '';
      state = v;
      out.textContent = money(v.balance);
      var key = JSON.stringify([v.events, v.results, v.bets]);
      if (key !== drawn) {
        drawn = key;
        drawEvents();
        drawBets();
        drawResults();
      }
    });
  }

  function drawEvents() {
    list.textContent = '';
    var live = state.events.filter(function (e) {
      return e.phase === 'LIVE';
    });
    var pre = state.events.filter(function (e) {
      return e.phase === 'PRE';
    });
    [
      [t.live, live],
      [t.next, pre],
    ].forEach(function (group) {
      list.appendChild(el('h2', {}, group[0]));
      if (!group[1].length) list.appendChild(el('p', { class: 'hint' }, t.noEvents));
      group[1].forEach(function (e) {
        list.appendChild(eventCard(e));
      });
    });
  }

  function eventCard(e) {
    var card = el('article', { class: 'event', 'data-testid': 'event-' + e.eventId, 'data-phase': e.phase });
    var head = card.appendChild(el('header', {}));
    head.appendChild(el('span', { class: 'comp' }, e.competition));
    var clock =
      e.phase === 'LIVE'
        ? e.minute !== null
          ? fill(t.minute, { m: e.minute })
          : t.set
        : fill(t.kickoff, { time: timeOf(e.kickoff) });
    head.appendChild(el('span', { class: e.phase === 'LIVE' ? 'clock live' : 'clock' }, clock));
    var teams = card.appendChild(el('h3', {}));
    teams.appendChild(el('span', {}, e.home));
    teams.appendChild(
      el('span', { class: 'score', 'data-testid': 'score-' + e.eventId }, ltr(e.homeScore + ' \u2013 ' + e.awayScore)),
    );
    teams.appendChild(el('span', {}, e.away));
    e.markets.forEach(function (m) {
      var row = card.appendChild(el('div', { class: 'market', role: 'group', 'aria-label': marketName(m) }));
      row.appendChild(el('span', { class: 'mname' }, marketName(m)));
      m.picks.forEach(function (p) {
        var chosen = slip[e.eventId] && slip[e.eventId].market === m.market && slip[e.eventId].pick === p.pick;
        var name = pickName(p.pick, e);
        var b = row.appendChild(
          el('button', {
            type: 'button',
            class: 'odds',
            'data-testid': 'pick-' + e.eventId + '-' + m.market + '-' + p.pick,
            'aria-pressed': String(!!chosen),
          }),
        );
        b.appendChild(el('span', { class: 'pname' }, name));
        b.appendChild(el('span', { class: 'pval' }, p.odds === null ? t.suspended : fmtOdds(p.odds)));
        b.setAttribute(
          'aria-label',
          e.home +
            ' x ' +
            e.away +
            ', ' +
            marketName(m) +
            ': ' +
            name +
            ' ' +
            (p.odds === null ? t.suspended : fmtOdds(p.odds)),
        );
        if (p.odds === null) b.disabled = true;
        b.addEventListener('click', function () {
          toggle(e, m, p, name);
        });
      });
    });
    return card;
  }

  function toggle(e, m, p, name) {
    var cur = slip[e.eventId];
    if (cur && cur.market === m.market && cur.pick === p.pick) {
      delete slip[e.eventId];
      slipOrder.splice(slipOrder.indexOf(e.eventId), 1);
    } else {
      // One selection per event: a new pick on an event replaces the one it had.
      if (!cur) slipOrder.push(e.eventId);
      slip[e.eventId] = {
        eventId: e.eventId,
        home: e.home,
        away: e.away,
        market: m.market,
        pick: p.pick,
        odds: p.odds,
        label: e.home + ' x ' + e.away + ' \u00b7 ' + marketName(m) + ': ' + name,
      };
    }
    drawn = '';
    drawEvents();
    drawSlip();
  }

  function drawSlip(message, failed) {
    slipBox.textContent = '';
    slipBox.appendChild(el('h2', {}, t.slip));
    if (!slipOrder.length) slipBox.appendChild(el('p', { class: 'hint' }, t.slipEmpty));
    slipOrder.forEach(function (id) {
      var s = slip[id];
      var row = slipBox.appendChild(el('div', { class: 'sel', 'data-testid': 'slip-' + id }));
      row.appendChild(el('p', {}, s.label + ' @ ' + fmtOdds(s.odds)));
      var rm = row.appendChild(
        el('button', { type: 'button', class: 'remove', 'aria-label': fill(t.remove, { what: s.label }) }, '\u00d7'),
      );
      rm.addEventListener('click', function () {
        delete slip[id];
        slipOrder.splice(slipOrder.indexOf(id), 1);
        drawn = '';
        drawEvents();
        drawSlip();
      });
      row.appendChild(stakeField('single-' + id, t.single, [s.odds]));
    });
    if (slipOrder.length > 1) {
      var multi = slipBox.appendChild(el('div', { class: 'sel multi', 'data-testid': 'slip-multiple' }));
      multi.appendChild(el('p', {}, fill(t.multiple, { n: slipOrder.length })));
      multi.appendChild(el('p', { class: 'hint' }, t.multipleOne));
      multi.appendChild(
        stakeField(
          'multiple',
          fill(t.multiple, { n: slipOrder.length }),
          slipOrder.map(function (id) {
            return slip[id].odds;
          }),
        ),
      );
    }
    // Playing with bonus money: a bet under the lowest odds that count is said before it is placed.
    var minOdds = Number(d.bonusOdds || 0);
    var combined = slipOrder.reduce(function (o, id) {
      return (o * slip[id].odds) / 100;
    }, 100);
    var under = slipOrder.filter(function (id) {
      return slip[id].odds < minOdds;
    });
    if (minOdds > 0 && (under.length > 0 || (slipOrder.length > 1 && combined < minOdds)))
      slipBox.appendChild(
        el(
          'p',
          { class: 'hint bonus', role: 'note', 'data-testid': 'slip-bonus-odds' },
          fill(t.underOdds, { odds: fmtOdds(minOdds) }),
        ),
      );
    if (slipOrder.length) {
      var go = slipBox.appendChild(
        el('button', { type: 'button', class: 'primary', 'data-testid': 'place' }, busy ? t.placing : t.place),
      );
      go.disabled = busy;
      go.addEventListener('click', placeAll);
    }
    slipBox.appendChild(
      el(
        'p',
        { class: 'result' + (failed ? ' failed' : ''), role: 'status', 'data-testid': 'slip-result' },
        message || '',
      ),
    );
    if (pending) {
      var ask = slipBox.appendChild(el('div', { class: 'ask' }));
      var yes = ask.appendChild(
        el('button', { type: 'button', class: 'primary', 'data-testid': 'accept-odds' }, t.accept),
      );
      var no = ask.appendChild(el('button', { type: 'button', 'data-testid': 'refuse-odds' }, t.refuse));
      yes.addEventListener('click', function () {
        var queue = pending;
        pending = null;
        run(queue, pendingDone);
      });
      no.addEventListener('click', function () {
        pending = null;
        drawSlip(t.refused, true);
      });
    }
  }

  function stakeField(key, what, odds) {
    var wrap = el('label', { class: 'stake' }, fill(t.stakeFor, { what: what }) + ' ');
    var input = wrap.appendChild(
      el('input', {
        type: 'text',
        inputmode: 'decimal',
        dir: 'ltr',
        autocomplete: 'off',
        'data-testid': 'stake-' + key,
      }),
    );
    input.value = stakes[key] || '';
    var ret = el('span', { class: 'hint' });
    var show = function () {
      stakes[key] = input.value;
      var c = cents(input.value);
      var v = c;
      odds.forEach(function (o) {
        v = (v * o) / 100;
      });
      ret.textContent = c ? fill(t.returns, { amount: money(Math.floor(v)) }) : '';
    };
    input.addEventListener('input', show);
    show();
    wrap.appendChild(ret);
    return wrap;
  }

  function placeAll() {
    if (busy) return;
    var queue = [];
    slipOrder.forEach(function (id) {
      var c = cents(stakes['single-' + id]);
      if (c) queue.push({ ids: [id], stake: c });
    });
    var m = cents(stakes.multiple);
    if (slipOrder.length > 1 && m) queue.push({ ids: slipOrder.slice(), stake: m });
    if (!queue.length) return drawSlip(fill(t.overLimit, { min: money(min), max: money(max) }), true);
    for (var i = 0; i < queue.length; i++)
      if (queue[i].stake < min || queue[i].stake > max)
        return drawSlip(fill(t.overLimit, { min: money(min), max: money(max) }), true);
    run(queue, []);
  }

  /** Places the queued bets one by one; an odds change stops the queue and asks. */
  function run(queue, done) {
    if (!queue.length) {
      busy = false;
      slip = {};
      slipOrder = [];
      stakes = {};
      drawn = '';
      drawSlip(done.join(' '));
      poll();
      return;
    }
    busy = true;
    drawSlip(done.join(' '));
    var b = queue[0];
    var sels = b.ids.map(function (id) {
      var s = slip[id];
      return { eventId: s.eventId, market: s.market, pick: s.pick, odds: s.odds };
    });
    var what = b.ids.length > 1 ? fill(t.multiple, { n: b.ids.length }) : t.single;
    call(
      '/wps/demo/sports/bet',
      {
        stake: b.stake,
        requestKey: 'sb-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10),
        selections: sels,
      },
      function (err, v) {
        if (!err) {
          out.textContent = money(v.balance);
          // A bet placed leaves its stake field empty: trying the slip again never places it twice.
          stakes[b.ids.length > 1 ? 'multiple' : 'single-' + b.ids[0]] = '';
          done.push(fill(t.placed, { what: what + ' ' + money(b.stake) }));
          return run(queue.slice(1), done);
        }
        busy = false;
        if (err === 'ODDS_CHANGED' && v && v.selections) {
          var moved = [];
          v.selections.forEach(function (n) {
            var s = slip[n.eventId];
            if (s && s.odds !== n.odds) {
              moved.push(s.label + ' ' + fmtOdds(s.odds) + ' \u2192 ' + fmtOdds(n.odds));
              s.odds = n.odds;
            }
          });
          pending = queue;
          pendingDone = done;
          return drawSlip(done.concat(fill(t.changed, { list: moved.join('; ') })).join(' '), true);
        }
        var msg =
          kit.limitText(err, v) ||
          (err === 'MARKET_SUSPENDED'
            ? t.suspendedRefusal
            : err === 'INSUFFICIENT_BALANCE'
              ? t.noMoney
              : err === 'BAD_STAKE'
                ? fill(t.overLimit, { min: money(min), max: money(max) })
                : err === 'BONUS_MAX_STAKE'
                  ? fill(t.maxStake, { max: money((v && v.maxStake) || 0) })
                  : err === 'EVENT_OVER'
                    ? t.over
                    : err === 'PLAY_EXPIRED'
                      ? t.expired
                      : t.error);
        // What was placed leaves the slip; what was not stays for another try.
        drawSlip(done.concat(msg).join(' '), true);
      },
    );
  }

  function betLine(bet) {
    var li = el('li', { class: 'bet ' + bet.state.toLowerCase(), 'data-testid': 'bet-' + bet.betId });
    var kind = bet.selections.length > 1 ? fill(t.multiple, { n: bet.selections.length }) : t.single;
    li.appendChild(el('p', { class: 'kind' }, kind + ' \u00b7 ' + t.state[bet.state]));
    var ul = li.appendChild(el('ul', {}));
    bet.selections.forEach(function (s) {
      var m = { market: s.market, line: s.line };
      ul.appendChild(
        el(
          'li',
          {},
          s.home +
            ' x ' +
            s.away +
            ' \u00b7 ' +
            marketName(m) +
            ': ' +
            pickName(s.pick, s) +
            ' @ ' +
            fmtOdds(s.odds) +
            (t.result[s.result] ? ' (' + t.result[s.result] + ')' : ''),
        ),
      );
    });
    li.appendChild(el('p', {}, fill(t.stakeWas, { stake: money(bet.stake), potential: money(bet.potential) })));
    if (bet.state !== 'OPEN' && bet.state !== 'LOST')
      li.appendChild(el('p', { class: 'paid' }, fill(t.paid, { amount: money(bet.win) })));
    if (bet.state === 'OPEN') {
      var co = li.appendChild(
        el(
          'button',
          { type: 'button', class: 'cashout', 'data-testid': 'cashout-' + bet.betId },
          bet.cashOut === null ? t.cashOutOff : fill(t.cashOut, { amount: money(bet.cashOut) }),
        ),
      );
      co.disabled = bet.cashOut === null;
      var res = li.appendChild(el('p', { class: 'result', role: 'status' }));
      co.addEventListener('click', function () {
        co.disabled = true;
        call('/wps/demo/sports/cashout', { betId: bet.betId, value: bet.cashOut }, function (err, v) {
          if (!err) {
            out.textContent = money(v.balance);
            status.textContent = fill(t.cashedOut, { amount: money(v.bet.win) });
            drawn = '';
            return poll();
          }
          co.disabled = false;
          if (err === 'CASHOUT_CHANGED' && v) {
            bet.cashOut = v.value;
            co.textContent = fill(t.cashOut, { amount: money(v.value) });
            res.textContent = fill(t.cashOutChanged, { amount: money(v.value) });
          } else
            res.textContent = err === 'CASHOUT_SUSPENDED' ? t.cashOutOff : err === 'PLAY_EXPIRED' ? t.expired : t.error;
        });
      });
    }
    return li;
  }

  function drawBets() {
    betsBox.textContent = '';
    betsBox.appendChild(el('h2', {}, t.myBets));
    [
      [
        t.open,
        'open',
        function (b) {
          return b.state === 'OPEN';
        },
      ],
      [
        t.settled,
        'settled',
        function (b) {
          return b.state !== 'OPEN';
        },
      ],
    ].forEach(function (g) {
      betsBox.appendChild(el('h3', {}, g[0]));
      var these = state.bets.filter(g[2]);
      var ul = betsBox.appendChild(el('ul', { 'data-testid': 'bets-' + g[1] }));
      if (!these.length) ul.appendChild(el('li', { class: 'hint' }, t.none));
      these.forEach(function (b) {
        ul.appendChild(betLine(b));
      });
    });
  }

  function drawResults() {
    resultsBox.textContent = '';
    resultsBox.appendChild(el('h2', {}, t.results));
    var ul = resultsBox.appendChild(el('ul', {}));
    if (!state.results.length) ul.appendChild(el('li', { class: 'hint' }, t.none));
    state.results.forEach(function (e) {
      var li = ul.appendChild(el('li', { 'data-testid': 'result-' + e.eventId }));
      li.appendChild(
        el(
          'span',
          {},
          e.home + ' ' + ltr(e.homeScore + ' \u2013 ' + e.awayScore) + ' ' + e.away + ' \u00b7 ' + t.finished + ' ',
        ),
      );
      var v = li.appendChild(
        el('button', { type: 'button', 'aria-label': t.verify + ': ' + e.home + ' x ' + e.away }, t.verify),
      );
      v.addEventListener('click', function () {
        verify.fillFrom(e);
      });
    });
  }

  /** The verify panel: any ended event's final score recomputed here from its seed (src/rules/sports.ts timelineOf). */
  function verifyPanel() {
    var box = app.appendChild(el('details', { class: 'paytable verify', 'data-testid': 'verify' }));
    box.appendChild(el('summary', {}, t.fair));
    box.appendChild(el('p', { class: 'hint', dir: 'ltr' }, t.fairText));
    var field = function (label) {
      var l = box.appendChild(el('label', { class: 'proof' }, label));
      return l.appendChild(el('input', { type: 'text', dir: 'ltr', autocomplete: 'off', spellcheck: 'false' }));
    };
    var hash = field(t.seedHash);
    var seed = field(t.serverSeed);
    var client = field(t.clientSeed);
    var nonce = field(t.nonce);
    var go = box.appendChild(el('button', { type: 'button', class: 'primary' }, t.verify));
    var answer = box.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'verify-result' }));
    var ev = null;
    go.addEventListener('click', function () {
      if (!ev) return;
      kit.withFair(function (fair) {
        var hmac = fair.hmacHex(seed.value.trim(), client.value.trim() + ':' + nonce.value.trim());
        var score = finalScore(ev.sport, ev.model, function (k) {
          return parseInt(fair.sha256Hex(hmac + ':' + k).slice(0, 13), 16) / 4503599627370496;
        });
        var ok = fair.sha256Hex(seed.value.trim()) === hash.value.trim();
        answer.textContent = ok ? fill(t.verifyOk, { score: ltr(score[0] + ' \u2013 ' + score[1]) }) : t.verifyBad;
        answer.className = 'result' + (ok ? ' won' : ' failed');
      });
    });
    return {
      fillFrom: function (e) {
        ev = e;
        box.open = true;
        hash.value = e.seedHash;
        seed.value = e.serverSeed || '';
        client.value = e.clientSeed;
        nonce.value = String(e.nonce);
        answer.textContent = '';
        go.focus();
      },
    };
  }

  function poissonInverse(lambda, u) {
    var k = 0;
    var p = Math.exp(-lambda);
    var cdf = p;
    while (u >= cdf && k < 10000) {
      k++;
      p *= lambda / k;
      cdf += p;
    }
    return k;
  }

  function finalScore(sportName, m, u) {
    if (sportName === 'football' || sportName === 'basketball') {
      var h = poissonInverse(m.a, u(0));
      var a = poissonInverse(m.b, u(1));
      if (sportName === 'basketball' && h === a) {
        if (u(2) < 0.5) h++;
        else a++;
      }
      return [h, a];
    }
    if (sportName === 'cockfight') {
      var v = u(0);
      return v < m.a ? [1, 0] : v < m.a + m.b ? [0, 0] : [0, 1];
    }
    var hs = 0;
    var as = 0;
    for (var i = 0; hs < 2 && as < 2; i++) {
      if (u(i) < m.a) hs++;
      else as++;
    }
    return [hs, as];
  }

  drawSlip();
  poll();
  setInterval(poll, 2000);
});
