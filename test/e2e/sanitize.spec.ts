// The HTML sanitizer (src/lib/sanitize.ts, DOMPurify) in real Chromium: the browser's own
// parser is what an attacker targets, so happy-dom proves nothing here (CONTRIBUTING).
// The module is bundled on the fly and run on a blank page, vector by vector.
import { test, expect } from '@playwright/test';
import * as esbuild from 'esbuild';

let bundle = '';
test.beforeAll(async () => {
  const out = await esbuild.build({
    stdin: {
      contents:
        "import { sanitizeHtml, STYLE_ATTR } from './src/lib/sanitize'; window.__s = { sanitizeHtml, STYLE_ATTR };",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: ['chrome70'],
  });
  bundle = out.outputFiles[0]!.text;
});

async function page(p: import('@playwright/test').Page) {
  await p.route('https://aurora.test/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><body><div id="out"></div></body>' }),
  );
  await p.goto('https://aurora.test/m/notice');
  await p.addScriptTag({ content: bundle });
  const dialogs: string[] = [];
  p.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  /** Sanitizes, inserts into the live document, waits a little, reports what is left. */
  const run = (html: string) =>
    p.evaluate(async (h) => {
      const w = window as unknown as { __s: { sanitizeHtml: (x: string) => string }; __pwned?: string };
      const clean = w.__s.sanitizeHtml(h);
      const out = document.getElementById('out')!;
      out.innerHTML = clean;
      await new Promise((r) => setTimeout(r, 150));
      return { clean, pwned: w.__pwned ?? null };
    }, html);
  return { run, dialogs };
}

const VECTORS: Array<[name: string, html: string]> = [
  ['script element', '<script>window.__pwned="script"</script>'],
  ['img onerror', '<img src=x onerror="window.__pwned=\'img\'">'],
  ['svg onload', '<svg onload="window.__pwned=\'svg\'"><circle r=1></circle></svg>'],
  ['svg script', '<svg><script>window.__pwned="svgscript"</script></svg>'],
  ['javascript: link', '<a href="javascript:window.__pwned=\'a\'">x</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:window.__pwned=\'enc\'">x</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>'],
  ['object data', '<object data="javascript:window.__pwned=\'obj\'"></object>'],
  ['embed', '<embed src="javascript:window.__pwned=\'embed\'">'],
  ['form with formaction', '<form><button formaction="javascript:window.__pwned=\'fa\'">go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=\'meta\'">'],
  ['style element', '<style>body{background:url("javascript:window.__pwned=\'css\'")}</style>'],
  ['details ontoggle', '<details open ontoggle="window.__pwned=\'toggle\'"><summary>s</summary></details>'],
  ['mXSS via noscript', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'mxss\'>"></noscript>'],
  ['math/mglyph mXSS', '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mglyph\'">'],
  ['base href hijack', '<base href="https://evil.example/">'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
];

test('Security: no vector executes, opens a dialog or survives in the output', async ({ page: p }) => {
  const { run, dialogs } = await page(p);
  for (const [name, html] of VECTORS) {
    const { clean, pwned } = await run(html);
    expect(pwned, name).toBeNull();
    expect(clean, name).not.toMatch(/<(script|iframe|object|embed|form|meta|style|base|button|input)\b/i);
    expect(clean, name).not.toMatch(/\son\w+=|javascript:|srcdoc|formaction/i);
  }
  expect(dialogs).toEqual([]);
});

test('Security: ordinary content is kept; other sites open in a new tab without access to this page', async ({
  page: p,
}) => {
  const { run } = await page(p);
  const { clean } = await run(
    '<p>Olá <b>mundo</b> <a href="https://www.gov.br/x">regras</a> <a href="/m/rewardCenter">prêmios</a> <img src="https://cdn.example/a.png" alt="a"></p>',
  );
  const out = p.locator('#out');
  await expect(out.locator('b')).toHaveText('mundo');
  await expect(out.locator('a[href="https://www.gov.br/x"]')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(out.locator('a[href="https://www.gov.br/x"]')).toHaveAttribute('target', '_blank');
  await expect(out.locator('a[href="/m/rewardCenter"]')).not.toHaveAttribute('target', /./);
  await expect(out.locator('img')).toHaveAttribute('alt', 'a');
  expect(clean).toContain('prêmios');
});

test('Security: a server target=_blank never comes without noopener; class and data attributes are dropped', async ({
  page: p,
}) => {
  const { run } = await page(p);
  const { clean } = await run(
    '<a href="https://evil.example" target="_blank">x</a><div class="mask dialog" data-x="1" id="main">y</div>',
  );
  expect(clean).toContain('rel="noopener noreferrer"');
  expect(clean).not.toContain('class=');
  expect(clean).not.toContain('data-x');
  expect(clean).not.toMatch(/id="main"/);
});

test('Security: inline styles reduced to text properties, carried for the CSSOM (the CSP refuses style="")', async ({
  page: p,
}) => {
  const { run } = await page(p);
  const { clean } = await run(
    '<p style="font-size:28px; color:#f00; position:fixed; background-image:url(https://evil.example/t)">t</p>',
  );
  expect(clean).not.toMatch(/\sstyle=/);
  expect(clean).toContain('data-aurora-style="font-size:28px;color:#f00"');
});
