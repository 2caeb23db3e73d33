// Server HTML, sanitized, in a box. Import only from lazy chunks: it brings DOMPurify.
// Same-origin links route inside the app without a reload; allowed inline styles are
// applied through the CSSOM (the CSP refuses style attributes).
import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { sanitizeHtml, STYLE_ATTR } from '../../lib/sanitize';
import { safeDeclarations } from '../../lib/html-policy';
import type { TextLang } from '../../rules/text-lang';

export function SafeHtml({
  html,
  popup = false,
  className = 'rich',
  lang = {},
}: {
  html: string;
  popup?: boolean;
  className?: string;
  /** The content's language and direction when it is not the page's (rules/text-lang.ts). */
  lang?: TextLang;
}) {
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  useLayoutEffect(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>(`[${STYLE_ATTR}]`) ?? []) {
      // Parsed again (nothing reaches the CSSOM unchecked); pop-up pixel sizes become rem here (SPEC §4).
      for (const [property, value] of safeDeclarations(el.getAttribute(STYLE_ATTR) ?? '', { popup }))
        el.style.setProperty(property, value);
      el.removeAttribute(STYLE_ATTR);
    }
  }, [clean, popup]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a');
    if (!a || a.target || e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: `clean` is the sanitizer's output (lib/sanitize)
  return <div ref={ref} className={className} {...lang} onClick={onClick} dangerouslySetInnerHTML={clean} />;
}
