// Demo slot (issue 5): three reels against the member's real wallet. The server draws
// the reels and moves the money; this page only shows what it answers.
(function () {
  'use strict';
  var TEXT = {
    'pt-BR': {
      note: 'Jogo de demonstração com saldo real', stake: 'Aposta', spin: 'Girar', spinning: 'Girando…', balance: 'Saldo',
      win: 'Você ganhou {amount}!', lose: 'Sem prêmio desta vez.', noMoney: 'Saldo insuficiente para esta aposta.',
      expired: 'A sessão do jogo terminou. Feche o jogo e abra-o de novo.', error: 'Não foi possível girar. Tente de novo.',
      reels: 'Rolos: {reels}', paytable: 'Tabela de prêmios', three: '3 iguais', two: '2 iguais', times: '{n}× a aposta',
      SEVEN: 'sete', BAR: 'barra', STAR: 'estrela', HEART: 'copas', CLUB: 'paus', DIAMOND: 'ouros',
    },
    en: {
      note: 'Demo game with your real balance', stake: 'Stake', spin: 'Spin', spinning: 'Spinning…', balance: 'Balance',
      win: 'You won {amount}!', lose: 'No win this time.', noMoney: 'Your balance is too low for this stake.',
      expired: 'The game session has ended. Close the game and open it again.', error: 'Could not spin. Please try again.',
      reels: 'Reels: {reels}', paytable: 'Paytable', three: '3 of a kind', two: '2 of a kind', times: '{n}× stake',
      SEVEN: 'seven', BAR: 'bar', STAR: 'star', HEART: 'heart', CLUB: 'club', DIAMOND: 'diamond',
    },
  };
  // Plain glyphs every phone font has (no colour-emoji font needed).
  var GLYPH = { SEVEN: '7', BAR: 'BAR', STAR: '\u2605', HEART: '\u2665', CLUB: '\u2663', DIAMOND: '\u2666' };
  var THREE = [['SEVEN', 100], ['BAR', 40], ['STAR', 20], ['HEART', 10], ['CLUB', 10], ['DIAMOND', 10]];
  var PAIR = [['SEVEN', 5], ['BAR', 3], ['STAR', 2], ['HEART', 2]];

  var lang = document.documentElement.lang;
  var t = TEXT[lang] || TEXT.en;
  var fill = function (s, v) { return s.replace(/\{(\w+)\}/g, function (m, k) { return k in v ? v[k] : m; }); };
  var d = document.body.dataset;
  var play = document.querySelector('meta[name="play"]').getAttribute('content');
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);
  var money = function (cents) {
    return d.currency + ' ' + (cents / 100).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };
  var el = function (tag, attrs, text) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { n.setAttribute(k, attrs[k]); });
    if (text !== undefined) n.textContent = text;
    return n;
  };

  var app = document.getElementById('app');
  app.appendChild(el('p', { class: 'demo-note' }, t.note));
  var reels = el('div', { class: 'reels', role: 'img' });
  var cells = [0, 1, 2].map(function (i) { var s = ['SEVEN', 'BAR', 'STAR'][i]; return reels.appendChild(el('span', { class: 'reel reel-' + s.toLowerCase(), 'aria-hidden': 'true' }, GLYPH[s])); });
  reels.setAttribute('aria-label', fill(t.reels, { reels: [t.SEVEN, t.BAR, t.STAR].join(', ') }));
  app.appendChild(reels);
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));

  var stakes = el('fieldset', { class: 'stakes' });
  stakes.appendChild(el('legend', {}, t.stake));
  var options = [1, 5, 10, 50].map(function (m) { return min * m; }).filter(function (s) { return s <= max; });
  var stake = options[0];
  options.forEach(function (s, i) {
    var label = el('label', { class: 'chip' });
    var input = el('input', { type: 'radio', name: 'stake', value: String(s) });
    input.checked = i === 0;
    input.addEventListener('change', function () { stake = s; update(); });
    label.appendChild(input);
    label.appendChild(document.createTextNode(money(s)));
    stakes.appendChild(label);
  });
  app.appendChild(stakes);
  var button = app.appendChild(el('button', { type: 'button', class: 'primary', id: 'spin' }, t.spin));
  var line = app.appendChild(el('p', { class: 'balance' }, t.balance + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));

  var table = el('details', { class: 'paytable' });
  table.appendChild(el('summary', {}, t.paytable));
  var list = table.appendChild(el('ul'));
  THREE.forEach(function (p) { list.appendChild(el('li', {}, t.three + ' ' + t[p[0]] + ': ' + fill(t.times, { n: p[1] }))); });
  PAIR.forEach(function (p) { list.appendChild(el('li', {}, t.two + ' ' + t[p[0]] + ': ' + fill(t.times, { n: p[1] }))); });
  app.appendChild(table);

  var busy = false;
  function update() {
    out.textContent = money(balance);
    button.disabled = busy || balance < stake;
    button.textContent = busy ? t.spinning : t.spin;
  }

  button.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    reels.classList.add('spinning');
    result.textContent = '';
    update();
    fetch('/wps/demo/spin', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ play: play, stake: stake }),
    }).then(function (r) { return r.json(); }).then(function (body) {
      if (body && body.success) {
        var v = body.value;
        v.reels.forEach(function (s, i) { cells[i].textContent = GLYPH[s] || s; cells[i].className = 'reel reel-' + s.toLowerCase(); });
        reels.setAttribute('aria-label', fill(t.reels, { reels: v.reels.map(function (s) { return t[s] || s; }).join(', ') }));
        balance = v.balance;
        result.textContent = v.win > 0 ? fill(t.win, { amount: money(v.win) }) : t.lose;
        result.className = v.win > 0 ? 'result won' : 'result';
      } else {
        var code = body && body.code;
        result.textContent = code === 'INSUFFICIENT_BALANCE' ? t.noMoney : code === 'PLAY_EXPIRED' ? t.expired : t.error;
        result.className = 'result failed';
      }
    }).catch(function () {
      result.textContent = t.error;
      result.className = 'result failed';
    }).then(function () {
      busy = false;
      reels.classList.remove('spinning');
      update();
    });
  });
  update();
})();
