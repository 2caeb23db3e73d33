// Live baccarat, punto banco (server/rounds/baccarat.ts). One table for every player: the page
// asks the server for the round every second and shows it. While bets are open, tapping a spot
// adds the chosen chip to it and "Bet" sends them all at once (one request key per bet, so a
// retry never stakes twice); the server deals when betting closes, from the round's seed, and
// pays. The seed's hash shows before the deal, the seed after, and "Verify" recomputes the hash
// and the six cards here (SHA-256 and HMAC from fair.js; docs/games.md has the rule). The bead
// road lists the last coups. With prefers-reduced-motion nothing moves (baccarat.css). ES5.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  var SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];
  var RANKS = 'A23456789TJQK';
  var SUITS = 'shdc';
  var SIGNS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);
  var rtp = {};
  (d.rtp || '').split(',').forEach(function (kv) {
    var p = kv.split(':');
    rtp[p[0]] = p[1];
  });
  var chip = min;
  var chips = { PLAYER: 0, BANKER: 0, TIE: 0, PLAYER_PAIR: 0, BANKER_PAIR: 0 };
  var state = null;
  var busy = false;
  var betKey = null;
  var shownResult = null;
  var offset = 0;

  kit.note();
  var balanceLine = app.appendChild(el('p', { class: 'balance', 'data-testid': 'balance' }));
  var phase = app.appendChild(el('p', { class: 'phase', 'data-testid': 'phase' }));
  var hashLine = app.appendChild(el('p', { class: 'hash', 'data-testid': 'seed-hash' }));

  var hands = app.appendChild(el('div', { class: 'hands' }));
  var handBox = function (side) {
    var box = hands.appendChild(el('section', { class: 'hand ' + side.toLowerCase(), 'data-testid': 'hand-' + side }));
    var title = box.appendChild(el('h2', {}, t.spots[side]));
    var cards = box.appendChild(el('ul', { class: 'cards' }));
    return { title: title, cards: cards };
  };
  var playerHand = handBox('PLAYER');
  var bankerHand = handBox('BANKER');
  var result = app.appendChild(el('p', { class: 'result', 'data-testid': 'result', 'aria-live': 'polite' }));

  var chipsBox = app.appendChild(
    kit.stakeChips(
      [min, min * 5, min * 10, min * 50].filter(function (v) {
        return v <= max;
      }),
      function (s) {
        chip = s;
      },
    ),
  );
  chipsBox.setAttribute('data-testid', 'chips');
  var spotsBox = app.appendChild(el('div', { class: 'spots' }));
  var spotButtons = {};
  SPOTS.forEach(function (s) {
    var b = spotsBox.appendChild(
      el('button', { type: 'button', class: 'spot ' + s.toLowerCase(), 'data-testid': 'spot-' + s }),
    );
    b.appendChild(el('span', { class: 'name' }, t.spots[s]));
    b.appendChild(el('span', { class: 'pays', dir: 'ltr' }, t.pays[s]));
    b.appendChild(el('span', { class: 'amount', dir: 'ltr' }));
    b.addEventListener('click', function () {
      if (!canBet()) return;
      chips[s] += chip;
      draw();
    });
    spotButtons[s] = b;
  });
  var actions = app.appendChild(el('div', { class: 'actions' }));
  var clearButton = actions.appendChild(
    el('button', { type: 'button', class: 'clear', 'data-testid': 'clear' }, t.clear),
  );
  var betButton = actions.appendChild(el('button', { type: 'button', class: 'bet', 'data-testid': 'place-bet' }));
  clearButton.addEventListener('click', function () {
    SPOTS.forEach(function (s) {
      chips[s] = 0;
    });
    draw();
  });
  betButton.addEventListener('click', placeBet);

  var roadTitle = app.appendChild(el('h2', { class: 'road-title', id: 'road-title' }, t.road));
  var road = app.appendChild(el('ol', { class: 'road', 'aria-labelledby': 'road-title', 'data-testid': 'road' }));
  void roadTitle;

  var proof = app.appendChild(el('details', { class: 'proof' }));
  proof.appendChild(el('summary', {}, t.verify));
  var proofText = proof.appendChild(el('p', { class: 'proof-text', dir: 'ltr' }));
  var verifyButton = proof.appendChild(el('button', { type: 'button', 'data-testid': 'verify' }, t.verify));
  var verifyResult = proof.appendChild(el('p', { 'data-testid': 'verify-result', 'aria-live': 'polite' }));

  var rules = app.appendChild(el('details', { class: 'rules' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  var rtpList = rules.appendChild(el('ul', { 'data-testid': 'rtp' }));
  SPOTS.forEach(function (s) {
    rtpList.appendChild(el('li', {}, fill(t.rtpLine, { spot: t.spots[s], rtp: rtp[s] || '' })));
  });

  var total = function () {
    return SPOTS.reduce(function (sum, s) {
      return sum + chips[s];
    }, 0);
  };
  var now = function () {
    return Date.now() + offset;
  };
  function canBet() {
    return (
      !!state &&
      !!state.round &&
      state.round.state === 'BETTING' &&
      !state.bet &&
      !busy &&
      now() < state.round.bettingEndsAt
    );
  }
  var cardName = function (c) {
    var r = RANKS.charAt(c % 13);
    return fill(t.card, { rank: t.ranks[r] || r, suit: t.suits[SUITS.charAt(Math.floor(c / 13))] });
  };
  var showCards = function (box, cards, side, totalPoints) {
    // Drawn again only when they change: a card dealt is not dealt again every half second.
    var key = cards ? cards.join(',') : '';
    if (box.key === key) return;
    box.key = key;
    box.cards.textContent = '';
    (cards || []).forEach(function (c) {
      var s = SUITS.charAt(Math.floor(c / 13));
      var r = RANKS.charAt(c % 13);
      var li = box.cards.appendChild(el('li', { class: 'card ' + (s === 'h' || s === 'd' ? 'red' : 'black') }));
      li.appendChild(el('span', { 'aria-hidden': 'true', dir: 'ltr' }, (r === 'T' ? '10' : r) + SIGNS[s]));
      li.appendChild(el('span', { class: 'sr' }, cardName(c)));
    });
    box.title.textContent = cards ? fill(t.hand, { side: t.spots[side], total: totalPoints }) : t.spots[side];
  };

  function draw() {
    balanceLine.textContent = fill(t.balance, { amount: money(balance) });
    var round = state && state.round;
    var open = canBet();
    SPOTS.forEach(function (s) {
      var placed = state && state.bet ? state.bet.stakes[s] : chips[s];
      var b = spotButtons[s];
      b.querySelector('.amount').textContent = placed ? money(placed) : '';
      b.setAttribute('aria-label', fill(t.spotLabel, { spot: t.spots[s], pays: t.pays[s], amount: money(placed) }));
      b.disabled = !open;
    });
    betButton.textContent = fill(t.place, { amount: money(total()) });
    betButton.disabled = !open || total() <= 0;
    clearButton.disabled = !open || total() <= 0;
    if (!round || round.state === 'VOID') phase.textContent = t.waiting;
    else if (round.state === 'BETTING' && now() < round.bettingEndsAt)
      phase.textContent = fill(t.betting, { seconds: Math.max(0, Math.ceil((round.bettingEndsAt - now()) / 1000)) });
    else phase.textContent = t.closed;
    hashLine.textContent = round ? t.hash + ': ' + round.seedHash.slice(0, 16) + '…' : '';
    var coup = round && round.coup;
    showCards(playerHand, coup && coup.player, 'PLAYER', coup && coup.playerTotal);
    showCards(bankerHand, coup && coup.banker, 'BANKER', coup && coup.bankerTotal);
    if (coup && shownResult !== round.roundId) {
      shownResult = round.roundId;
      var v = { winner: t.spots[coup.winner], player: coup.playerTotal, banker: coup.bankerTotal };
      var mine = state.bet;
      var line = coup.winner === 'TIE' ? fill(t.tieResult, v) : fill(t.result, v);
      if (mine) line += ' ' + (mine.win > 0 ? fill(t.got, { amount: money(mine.win) }) : t.noWin);
      result.textContent = line;
      result.className = 'result ' + (mine ? (mine.win > 0 ? 'won' : 'lost') : '');
      proofText.textContent =
        t.seed +
        ': ' +
        round.serverSeed +
        '\n' +
        t.hash +
        ': ' +
        round.seedHash +
        '\n' +
        t.clientSeed +
        ': ' +
        round.clientSeed +
        ' #' +
        round.nonce;
      verifyResult.textContent = '';
    }
    if (round && round.state === 'BETTING' && shownResult && shownResult !== round.roundId && !coup) {
      shownResult = null;
    }
    road.textContent = '';
    ((state && state.history) || [])
      .slice()
      .reverse()
      .forEach(function (r) {
        if (!r.coup) return;
        var w = r.coup.winner;
        road
          .appendChild(
            el(
              'li',
              { class: 'bead ' + w.toLowerCase(), title: fill(t.roadItem, { n: r.nonce, winner: t.spots[w] }) },
              t.letters[w],
            ),
          )
          .setAttribute('aria-label', fill(t.roadItem, { n: r.nonce, winner: t.spots[w] }));
      });
  }

  function placeBet() {
    if (!canBet() || total() <= 0) return;
    busy = true;
    betKey = betKey || 'bacc-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
    var payload = { play: kit.play, roundId: state.round.roundId, stakes: chips, requestKey: betKey };
    kit.post(
      '/wps/demo/baccarat/bet',
      payload,
      result,
      function (v) {
        balance = v.balance;
        state.bet = v.bet;
        betKey = null;
        SPOTS.forEach(function (s) {
          chips[s] = 0;
        });
        result.textContent = fill(t.placed, { amount: money(v.bet.stake) });
        result.className = 'result';
      },
      function (ok) {
        busy = false;
        if (!ok && kit.post.lastCode !== undefined) betKey = null;
        if (!ok && kit.post.lastCode === 'BAD_STAKE') result.textContent = fill(t.codes.BAD_STAKE, { max: money(max) });
        draw();
      },
    );
  }

  verifyButton.addEventListener('click', function () {
    var round = state && state.round;
    if (!round || !round.serverSeed) return;
    kit.withFair(function (fair) {
      var shoe = [];
      for (var i = 0; i < 416; i++) shoe.push(i % 52);
      for (var k = 0; k < 6; k++) {
        var h = fair.hmacHex(round.serverSeed, round.clientSeed + ':' + round.nonce + ':' + k).slice(0, 13);
        // 52 bits modulo 416 − k, exactly: split the number so no double loses a digit.
        var hi = parseInt(h.slice(0, 6), 16);
        var lo = parseInt(h.slice(6), 16);
        var m = 416 - k;
        var r = ((hi % m) * (268435456 % m) + (lo % m)) % m;
        var tmp = shoe[k];
        shoe[k] = shoe[k + r];
        shoe[k + r] = tmp;
      }
      var dealt = round.coup.player.concat(round.coup.banker);
      var top = [shoe[0], shoe[2]].concat(round.coup.player.length > 2 ? [shoe[4]] : []);
      var bank = [shoe[1], shoe[3]].concat(
        round.coup.banker.length > 2 ? [shoe[round.coup.player.length > 2 ? 5 : 4]] : [],
      );
      var ok = fair.sha256Hex(round.serverSeed) === round.seedHash && top.concat(bank).join(',') === dealt.join(',');
      verifyResult.textContent = ok ? t.verified : t.notVerified;
    });
  });

  function poll() {
    kit.post(
      '/wps/demo/baccarat/state',
      { play: kit.play },
      result,
      function (v) {
        offset = v.now - Date.now();
        balance = v.balance;
        if (state && state.round && v.round && state.round.roundId !== v.round.roundId) {
          SPOTS.forEach(function (s) {
            chips[s] = 0;
          });
        }
        state = v;
        draw();
      },
      function () {
        if (kit.post.lastCode !== 'PLAY_EXPIRED') setTimeout(poll, 1000);
      },
    );
  }
  setInterval(function () {
    if (state) draw();
  }, 500);
  poll();
});
