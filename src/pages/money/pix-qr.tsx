// The QR image of a PIX payment code, drawn on the phone (lean-qr, about 3.7 KB, in this
// page's chunk only: never in the first view). An SVG path of the dark modules scales crisply
// to any screen and needs no canvas; a 4-module quiet zone lets every bank app read it.
import { generate } from 'lean-qr/nano';
import { useMemo } from 'react';

const QUIET = 4;

export function PixQr({ code, label }: { code: string; label: string }) {
  const drawn = useMemo(() => {
    const qr = generate(code);
    let d = '';
    for (let y = 0; y < qr.size; y++)
      for (let x = 0; x < qr.size; x++) if (qr.get(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    return { d, side: qr.size + 2 * QUIET };
  }, [code]);
  return (
    <svg
      className="pix-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      shapeRendering="crispEdges"
      data-testid="pix-qr"
    >
      <rect width={drawn.side} height={drawn.side} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
