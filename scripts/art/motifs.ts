// The slot themes' motifs (src/rules/slot-themes.ts): each drawn centred on (x, y) inside a
// circle of radius r, from a few filled shapes, so it reads at 40 px on a reel and at 200 px on
// a tile. Shapes over detail: a wolf is a head with ears and a snout, a galleon a hull and sails.
import type { Ctx } from './kit.ts';

export type Motif = (g: Ctx, x: number, y: number, r: number) => void;

function poly(g: Ctx, x: number, y: number, r: number, points: readonly (readonly [number, number])[], fill: string) {
  g.fillStyle = fill;
  g.beginPath();
  for (const [px, py] of points) g.lineTo(x + px * r, y + py * r);
  g.closePath();
  g.fill();
}
function disc(g: Ctx, x: number, y: number, r: number, fill: string) {
  g.fillStyle = fill;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
}
function oval(g: Ctx, x: number, y: number, rx: number, ry: number, turn: number, fill: string) {
  g.fillStyle = fill;
  g.beginPath();
  g.ellipse(x, y, rx, ry, turn, 0, Math.PI * 2);
  g.fill();
}
function stroke(g: Ctx, width: number, colour: string, path: () => void) {
  g.strokeStyle = colour;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.beginPath();
  path();
  g.stroke();
}
const eyes = (g: Ctx, x: number, y: number, r: number, dx: number, dy: number, size: number, colour = '#111') => {
  disc(g, x - dx * r, y + dy * r, size * r, colour);
  disc(g, x + dx * r, y + dy * r, size * r, colour);
};

const wolf: Motif = (g, x, y, r) => {
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.75, -0.2],
      [-0.55, -0.95],
      [-0.2, -0.45],
      [0.2, -0.45],
      [0.55, -0.95],
      [0.75, -0.2],
      [0.45, 0.45],
      [0, 0.95],
      [-0.45, 0.45],
    ],
    '#64748b',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, 0.1],
      [0.3, 0.1],
      [0, 0.95],
    ],
    '#e2e8f0',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.55, -0.75],
      [-0.32, -0.45],
      [-0.6, -0.3],
    ],
    '#cbd5e1',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [0.55, -0.75],
      [0.32, -0.45],
      [0.6, -0.3],
    ],
    '#cbd5e1',
  );
  eyes(g, x, y, r, 0.3, -0.12, 0.09, '#facc15');
  disc(g, x, y + 0.78 * r, 0.12 * r, '#111');
};
const panther: Motif = (g, x, y, r) => {
  disc(g, x - 0.55 * r, y - 0.6 * r, 0.25 * r, '#1f2937');
  disc(g, x + 0.55 * r, y - 0.6 * r, 0.25 * r, '#1f2937');
  oval(g, x, y, 0.8 * r, 0.75 * r, 0, '#111827');
  oval(g, x, y + 0.35 * r, 0.35 * r, 0.28 * r, 0, '#374151');
  eyes(g, x, y, r, 0.32, -0.12, 0.13, '#a3e635');
  eyes(g, x, y, r, 0.32, -0.12, 0.05, '#111');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.1, 0.2],
      [0.1, 0.2],
      [0, 0.32],
    ],
    '#f472b6',
  );
};
const rhino: Motif = (g, x, y, r) => {
  oval(g, x + 0.1 * r, y + 0.1 * r, 0.8 * r, 0.55 * r, 0, '#78716c');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.55, -0.05],
      [-0.95, -0.75],
      [-0.35, -0.2],
    ],
    '#e7e5e4',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.2, -0.3],
      [-0.35, -0.7],
      [-0.05, -0.38],
    ],
    '#e7e5e4',
  );
  oval(g, x + 0.55 * r, y - 0.45 * r, 0.14 * r, 0.25 * r, 0.4, '#57534e');
  disc(g, x + 0.05 * r, y - 0.05 * r, 0.07 * r, '#111');
};
const paw: Motif = (g, x, y, r) => {
  oval(g, x, y + 0.3 * r, 0.5 * r, 0.42 * r, 0, '#f59e0b');
  for (const [dx, dy] of [
    [-0.62, -0.25],
    [-0.25, -0.62],
    [0.25, -0.62],
    [0.62, -0.25],
  ] as const)
    oval(g, x + dx * r, y + dy * r, 0.2 * r, 0.26 * r, dx * 0.6, '#f59e0b');
};

/** A perched bird in profile: body, head, beak; the parrot and toucan differ by colours and beak. */
function bird(g: Ctx, x: number, y: number, r: number, body: string, belly: string, beak: string, beakLen: number) {
  oval(g, x, y + 0.2 * r, 0.42 * r, 0.62 * r, -0.2, body);
  oval(g, x + 0.05 * r, y + 0.35 * r, 0.25 * r, 0.4 * r, -0.2, belly);
  disc(g, x + 0.15 * r, y - 0.45 * r, 0.32 * r, body);
  poly(
    g,
    x,
    y,
    r,
    [
      [0.35, -0.6],
      [0.35 + beakLen, -0.42],
      [0.35, -0.3],
    ],
    beak,
  );
  disc(g, x + 0.22 * r, y - 0.52 * r, 0.08 * r, '#fff');
  disc(g, x + 0.24 * r, y - 0.52 * r, 0.04 * r, '#111');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, 0.6],
      [-0.55, 0.98],
      [-0.05, 0.75],
    ],
    body,
  );
}
const toucan: Motif = (g, x, y, r) => bird(g, x - 0.2 * r, y, r, '#111827', '#fde047', '#f97316', 0.75);
const parrot: Motif = (g, x, y, r) => bird(g, x - 0.1 * r, y, r, '#dc2626', '#2563eb', '#fde68a', 0.3);
const owl: Motif = (g, x, y, r) => {
  oval(g, x, y + 0.1 * r, 0.7 * r, 0.85 * r, 0, '#92400e');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.6, -0.5],
      [-0.5, -0.95],
      [-0.25, -0.6],
    ],
    '#92400e',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [0.6, -0.5],
      [0.5, -0.95],
      [0.25, -0.6],
    ],
    '#92400e',
  );
  oval(g, x, y + 0.35 * r, 0.42 * r, 0.45 * r, 0, '#fde68a');
  eyes(g, x, y, r, 0.3, -0.3, 0.24, '#fff');
  eyes(g, x, y, r, 0.3, -0.3, 0.12, '#111');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.1, -0.15],
      [0.1, -0.15],
      [0, 0.05],
    ],
    '#f59e0b',
  );
};
const feather: Motif = (g, x, y, r) => {
  oval(g, x, y, 0.35 * r, 0.9 * r, 0.5, '#ef4444');
  oval(g, x + 0.05 * r, y - 0.1 * r, 0.22 * r, 0.65 * r, 0.5, '#f97316');
  oval(g, x + 0.1 * r, y - 0.2 * r, 0.1 * r, 0.4 * r, 0.5, '#fde047');
  stroke(g, 0.05 * r, '#fef3c7', () => {
    g.moveTo(x - 0.5 * r, y + 0.85 * r);
    g.lineTo(x + 0.4 * r, y - 0.7 * r);
  });
};

const pharaoh: Motif = (g, x, y, r) => {
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.45, -0.75],
      [0.45, -0.75],
      [0.85, 0.7],
      [-0.85, 0.7],
    ],
    '#1d4ed8',
  );
  for (const dy of [-0.35, 0.05, 0.45])
    poly(
      g,
      x,
      y,
      r,
      [
        [-0.6 - dy * 0.3, dy],
        [0.6 + dy * 0.3, dy],
        [0.62 + dy * 0.3, dy + 0.14],
        [-0.62 - dy * 0.3, dy + 0.14],
      ],
      '#facc15',
    );
  oval(g, x, y - 0.05 * r, 0.38 * r, 0.5 * r, 0, '#d97706');
  eyes(g, x, y, r, 0.16, -0.15, 0.06, '#111');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.08, 0.45],
      [0.08, 0.45],
      [0.05, 0.9],
      [-0.05, 0.9],
    ],
    '#facc15',
  );
};
const pyramid: Motif = (g, x, y, r) => {
  poly(
    g,
    x,
    y,
    r,
    [
      [0, -0.85],
      [0.95, 0.7],
      [-0.95, 0.7],
    ],
    '#eab308',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [0, -0.85],
      [0.95, 0.7],
      [0.2, 0.7],
    ],
    '#a16207',
  );
  disc(g, x - 0.55 * r, y - 0.6 * r, 0.18 * r, '#fef08a');
};
const ankh: Motif = (g, x, y, r) => {
  stroke(g, 0.2 * r, '#facc15', () => {
    g.ellipse(x, y - 0.45 * r, 0.25 * r, 0.35 * r, 0, 0, Math.PI * 2);
  });
  stroke(g, 0.22 * r, '#facc15', () => {
    g.moveTo(x, y - 0.1 * r);
    g.lineTo(x, y + 0.9 * r);
    g.moveTo(x - 0.55 * r, y + 0.05 * r);
    g.lineTo(x + 0.55 * r, y + 0.05 * r);
  });
};
const lamp: Motif = (g, x, y, r) => {
  oval(g, x, y + 0.25 * r, 0.6 * r, 0.3 * r, 0, '#f59e0b');
  poly(
    g,
    x,
    y,
    r,
    [
      [0.5, 0.15],
      [0.95, -0.15],
      [0.9, 0.0],
      [0.55, 0.35],
    ],
    '#f59e0b',
  );
  stroke(g, 0.09 * r, '#b45309', () => g.arc(x - 0.65 * r, y + 0.2 * r, 0.2 * r, Math.PI * 0.5, Math.PI * 1.5));
  oval(g, x, y - 0.05 * r, 0.2 * r, 0.12 * r, 0, '#fbbf24');
  oval(g, x + 0.95 * r, y - 0.45 * r, 0.12 * r, 0.3 * r, 0.3, '#a5f3fc');
};

const galleon: Motif = (g, x, y, r) => {
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.9, 0.3],
      [0.9, 0.3],
      [0.6, 0.75],
      [-0.6, 0.75],
    ],
    '#78350f',
  );
  stroke(g, 0.06 * r, '#451a03', () => {
    g.moveTo(x - 0.3 * r, y + 0.3 * r);
    g.lineTo(x - 0.3 * r, y - 0.9 * r);
    g.moveTo(x + 0.35 * r, y + 0.3 * r);
    g.lineTo(x + 0.35 * r, y - 0.75 * r);
  });
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.75, -0.75],
      [0.05, -0.75],
      [0.05, 0.15],
      [-0.75, 0.15],
    ],
    '#f8fafc',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [0.15, -0.6],
      [0.8, -0.6],
      [0.8, 0.15],
      [0.15, 0.15],
    ],
    '#e2e8f0',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, -0.9],
      [0.1, -0.97],
      [-0.3, -1.04],
    ],
    '#dc2626',
  );
};
const koi: Motif = (g, x, y, r) => {
  oval(g, x - 0.1 * r, y, 0.7 * r, 0.36 * r, -0.3, '#f97316');
  poly(
    g,
    x,
    y,
    r,
    [
      [0.45, -0.15],
      [0.98, -0.6],
      [0.85, 0.05],
      [0.98, 0.5],
    ],
    '#fb923c',
  );
  oval(g, x - 0.25 * r, y - 0.05 * r, 0.22 * r, 0.16 * r, -0.3, '#fff');
  oval(g, x + 0.15 * r, y - 0.1 * r, 0.16 * r, 0.12 * r, -0.3, '#fff');
  disc(g, x - 0.6 * r, y + 0.08 * r, 0.06 * r, '#111');
};
const tortoise: Motif = (g, x, y, r) => {
  for (const [dx, dy] of [
    [-0.55, 0.45],
    [0.55, 0.45],
    [-0.55, -0.35],
    [0.55, -0.35],
  ] as const)
    oval(g, x + dx * r, y + dy * r, 0.2 * r, 0.14 * r, 0, '#65a30d');
  disc(g, x + 0.85 * r, y, 0.2 * r, '#65a30d');
  oval(g, x, y + 0.05 * r, 0.7 * r, 0.55 * r, 0, '#166534');
  for (const [dx, dy] of [
    [0, 0],
    [-0.35, -0.2],
    [0.35, -0.2],
    [-0.35, 0.3],
    [0.35, 0.3],
  ] as const)
    disc(g, x + dx * r, y + (dy + 0.05) * r, 0.15 * r, '#4d7c0f');
};
const pearl: Motif = (g, x, y, r) => {
  g.fillStyle = '#f9a8d4';
  g.beginPath();
  g.moveTo(x, y + 0.7 * r);
  g.arc(x, y + 0.7 * r, 0.95 * r, Math.PI * 1.1, Math.PI * 1.9);
  g.closePath();
  g.fill();
  stroke(g, 0.04 * r, '#db2777', () => {
    for (let i = 0; i < 5; i++) {
      const a = Math.PI * (1.18 + i * 0.16);
      g.moveTo(x, y + 0.7 * r);
      g.lineTo(x + Math.cos(a) * 0.9 * r, y + 0.7 * r + Math.sin(a) * 0.9 * r);
    }
  });
  disc(g, x, y + 0.45 * r, 0.25 * r, '#f8fafc');
  disc(g, x - 0.07 * r, y + 0.38 * r, 0.08 * r, '#fff');
};

const cherry: Motif = (g, x, y, r) => {
  stroke(g, 0.08 * r, '#15803d', () => {
    g.moveTo(x - 0.4 * r, y + 0.3 * r);
    g.quadraticCurveTo(x - 0.2 * r, y - 0.5 * r, x + 0.3 * r, y - 0.85 * r);
    g.moveTo(x + 0.4 * r, y + 0.35 * r);
    g.quadraticCurveTo(x + 0.35 * r, y - 0.4 * r, x + 0.3 * r, y - 0.85 * r);
  });
  oval(g, x + 0.5 * r, y - 0.8 * r, 0.3 * r, 0.14 * r, -0.4, '#22c55e');
  disc(g, x - 0.4 * r, y + 0.5 * r, 0.38 * r, '#dc2626');
  disc(g, x + 0.42 * r, y + 0.55 * r, 0.38 * r, '#b91c1c');
  disc(g, x - 0.52 * r, y + 0.38 * r, 0.1 * r, '#fecaca');
};
const mango: Motif = (g, x, y, r) => {
  oval(g, x, y + 0.1 * r, 0.65 * r, 0.8 * r, 0.5, '#f59e0b');
  oval(g, x - 0.15 * r, y + 0.2 * r, 0.4 * r, 0.55 * r, 0.5, '#ef4444');
  oval(g, x + 0.35 * r, y - 0.75 * r, 0.3 * r, 0.13 * r, -0.5, '#16a34a');
};
const apple: Motif = (g, x, y, r) => {
  disc(g, x - 0.3 * r, y + 0.15 * r, 0.6 * r, '#16a34a');
  disc(g, x + 0.3 * r, y + 0.15 * r, 0.6 * r, '#22c55e');
  stroke(g, 0.08 * r, '#78350f', () => {
    g.moveTo(x, y - 0.35 * r);
    g.lineTo(x + 0.1 * r, y - 0.85 * r);
  });
  oval(g, x + 0.35 * r, y - 0.7 * r, 0.25 * r, 0.11 * r, -0.4, '#15803d');
  disc(g, x - 0.4 * r, y - 0.05 * r, 0.12 * r, '#bbf7d0');
};
const melon: Motif = (g, x, y, r) => {
  g.fillStyle = '#15803d';
  g.beginPath();
  g.arc(x, y - 0.2 * r, 0.95 * r, 0, Math.PI);
  g.fill();
  g.fillStyle = '#ef4444';
  g.beginPath();
  g.arc(x, y - 0.2 * r, 0.8 * r, 0, Math.PI);
  g.fill();
  for (const dx of [-0.45, -0.15, 0.15, 0.45]) oval(g, x + dx * r, y + 0.1 * r, 0.05 * r, 0.09 * r, 0, '#111');
};

const samurai: Motif = (g, x, y, r) => {
  g.fillStyle = '#7f1d1d';
  g.beginPath();
  g.arc(x, y + 0.1 * r, 0.75 * r, Math.PI, 0);
  g.fill();
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.95, 0.1],
      [0.95, 0.1],
      [0.8, 0.35],
      [-0.8, 0.35],
    ],
    '#450a0a',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.15, -0.5],
      [-0.7, -1.0],
      [-0.05, -0.62],
    ],
    '#facc15',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [0.15, -0.5],
      [0.7, -1.0],
      [0.05, -0.62],
    ],
    '#facc15',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.45, 0.35],
      [0.45, 0.35],
      [0.3, 0.9],
      [-0.3, 0.9],
    ],
    '#1f2937',
  );
  eyes(g, x, y, r, 0.18, 0.55, 0.06, '#f8fafc');
};
const lantern: Motif = (g, x, y, r) => {
  oval(g, x, y, 0.6 * r, 0.75 * r, 0, '#dc2626');
  for (const dx of [-0.3, 0, 0.3]) oval(g, x + dx * r, y, 0.04 * r, 0.72 * r, 0, '#991b1b');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, -0.95],
      [0.3, -0.95],
      [0.3, -0.7],
      [-0.3, -0.7],
    ],
    '#facc15',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, 0.7],
      [0.3, 0.7],
      [0.3, 0.9],
      [-0.3, 0.9],
    ],
    '#facc15',
  );
  disc(g, x, y, 0.2 * r, 'rgba(254,240,138,0.6)');
};
const lotus: Motif = (g, x, y, r) => {
  for (const [a, c] of [
    [-1.0, '#f472b6'],
    [1.0, '#f472b6'],
    [-0.5, '#ec4899'],
    [0.5, '#ec4899'],
    [0, '#fbcfe8'],
  ] as const) {
    g.save();
    g.translate(x, y + 0.5 * r);
    g.rotate(a);
    oval(g, 0, -0.5 * r, 0.22 * r, 0.55 * r, 0, c);
    g.restore();
  }
  oval(g, x, y + 0.65 * r, 0.85 * r, 0.15 * r, 0, '#15803d');
};
const fan: Motif = (g, x, y, r) => {
  g.fillStyle = '#be123c';
  g.beginPath();
  g.moveTo(x, y + 0.7 * r);
  g.arc(x, y + 0.7 * r, 1.0 * r, Math.PI * 1.15, Math.PI * 1.85);
  g.closePath();
  g.fill();
  stroke(g, 0.04 * r, '#fde68a', () => {
    for (let i = 0; i <= 6; i++) {
      const a = Math.PI * (1.15 + (i * 0.7) / 6);
      g.moveTo(x, y + 0.7 * r);
      g.lineTo(x + Math.cos(a) * 0.98 * r, y + 0.7 * r + Math.sin(a) * 0.98 * r);
    }
  });
  disc(g, x, y + 0.7 * r, 0.1 * r, '#fde68a');
};

const pinata: Motif = (g, x, y, r) => {
  const colours = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    poly(
      g,
      x,
      y,
      r,
      [
        [Math.cos(a - 0.35) * 0.35, Math.sin(a - 0.35) * 0.35],
        [Math.cos(a) * 0.95, Math.sin(a) * 0.95],
        [Math.cos(a + 0.35) * 0.35, Math.sin(a + 0.35) * 0.35],
      ],
      colours[i]!,
    );
  }
  disc(g, x, y, 0.4 * r, '#fde047');
  disc(g, x, y, 0.2 * r, '#ec4899');
};
const cactus: Motif = (g, x, y, r) => {
  const green = '#16a34a';
  g.fillStyle = green;
  g.beginPath();
  g.roundRect(x - 0.2 * r, y - 0.85 * r, 0.4 * r, 1.7 * r, 0.2 * r);
  g.roundRect(x - 0.7 * r, y - 0.35 * r, 0.3 * r, 0.6 * r, 0.15 * r);
  g.roundRect(x + 0.4 * r, y - 0.6 * r, 0.3 * r, 0.6 * r, 0.15 * r);
  g.fill();
  g.fillRect(x - 0.55 * r, y + 0.05 * r, 0.4 * r, 0.2 * r);
  g.fillRect(x + 0.15 * r, y - 0.2 * r, 0.4 * r, 0.2 * r);
  disc(g, x, y - 0.85 * r, 0.14 * r, '#f472b6');
};
const sombrero: Motif = (g, x, y, r) => {
  oval(g, x, y + 0.35 * r, 0.98 * r, 0.3 * r, 0, '#ca8a04');
  g.fillStyle = '#eab308';
  g.beginPath();
  g.moveTo(x - 0.4 * r, y + 0.3 * r);
  g.quadraticCurveTo(x, y - 1.2 * r, x + 0.4 * r, y + 0.3 * r);
  g.fill();
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.36, 0.05],
      [0.36, 0.05],
      [0.4, 0.22],
      [-0.4, 0.22],
    ],
    '#dc2626',
  );
};
const maraca: Motif = (g, x, y, r) => {
  for (const [dx, turn, c] of [
    [-0.3, -0.4, '#ef4444'],
    [0.3, 0.4, '#22c55e'],
  ] as const) {
    g.save();
    g.translate(x + dx * r, y);
    g.rotate(turn);
    g.fillStyle = '#92400e';
    g.fillRect(-0.07 * r, 0, 0.14 * r, 0.85 * r);
    oval(g, 0, -0.3 * r, 0.32 * r, 0.45 * r, 0, c);
    oval(g, 0, -0.3 * r, 0.32 * r, 0.08 * r, 0, '#fde047');
    g.restore();
  }
};

const viking: Motif = (g, x, y, r) => {
  g.fillStyle = '#94a3b8';
  g.beginPath();
  g.arc(x, y + 0.2 * r, 0.6 * r, Math.PI, 0);
  g.fill();
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.65, 0.2],
      [0.65, 0.2],
      [0.65, 0.4],
      [-0.65, 0.4],
    ],
    '#a16207',
  );
  for (const side of [-1, 1]) {
    g.fillStyle = '#fef3c7';
    g.beginPath();
    g.moveTo(x + side * 0.5 * r, y);
    g.quadraticCurveTo(x + side * 1.05 * r, y - 0.1 * r, x + side * 0.95 * r, y - 0.9 * r);
    g.quadraticCurveTo(x + side * 0.8 * r, y - 0.35 * r, x + side * 0.45 * r, y - 0.25 * r);
    g.fill();
  }
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.08, 0.35],
      [0.08, 0.35],
      [0.06, 0.8],
      [-0.06, 0.8],
    ],
    '#64748b',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.55, 0.4],
      [0.55, 0.4],
      [0.2, 0.95],
      [-0.2, 0.95],
    ],
    '#ea580c',
  );
};
const volcano: Motif = (g, x, y, r) => {
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, -0.35],
      [0.3, -0.35],
      [0.95, 0.8],
      [-0.95, 0.8],
    ],
    '#57534e',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.3, -0.35],
      [0.3, -0.35],
      [0.15, 0.1],
      [0, -0.1],
      [-0.2, 0.2],
    ],
    '#f97316',
  );
  for (const [dx, dy, s] of [
    [0, -0.7, 0.2],
    [-0.35, -0.85, 0.12],
    [0.35, -0.8, 0.14],
  ] as const)
    disc(g, x + dx * r, y + dy * r, s * r, dx === 0 ? '#ef4444' : '#facc15');
};
const comet: Motif = (g, x, y, r) => {
  const tail = g.createLinearGradient(x - 0.9 * r, y + 0.9 * r, x + 0.4 * r, y - 0.4 * r);
  tail.addColorStop(0, 'rgba(125,211,252,0)');
  tail.addColorStop(1, 'rgba(186,230,253,0.95)');
  g.fillStyle = tail;
  g.beginPath();
  g.moveTo(x + 0.25 * r, y - 0.6 * r);
  g.lineTo(x - 0.95 * r, y + 0.95 * r);
  g.lineTo(x + 0.6 * r, y - 0.25 * r);
  g.fill();
  disc(g, x + 0.45 * r, y - 0.45 * r, 0.32 * r, '#e0f2fe');
  disc(g, x + 0.45 * r, y - 0.45 * r, 0.18 * r, '#fff');
};
const shield: Motif = (g, x, y, r) => {
  disc(g, x, y, 0.9 * r, '#92400e');
  disc(g, x, y, 0.72 * r, '#1d4ed8');
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.72, -0.1],
      [0.72, -0.1],
      [0.72, 0.1],
      [-0.72, 0.1],
    ],
    '#f8fafc',
  );
  poly(
    g,
    x,
    y,
    r,
    [
      [-0.1, -0.72],
      [0.1, -0.72],
      [0.1, 0.72],
      [-0.1, 0.72],
    ],
    '#f8fafc',
  );
  disc(g, x, y, 0.18 * r, '#facc15');
};

export const MOTIFS: Readonly<Record<string, Motif>> = {
  wolf,
  panther,
  rhino,
  paw,
  toucan,
  parrot,
  owl,
  feather,
  pharaoh,
  pyramid,
  ankh,
  lamp,
  galleon,
  koi,
  tortoise,
  pearl,
  cherry,
  mango,
  apple,
  melon,
  samurai,
  lantern,
  lotus,
  fan,
  pinata,
  cactus,
  sombrero,
  maraca,
  viking,
  volcano,
  comet,
  shield,
};
