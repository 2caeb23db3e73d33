// index.html: static/index.html with its placeholders filled by elements built here from data
// (attribute values escaped), and csp.json, the hashes of its inline script and style.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { root, TARGETS } from './options.ts';

type Attributes = Readonly<Record<string, string>>;

/** An attribute value inside double quotes. */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attributes = (attrs: Attributes): string =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/**
 * An element with raw text content (<script>, <style>). Their text ends at the first closing tag
 * of their kind, which nothing the build writes may carry.
 */
export function rawTextElement(tag: 'script' | 'style', attrs: Attributes, text: string): string {
  if (text.toLowerCase().includes(`</${tag}`)) throw new Error(`a <${tag}> text holds </${tag}`);
  return `<${tag}${attributes(attrs)}>${text}</${tag}>`;
}

/** static/critical.css, minified: inlined in the HTML, it styles the boot shell and the first paint. */
export async function criticalCss(): Promise<string> {
  const css = readFileSync(join(root, 'static/critical.css'), 'utf8');
  return (await esbuild.transform(css, { loader: 'css', minify: true, target: TARGETS })).code.trim();
}

export interface IndexHtml {
  /** It also loads the app: the build it chose, entry, chunks and stylesheet (src/boot/build.ts). */
  bootScript: string;
  criticalCss: string;
}

/**
 * The tab's icon (static/icon.svg) written into the page: as a file it was one of the requests
 * the browser sends while the page starts, taking one of HTTP/1.1's six connections from the
 * app's first-view chunk (921 bytes, nearly all headers, for a picture of 193).
 */
export function tabIconLink(svg: string): string {
  // Percent-encoded only where a URL needs it: shorter than base64, and brotli packs it with the page.
  const data = svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>\n\r\t]/g, encodeURIComponent);
  return `<link${attributes({ rel: 'icon', href: `data:image/svg+xml,${data}`, type: 'image/svg+xml' })}>`;
}

/** Writes index.html and csp.json into the output folder. */
export function writeIndexHtml(outDir: string, page: IndexHtml): void {
  const filled: Record<string, string> = {
    '<!--BOOT-->': rawTextElement('script', {}, page.bootScript),
    '<!--CRITICAL_CSS-->': rawTextElement('style', {}, page.criticalCss),
    '<!--TAB_ICON-->': tabIconLink(readFileSync(join(root, 'static/icon.svg'), 'utf8')),
  };
  let html = readFileSync(join(root, 'static/index.html'), 'utf8');
  for (const [placeholder, element] of Object.entries(filled)) {
    if (!html.includes(placeholder)) throw new Error(`static/index.html has no ${placeholder}`);
    // A function, so `$` in the element is never read as a replacement pattern.
    html = html.replace(placeholder, () => element);
  }
  writeFileSync(join(outDir, 'index.html'), html);
  // The server's Content-Security-Policy allows exactly this inline script and style (server/http/static.ts).
  const csp = { styleHashes: [sourceHash(page.criticalCss)], scriptHashes: [sourceHash(page.bootScript)] };
  writeFileSync(join(outDir, 'csp.json'), JSON.stringify(csp));
}

/** A CSP hash source of an inline element's text. */
const sourceHash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
