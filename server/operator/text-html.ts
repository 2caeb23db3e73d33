// Plain text as the HTML an inbox message or announcement is stored as: escaped (never
// markup), blank lines start paragraphs, single line breaks kept.
export function textToHtml(text: string): string {
  const esc = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return esc
    .split(/\n\s*\n/)
    .map((para) => `<p>${para.trim().replace(/\n/g, '<br>')}</p>`)
    .join('');
}
