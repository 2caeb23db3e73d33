// Demo video poker, Jacks or Better (server/rounds/video-poker.ts). The server deals and draws:
// this page shows its answers. A deal shows five cards and the hash of the hand's seed; tapping a
// card holds it (aria-pressed, the HELD label); the draw answers the final hand, its win and the
// seed, and the verify panel recomputes the whole deck here from the seed (SHA-256 and HMAC from
// fair.js; docs/games.md has the rule). A hand dealt and not drawn comes back on a reload.
// With prefers-reduced-motion the cards do not flip (poker.css). ES5, served as it is.
window.demoGame(function (kit, t, fill, d, money, el, app) {
  'use strict';
  // src/rules/video-poker.ts: the pay table per credit, best hand first.
  var PAYS = [
    ['ROYAL_FLUSH', 800],
    ['STRAIGHT_FLUSH', 50],
    ['FOUR_OF_A_KIND', 25],
    ['FULL_HOUSE', 9],
    ['FLUSH', 6],
    ['STRAIGHT', 4],
    ['THREE_OF_A_KIND', 3],
    ['TWO_PAIR', 2],
    ['JACKS_OR_BETTER', 1],
  ];
  var SUIT_SIGNS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
  var RANKS = '23456789TJQKA';
  var SUITS = 'shdc';
  var balance = Number(d.balance);
  // The hand on the table: open (dealt, waiting for the draw) or the last one drawn.
  var hand = null;
  var held = [false, false, false, false, false];
  var busy = false;
  var dealKey = null;

  var cardName = function (code) {
    var r = code.charAt(0);
    return fill(t.card, { rank: t.ranks[r] || r, suit: t.suits[code.charAt(1)] });
  };
  var rankText = function (code) {
    return code.charAt(0) === 'T' ? '10' : code.charAt(0);
  };
  // A card code as a player reads it in a line: "A♠ 10♦".
  var shortCodes = function (codes) {
    return codes
      .map(function (c) {
        return rankText(c) + SUIT_SIGNS[c.charAt(1)];
      })
      .join(' ');
  };

  kit.note();
  var table = app.appendChild(el('table', { class: 'pays', 'data-testid': 'poker-pays' }));
  table.appendChild(el('caption', {}, t.payTable));
  var head = table.appendChild(el('tr'));
  [t.payHand, t.payTimes, t.payAmount].forEach(function (h) {
    head.appendChild(el('th', { scope: 'col' }, h));
  });
  var payRows = {};
  PAYS.forEach(function (p) {
    var row = table.appendChild(el('tr', { 'data-rank': p[0] }));
    row.appendChild(el('th', { scope: 'row' }, t.hands[p[0]]));
    row.appendChild(el('td', { dir: 'ltr' }, '\u00d7' + p[1]));
    payRows[p[0]] = { row: row, amount: row.appendChild(el('td', { dir: 'ltr' })) };
  });

  var cardsBox = app.appendChild(el('div', { class: 'cards', role: 'group', 'aria-label': t.cards }));
  var cards = [0, 1, 2, 3, 4].map(function (i) {
    var b = cardsBox.appendChild(
      el('button', { type: 'button', class: 'card back', 'aria-pressed': 'false', 'data-testid': 'card-' + i }),
    );
    var face = b.appendChild(el('span', { class: 'face', 'aria-hidden': 'true' }));
    var corner = face.appendChild(el('span', { class: 'corner' }));
    var pip = face.appendChild(el('span', { class: 'pip' }));
    var label = b.appendChild(el('span', { class: 'held-label', 'aria-hidden': 'true' }, t.held));
    b.addEventListener('click', function () {
      if (busy || !hand || hand.state !== 'OPEN') return;
      held[i] = !held[i];
      render();
    });
    return { button: b, corner: corner, pip: pip, label: label, code: null };
  });

  var row = app.appendChild(el('div', { class: 'deal-row' }));
  var select = kit.stakeSelect(row, { class: 'control', 'data-testid': 'poker-stake' });
  select.addEventListener('change', render);
  var button = app.appendChild(el('button', { type: 'button', class: 'primary', 'data-testid': 'poker-button' }));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'data-testid': 'poker-result' }));
  var out = kit.balanceLine();
  var rules = app.appendChild(el('details', { class: 'paytable' }));
  rules.appendChild(el('summary', {}, t.rules));
  rules.appendChild(el('p', {}, t.rulesText));
  rules.appendChild(el('p', { 'data-testid': 'poker-rtp' }, fill(t.rtp, { rtp: d.rtp, simple: d.rtpSimple })));
  // The proof of a hand, recomputed here: the deck from the seed, and the seed against the hash shown at the deal.
  var played = null;
  var verify = kit.verifyPanel(
    'poker-verify',
    function (proof) {
      var top = deckTop(proof.hmac, proof.fair);
      var dealt = top.slice(0, 5);
      var next = 5;
      var final = dealt.map(function (c, i) {
        return played && played.held.indexOf(i) >= 0 ? c : top[next++];
      });
      var same =
        proof.seedMatches &&
        (!played || (dealt.join() === played.dealt.join() && final.join() === played.final.join()));
      return {
        ok: same,
        text: fill(same ? t.verifyOk : t.verifyBad, { dealt: shortCodes(dealt), final: shortCodes(final) }),
      };
    },
    {
      notYet: function (v) {
        return v.serverSeed ? null : t.waitProof;
      },
    },
  );

  button.addEventListener('click', function () {
    if (busy) return;
    if (hand && hand.state === 'OPEN') draw();
    else deal();
  });

  function say(text, good) {
    kit.say(result, text, good);
  }

  var call = kit.call;

  function refusal(body) {
    return kit.refusal(body, { HAND_OPEN: t.handOpen });
  }

  function deal() {
    // The same key until the deal is answered: a retry never deals (or stakes) twice.
    dealKey = dealKey || kit.randomKey();
    busy = true;
    render();
    call('/wps/demo/poker/deal', { play: kit.play, stake: Number(select.value), requestKey: dealKey }, function (body) {
      busy = false;
      if (body && body.success) {
        dealKey = null;
        balance = body.value.balance;
        show(body.value.hand, true);
        say(t.pickHold);
      } else {
        if (body && body.code) dealKey = null;
        say(refusal(body), false);
        if (body && body.code === 'HAND_OPEN') load();
      }
      render();
    });
  }

  function draw() {
    var positions = [];
    held.forEach(function (h, i) {
      if (h) positions.push(i);
    });
    busy = true;
    render();
    call('/wps/demo/poker/draw', { play: kit.play, roundId: hand.roundId, held: positions }, function (body) {
      busy = false;
      if (body && body.success) {
        balance = body.value.balance;
        show(body.value.hand, true);
      } else say(refusal(body), false);
      render();
    });
  }

  /** Puts a hand on the table; `fresh` flips the cards that changed. */
  function show(h, fresh) {
    var before = hand;
    hand = h;
    var shown = h.final || h.dealt;
    held = [0, 1, 2, 3, 4].map(function (i) {
      return h.held ? h.held.indexOf(i) >= 0 : false;
    });
    shown.forEach(function (code, i) {
      var c = cards[i];
      var changed = c.code !== code;
      c.code = code;
      c.corner.textContent = rankText(code) + SUIT_SIGNS[code.charAt(1)];
      c.pip.textContent = SUIT_SIGNS[code.charAt(1)];
      c.button.className = 'card' + (/[hd]/.test(code.charAt(1)) ? ' red' : '') + (fresh && changed ? ' flip' : '');
    });
    if (h.state !== 'OPEN') {
      if (h.win > 0) say(fill(t.won, { hand: t.hands[h.rank], amount: money(h.win) }), true);
      else say(t.lost, false);
      played = h.final ? h : null;
      verify.show(h.proof);
    } else if (!fresh || !before) say(t.open);
    if (h.stake) select.value = String(h.stake);
  }

  function render() {
    var open = hand && hand.state === 'OPEN';
    var stake = open ? hand.stake : Number(select.value);
    PAYS.forEach(function (p) {
      var r = payRows[p[0]];
      r.amount.textContent = money(stake * p[1]);
      var hit = hand && !open && hand.rank === p[0];
      r.row.className = hit ? 'hit' : '';
    });
    cards.forEach(function (c, i) {
      var name = c.code ? cardName(c.code) : '';
      c.button.setAttribute('aria-pressed', held[i] ? 'true' : 'false');
      c.button.setAttribute('aria-label', c.code ? t.hold + ': ' + name : t.hold);
      c.button.disabled = !open || busy;
      c.label.hidden = !held[i];
      if (!c.code) c.button.className = 'card back';
    });
    select.disabled = open || busy;
    button.textContent = busy ? t.busy : open ? t.draw : fill(t.deal, { amount: money(Number(select.value)) });
    button.disabled = busy || (!open && balance < Number(select.value));
    out.textContent = money(balance);
  }

  function load() {
    call('/wps/demo/poker/state', { play: kit.play }, function (body) {
      if (body && body.success) {
        balance = body.value.balance;
        if (body.value.hand) show(body.value.hand, false);
        else if (body.value.last) show(body.value.last, false);
        else say(t.dealFirst);
      } else say(refusal(body), false);
      render();
    });
  }

  render();
  load();

  /**
   * src/rules/video-poker.ts deckTop: block j is SHA-256 of "<hmac>:<j>", u(k) its 13 hex digits
   * from 13·(k mod 4) over 2^52, and position k takes the card at k + floor(u(k)·(52 − k)).
   */
  function deckTop(hmac, fair) {
    var blocks = [];
    var deck = [];
    for (var c = 0; c < 52; c++) deck.push(RANKS.charAt(c % 13) + SUITS.charAt(Math.floor(c / 13)));
    for (var k = 0; k < 10; k++) {
      var j = Math.floor(k / 4);
      if (!blocks[j]) blocks[j] = fair.sha256Hex(hmac + ':' + j);
      var u = parseInt(blocks[j].substr(13 * (k % 4), 13), 16) / 4503599627370496;
      var pick = k + Math.floor(u * (52 - k));
      var card = deck[pick];
      deck[pick] = deck[k];
      deck[k] = card;
    }
    return deck.slice(0, 10);
  }
});
