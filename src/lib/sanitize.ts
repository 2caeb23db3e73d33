// THE one sanitizer for HTML from the server (announcements, pop-ups, help, inbox, promotion
// details). DOMPurify is imported here and nowhere else, and this module is imported only by
// lazy chunks that render server HTML (src/ui/SafeHtml), never on the start-up path.
// Removed: scripts, event handlers, javascript:/data: links, iframes, forms and form
// controls, style elements, class attributes (no borrowing the app's overlay styles).
// Inline styles are reduced to a few text properties (html-policy.ts) and applied through
// the CSSOM by SafeHtml, which the Content-Security-Policy allows where style="" is refused.
import DOMPurify from 'dompurify';
import { linkKind, safeDeclarations, serializeDeclarations } from './html-policy';

/** Where the allowed inline style waits until SafeHtml applies it. */
export const STYLE_ATTR = 'data-aurora-style';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'style',
    'link',
    'meta',
    'base',
    'template',
    'dialog',
    'noscript',
    'portal',
  ],
  FORBID_ATTR: ['class', 'srcset', 'action', 'formaction', 'ping', 'target'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const style = node.getAttribute('style');
    if (style !== null) {
      node.removeAttribute('style');
      const decls = safeDeclarations(style);
      if (decls.length) node.setAttribute(STYLE_ATTR, serializeDeclarations(decls));
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const link = linkKind(node.getAttribute('href') ?? '', window.location.origin);
      if (link.kind === 'drop') node.removeAttribute('href');
      else if (link.kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

/** Sanitized HTML as a string. Allowed inline styles wait in STYLE_ATTR for SafeHtml. */
export function sanitizeHtml(dirty: string): string {
  addHooks();
  return DOMPurify.sanitize(dirty, CONFIG) as unknown as string;
}
