// Demo lottery (issue 5): pick numbers and bet from the real wallet. The draw is not
// part of the demo: bets stay pending and can be cancelled from the game records.
(function () {
  'use strict';
  var TEXT = {
    'pt-BR': {
      note: 'Loteria de demonstração com saldo real',
      pick: 'Escolha até {n} números',
      stake: 'Aposta por número',
      bet: 'Apostar',
      betting: 'Apostando…',
      balance: 'Saldo',
      placed: 'Aposta registrada: {amount}. Aguarde o próximo sorteio; você pode cancelá-la no histórico de jogos.',
      noMoney: 'Saldo insuficiente para esta aposta.',
      expired: 'A sessão do jogo terminou. Feche o jogo e abra-o de novo.',
      error: 'Não foi possível apostar. Tente de novo.',
      mode: 'Modo',
      prize: 'Modo de prêmio',
      trad: 'Tradicional',
      ent: 'Entretenimento',
      number: 'Número {n}',
    },
    en: {
      note: 'Demo lottery with your real balance',
      pick: 'Pick up to {n} numbers',
      stake: 'Stake per number',
      bet: 'Place bet',
      betting: 'Placing…',
      balance: 'Balance',
      placed: 'Bet placed: {amount}. Wait for the next draw; you can cancel it in your game records.',
      noMoney: 'Your balance is too low for this bet.',
      expired: 'The game session has ended. Close the game and open it again.',
      error: 'Could not place the bet. Please try again.',
      mode: 'Mode',
      prize: 'Prize mode',
      trad: 'Traditional',
      ent: 'Entertainment',
      number: 'Number {n}',
    },
  };
  var kit = window.demoKit(TEXT);
  var t = kit.t,
    fill = kit.fill,
    d = kit.d,
    money = kit.money,
    el = kit.el,
    app = kit.app;
  var min = Number(d.min);
  var picks = Number(d.picks);
  var balance = Number(d.balance);
  app.appendChild(el('p', { class: 'demo-note' }, t.note));
  if (d.playType || d.prizeMode) {
    app.appendChild(
      el(
        'p',
        { class: 'demo-mode' },
        [
          d.playType ? t.mode + ': ' + (t[d.playType] || d.playType) : '',
          d.prizeMode ? t.prize + ': ' + d.prizeMode : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ),
    );
  }
  var chosen = [];
  var group = el('div', { class: 'numbers', role: 'group', 'aria-label': fill(t.pick, { n: picks }) });
  app.appendChild(el('p', { class: 'hint' }, fill(t.pick, { n: picks })));
  var buttons = [];
  for (var i = 1; i <= Number(d.numbers); i++) {
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
  var stake = min;
  app.appendChild(
    kit.stakeChips(
      [1, 2, 5].map(function (m) {
        return min * m;
      }),
      function (s) {
        stake = s;
        update();
      },
    ),
  );
  var button = app.appendChild(el('button', { type: 'button', class: 'primary' }, t.bet));
  var result = app.appendChild(el('p', { class: 'result', role: 'status', 'aria-live': 'polite' }));
  var line = app.appendChild(el('p', { class: 'balance' }, t.balance + ': '));
  var out = line.appendChild(el('output', { 'data-testid': 'demo-balance' }));
  var busy = false;

  function update() {
    buttons.forEach(function (b, idx) {
      var on = chosen.indexOf(idx + 1) >= 0;
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      b.disabled = !on && chosen.length >= picks;
    });
    out.textContent = money(balance);
    button.disabled = busy || chosen.length === 0 || balance < stake * chosen.length;
    button.textContent = busy ? t.betting : t.bet;
  }

  button.addEventListener('click', function () {
    if (busy || chosen.length === 0) return;
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
        result.textContent = fill(t.placed, { amount: money(v.stake) });
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
})();
