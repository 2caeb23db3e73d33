// Demo lottery: pick numbers and bet for the next draw. The server draws on its clock and
// settles every bet (server/db/lottery.ts); this page counts down to the next draw, shows the
// latest results (lighting the numbers this player picked) and what each format pays. When a
// draw settles one of this page's bets, the page says its result and payout and shows the new
// balance (POST /wps/demo/lottery/bets with the play key), without being opened again.
// ES5, served as it is (no build step).
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  var lang = document.documentElement.lang;
  var trial = d.trial === '1';
  var min = Number(d.min);
  var pool = Number(d.numbers);
  var picks = Number(d.picks);
  var pickMin = Number(d.pickMin);
  var each = d.kind === 'each';
  var pays = {};
  (d.pays || '').split(',').forEach(function (p) {
    var kv = p.split(':');
    if (kv.length === 2) pays[kv[0]] = Number(kv[1]);
  });
  var balance = Number(d.balance);
  var myBets = [];

  app.appendChild(el('p', { class: 'demo-note' + (trial ? ' trial' : '') }, trial ? t.trialNote : t.realNote));
  if (d.playType && t[d.playType]) app.appendChild(el('p', { class: 'demo-mode' }, t.mode + ': ' + t[d.playType]));
  var clock = app.appendChild(el('p', { class: 'countdown', 'data-testid': 'countdown' }));
  var clockLabel = clock.appendChild(el('span', {}, t.next + ' '));
  var clockTime = clock.appendChild(el('time', { class: 'countdown-time' }, '--:--'));
  var how = fill(each ? t.each : t.ticket, { n: picks, pool: pool, drawn: d.drawn, times: pays[1] });
  app.appendChild(el('p', { class: 'hint' }, how));
  var chosen = [];
  var group = el('div', { class: 'numbers' + (pool > 30 ? ' numbers-many' : ''), role: 'group', 'aria-label': how });
  var buttons = [];
  for (var i = 1; i <= pool; i++) {
    (function (n) {
      var b = el(
        'button',
        { type: 'button', class: 'number', 'aria-pressed': 'false', 'aria-label': fill(t.number, { n: n }) },
        String(n).padStart(2, '0'),
      );
      b.addEventListener('click', function () {
        var at = chosen.indexOf(n);
        if (at >= 0) chosen.splice(at, 1);
        else if (chosen.length < picks) chosen.push(n);
        update();
      });
      buttons.push(b);
      group.appendChild(b);
    })(i);
  }
  app.appendChild(group);
  var count = app.appendChild(el('p', { class: 'hint', 'aria-live': 'polite' }));
  var stake = min;
  var stakes = kit.stakeChips(
    [1, 2, 5].map(function (m) {
      return min * m;
    }),
    function (s) {
      stake = s;
      update();
    },
  );
  stakes.querySelector('legend').textContent = each ? t.stakeEach : t.stakeTicket;
  app.appendChild(stakes);
  var button = app.appendChild(el('button', { type: 'button', class: 'primary' }, t.bet));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));
  var line = app.appendChild(el('p', { class: 'balance' }, (trial ? t.trialBalance : t.realBalance) + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));
  var history = app.appendChild(el('section', { class: 'draws', 'aria-label': t.results }));
  history.appendChild(el('h2', {}, t.results));
  var list = history.appendChild(el('ol', { class: 'draw-list', 'data-testid': 'draws' }));
  if (!each) app.appendChild(prizeTable());

  function prizeTable() {
    var box = el('details', { class: 'paytable' });
    box.appendChild(el('summary', {}, t.prizes));
    var table = box.appendChild(el('table'));
    var head = table.appendChild(el('thead')).appendChild(el('tr'));
    head.appendChild(el('th', { scope: 'col' }, t.hits));
    head.appendChild(el('th', { scope: 'col' }, t.prize));
    var body = table.appendChild(el('tbody'));
    Object.keys(pays)
      .sort(function (a, b) {
        return b - a;
      })
      .forEach(function (h) {
        var row = body.appendChild(el('tr'));
        row.appendChild(el('th', { scope: 'row' }, fill(t.hitsRow, { n: h })));
        row.appendChild(el('td', {}, fill(t.times, { n: pays[h].toLocaleString(lang) })));
      });
    return box;
  }

  var time = function (iso) {
    return new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  };
  var getJson = function (path, done) {
    fetch(path, { headers: { Accept: 'application/json' } })
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        if (body && body.success) done(body.value);
      })
      .catch(function () {
        /* the countdown and results are extras: the next refresh tries again */
      });
  };

  // This page's bets still waiting for their draw, asked after each draw and now and then (an
  // operator may draw early); each settled one says its draw's result and payout once.
  function pending() {
    return myBets.filter(function (b) {
      return !b.done;
    });
  }
  function checkBets() {
    var open = pending();
    if (!open.length) return;
    fetch('/wps/demo/lottery/bets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        play: kit.play,
        orderIds: open.map(function (b) {
          return b.orderId;
        }),
      }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (body) {
        if (!body || !body.success) return;
        var changed = false;
        body.value.bets.forEach(function (bet) {
          var mine = open.filter(function (b) {
            return b.orderId === bet.orderId;
          })[0];
          if (!mine || bet.status === 'PENDING') return;
          mine.done = true;
          changed = true;
          if (bet.status !== 'SETTLED' || !bet.drawn) return;
          var hits = mine.numbers.filter(function (n) {
            return bet.drawn.indexOf(n) >= 0;
          }).length;
          result.textContent = fill(bet.win > 0 ? t.won : t.lost, {
            time: time(bet.drawAt),
            hits: hits,
            amount: money(bet.win),
          });
          result.className = 'result ' + (bet.win > 0 ? 'won' : 'lost');
        });
        if (changed) {
          balance = body.value.balance;
          update();
        }
      })
      .catch(function () {
        /* the next check tries again */
      });
  }
  setInterval(checkBets, 15000);

  function showDraws(page) {
    list.textContent = '';
    if (!page.content.length) list.appendChild(el('li', { class: 'hint' }, t.noResults));
    page.content.forEach(function (draw) {
      var mine = [];
      myBets.forEach(function (b) {
        if (b.drawAt === draw.drawAt) mine = mine.concat(b.numbers);
      });
      var item = list.appendChild(el('li', { class: 'draw' }));
      item.appendChild(el('span', { class: 'draw-time' }, fill(t.drawAt, { time: time(draw.drawAt) })));
      var balls = item.appendChild(el('span', { class: 'balls' }));
      draw.numbers.forEach(function (n) {
        balls.appendChild(
          el('span', { class: 'ball' + (mine.indexOf(n) >= 0 ? ' ball-hit' : '') }, String(n).padStart(2, '0')),
        );
      });
    });
  }

  // The countdown runs on the server's clock: the offset between it and this phone's is
  // measured once per refresh, so a phone set to the wrong time still counts right.
  var drawAt = 0;
  var offset = 0;
  function refresh() {
    getJson('/wps/lottery/next?nodeId=' + encodeURIComponent(d.node), function (v) {
      offset = Date.parse(v.serverTime) - Date.now();
      drawAt = Date.parse(v.drawAt);
      tick();
    });
    getJson('/wps/lottery/draws?nodeId=' + encodeURIComponent(d.node) + '&pageSize=5', function (page) {
      showDraws(page);
      checkBets();
    });
  }
  var waiting = false;
  function tick() {
    if (!drawAt) return;
    var left = Math.max(0, Math.ceil((drawAt - (Date.now() + offset)) / 1000));
    if (left === 0) {
      clockLabel.textContent = t.drawing;
      clockTime.textContent = '';
      // The draw runs just after its tick; its result is in a moment later.
      if (!waiting) {
        waiting = true;
        setTimeout(function () {
          waiting = false;
          clockLabel.textContent = t.next + ' ';
          refresh();
        }, 1500);
        setTimeout(checkBets, 4000);
      }
      return;
    }
    clockTime.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    clockTime.setAttribute('datetime', 'PT' + left + 'S');
  }
  setInterval(tick, 1000);
  refresh();

  var busy = false;
  function update() {
    buttons.forEach(function (b, idx) {
      var on = chosen.indexOf(idx + 1) >= 0;
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      b.disabled = !on && chosen.length >= picks;
    });
    count.textContent = fill(t.picked, { n: chosen.length, max: picks });
    out.textContent = money(balance);
    var cost = each ? stake * chosen.length : stake;
    button.disabled = busy || chosen.length < pickMin || balance < cost;
    button.textContent = busy ? t.betting : t.bet;
  }

  button.addEventListener('click', function () {
    if (busy || chosen.length < pickMin) return;
    busy = true;
    update();
    var numbers = chosen.slice().sort(function (a, b) {
      return a - b;
    });
    kit.post(
      '/wps/demo/lottery/bet',
      { play: kit.play, numbers: numbers, stake: stake },
      result,
      function (v) {
        balance = v.balance;
        myBets.push({ orderId: v.orderId, drawAt: v.drawAt, numbers: numbers, done: false });
        result.textContent = fill(t.placed, { amount: money(v.stake), time: time(v.drawAt) });
        result.className = 'result won';
        chosen = [];
      },
      function () {
        busy = false;
        update();
      },
    );
  });
  update();
});
