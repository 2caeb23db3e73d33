// Demo slot (issue 5): three reels against the member's real wallet. The server draws
// the reels and moves the money; this page only shows what it answers.
(function () {
  'use strict';
  var TEXT = {
    'pt-BR': {
      note: 'Jogo de demonstração com saldo real',
      stake: 'Aposta',
      spin: 'Girar',
      spinning: 'Girando…',
      balance: 'Saldo',
      win: 'Você ganhou {amount}!',
      lose: 'Sem prêmio desta vez.',
      noMoney: 'Saldo insuficiente para esta aposta.',
      expired: 'A sessão do jogo terminou. Feche o jogo e abra-o de novo.',
      error: 'Não foi possível girar. Tente de novo.',
      reels: 'Rolos: {reels}',
      paytable: 'Tabela de prêmios',
      three: '3 iguais',
      two: '2 iguais',
      times: '{n}× a aposta',
      SEVEN: 'sete',
      BAR: 'barra',
      STAR: 'estrela',
      HEART: 'copas',
      CLUB: 'paus',
      DIAMOND: 'ouros',
    },
    en: {
      note: 'Demo game with your real balance',
      stake: 'Stake',
      spin: 'Spin',
      spinning: 'Spinning…',
      balance: 'Balance',
      win: 'You won {amount}!',
      lose: 'No win this time.',
      noMoney: 'Your balance is too low for this stake.',
      expired: 'The game session has ended. Close the game and open it again.',
      error: 'Could not spin. Please try again.',
      reels: 'Reels: {reels}',
      paytable: 'Paytable',
      three: '3 of a kind',
      two: '2 of a kind',
      times: '{n}× stake',
      SEVEN: 'seven',
      BAR: 'bar',
      STAR: 'star',
      HEART: 'heart',
      CLUB: 'club',
      DIAMOND: 'diamond',
    },
  };
  // Plain glyphs every phone font has (no colour-emoji font needed).
  var GLYPH = { SEVEN: '7', BAR: 'BAR', STAR: '\u2605', HEART: '\u2665', CLUB: '\u2663', DIAMOND: '\u2666' };
  var THREE = [
    ['SEVEN', 100],
    ['BAR', 40],
    ['STAR', 20],
    ['HEART', 10],
    ['CLUB', 10],
    ['DIAMOND', 10],
  ];
  var PAIR = [
    ['SEVEN', 5],
    ['BAR', 3],
    ['STAR', 2],
    ['HEART', 2],
  ];

  var kit = window.demoKit(TEXT);
  var t = kit.t,
    fill = kit.fill,
    d = kit.d,
    money = kit.money,
    el = kit.el,
    app = kit.app;
  var min = Number(d.min);
  var max = Number(d.max);
  var balance = Number(d.balance);
  app.appendChild(el('p', { class: 'demo-note' }, t.note));
  var reels = el('div', { class: 'reels', role: 'img' });
  var cells = [0, 1, 2].map(function (i) {
    var s = ['SEVEN', 'BAR', 'STAR'][i];
    return reels.appendChild(el('span', { class: 'reel reel-' + s.toLowerCase(), 'aria-hidden': 'true' }, GLYPH[s]));
  });
  reels.setAttribute('aria-label', fill(t.reels, { reels: [t.SEVEN, t.BAR, t.STAR].join(', ') }));
  app.appendChild(reels);
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));

  var options = [1, 5, 10, 50]
    .map(function (m) {
      return min * m;
    })
    .filter(function (s) {
      return s <= max;
    });
  var stake = options[0];
  app.appendChild(
    kit.stakeChips(options, function (s) {
      stake = s;
      update();
    }),
  );
  var button = app.appendChild(el('button', { type: 'button', class: 'primary', id: 'spin' }, t.spin));
  var line = app.appendChild(el('p', { class: 'balance' }, t.balance + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));

  var table = el('details', { class: 'paytable' });
  table.appendChild(el('summary', {}, t.paytable));
  var list = table.appendChild(el('ul'));
  THREE.forEach(function (p) {
    list.appendChild(el('li', {}, t.three + ' ' + t[p[0]] + ': ' + fill(t.times, { n: p[1] })));
  });
  PAIR.forEach(function (p) {
    list.appendChild(el('li', {}, t.two + ' ' + t[p[0]] + ': ' + fill(t.times, { n: p[1] })));
  });
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
    kit.post(
      '/wps/demo/spin',
      { play: kit.play, stake: stake },
      result,
      function (v) {
        v.reels.forEach(function (s, i) {
          cells[i].textContent = GLYPH[s] || s;
          cells[i].className = 'reel reel-' + s.toLowerCase();
        });
        reels.setAttribute(
          'aria-label',
          fill(t.reels, {
            reels: v.reels
              .map(function (s) {
                return t[s] || s;
              })
              .join(', '),
          }),
        );
        balance = v.balance;
        result.textContent = v.win > 0 ? fill(t.win, { amount: money(v.win) }) : t.lose;
        result.className = v.win > 0 ? 'result won' : 'result';
      },
      function () {
        busy = false;
        reels.classList.remove('spinning');
        update();
      },
    );
  });
  update();
})();
