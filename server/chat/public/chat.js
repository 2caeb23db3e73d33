// The live chat page (server/chat/serve.ts): shows the conversation, sends what the member
// writes, and asks for replies every few seconds (less often while the tab is hidden, backing
// off while the server cannot be reached). What the member typed stays until it is sent.

(() => {
  const key = document.querySelector('meta[name="chat-key"]').content;
  const T = JSON.parse(document.getElementById('texts').textContent);
  const log = document.getElementById('log');
  const form = document.getElementById('composer');
  const text = document.getElementById('text');
  const button = document.getElementById('send');
  const count = document.getElementById('count');
  const error = document.getElementById('error');
  const empty = document.getElementById('empty');
  const closed = document.getElementById('closed');
  const MAX = Number(form.getAttribute('data-max'));
  const VISIBLE_MS = 3000;
  const HIDDEN_MS = 20000;
  const MAX_BACKOFF_MS = 60000;
  const seen = {};
  let cursor = 0;
  let failures = 0;
  let timer = 0;
  let ended = false;
  let sending = false;
  const time = new Intl.DateTimeFormat(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' });

  function length(s) {
    return Array.from(s.trim()).length;
  }
  function say(message) {
    error.textContent = message;
  }
  function add(m) {
    if (seen[m.id]) return;
    seen[m.id] = true;
    const li = document.createElement('li');
    li.className = `msg ${m.from === 'member' ? 'mine' : 'theirs'}`;
    li.setAttribute('data-id', String(m.id));
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = m.from === 'member' ? T.you : T.agent;
    const body = document.createElement('p');
    body.textContent = m.body;
    const at = document.createElement('time');
    at.dateTime = m.at;
    at.textContent = time.format(new Date(m.at));
    li.append(who, body, at);
    // In id order, whichever answer (the poll or the send) arrives first.
    let next = null;
    for (let el = log.lastElementChild; el && Number(el.getAttribute('data-id')) > m.id; el = el.previousElementSibling)
      next = el;
    log.insertBefore(li, next);
    empty.hidden = true;
    li.scrollIntoView({ block: 'end' });
  }
  function call(method, body) {
    return fetch(`/support/chat/messages${method === 'GET' ? `?after=${cursor}` : ''}`, {
      method: method,
      headers: { 'X-Chat-Key': key, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
    }).then((res) =>
      res.json().then((j) => {
        if (!j.success) throw Object.assign(new Error(j.message), { code: j.code });
        return j.value;
      }),
    );
  }
  function end() {
    ended = true;
    clearTimeout(timer);
    button.disabled = true;
    say(T.expired);
  }
  function schedule() {
    clearTimeout(timer);
    if (ended) return;
    const base = document.hidden ? HIDDEN_MS : VISIBLE_MS;
    timer = setTimeout(poll, failures ? Math.min(base * 2 ** failures, MAX_BACKOFF_MS) : base);
  }
  function poll() {
    clearTimeout(timer);
    if (ended) return;
    call('GET')
      .then((v) => {
        if (failures && error.textContent === T.offline) say('');
        failures = 0;
        v.messages.forEach((m) => {
          add(m);
          cursor = Math.max(cursor, m.id);
        });
        closed.hidden = !v.closed;
      })
      .catch((e) => {
        if (e.code === 'CHAT_EXPIRED') return end();
        failures += 1;
        say(T.offline);
      })
      .then(schedule);
  }
  function counted() {
    const n = length(text.value);
    count.textContent = T.count.replace('{n}', String(n)).replace('{max}', String(MAX));
    count.className = n > MAX ? 'count over' : 'count';
  }
  text.addEventListener('input', () => {
    counted();
    if (error.textContent && length(text.value) <= MAX && error.textContent !== T.offline) say('');
  });
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    if (sending || ended) return;
    const n = length(text.value);
    if (n === 0) return (say(T.required), text.focus());
    if (n > MAX) return (say(T.tooLong), text.focus());
    sending = true;
    button.disabled = true;
    button.textContent = T.sending;
    call('POST', { body: text.value })
      .then((m) => {
        add(m);
        text.value = '';
        counted();
        say('');
        closed.hidden = true;
      })
      .catch((e) => {
        if (e.code === 'CHAT_EXPIRED') return end();
        say(e.code === 'CHAT_TOO_LONG' ? T.tooLong : e.code === 'CHAT_TOO_FAST' ? T.tooFast : T.sendFailed);
      })
      .then(() => {
        sending = false;
        button.textContent = T.send;
        if (!ended) button.disabled = false;
      });
  });
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) poll();
    else schedule();
  });
  poll();
})();
