/**
 * The seeded forests' pictures: drawn landscapes, labelled "Illustration" in the picture itself (the same word in German
 * and English), never a satellite's name. Each forest is drawn with its own terrain and its own species in their
 * shares, so two forests look different for the reason they are different.
 */

/** How a species is drawn: its crown's form and colour. */
export type TreeForm = 'spruce' | 'fir' | 'larch' | 'pine' | 'beech' | 'oak' | 'birch' | 'maple';
export type Terrain = 'hills' | 'plateau' | 'highland';

const crownColour: Record<TreeForm, string> = {
  spruce: '#1f4d36',
  fir: '#2b5a55',
  larch: '#8da448',
  pine: '#3d6a3a',
  beech: '#5e9a47',
  oak: '#4b7d36',
  birch: '#a7c467',
  maple: '#6fa24f',
};

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One tree standing at (x, y) (the foot of its trunk), `h` tall, its crown `shade` opaque (paler further back). */
function tree(form: TreeForm, x: number, y: number, h: number, shade: number): string {
  const trunk = (width: number, reach = 0.3, colour = '#6b4a2b') =>
    `<rect x="${round(x - width / 2)}" y="${round(y - h * reach)}" width="${round(width)}" height="${round(h * reach)}" fill="${colour}"/>`;
  const crown = (shapes: string) => `<g fill="${crownColour[form]}" opacity="${shade}">${shapes}</g>`;
  const ellipse = (dx: number, dy: number, rx: number, ry: number) =>
    `<ellipse cx="${round(x + h * dx)}" cy="${round(y - h * dy)}" rx="${round(h * rx)}" ry="${round(h * ry)}"/>`;
  switch (form) {
    case 'spruce':
    case 'fir':
    case 'larch': {
      // Three tiers, each wider than the one above: a spruce narrow, a fir broad, a larch slender and light.
      const width = h * (form === 'fir' ? 0.5 : form === 'larch' ? 0.32 : 0.38);
      const tiers = [0, 1, 2].map((tier) => {
        const top = y - h + tier * h * 0.28;
        const half = (width / 2) * (0.55 + tier * 0.22);
        return `<path d="M${round(x)} ${round(top)}L${round(x + half)} ${round(top + h * 0.5)}H${round(x - half)}Z"/>`;
      });
      return trunk(h * 0.06) + crown(tiers.join(''));
    }
    case 'pine':
      return trunk(h * 0.05, 0.75, '#8a5632') + crown(ellipse(0, 0.82, 0.26, 0.14) + ellipse(0.12, 0.7, 0.16, 0.09));
    case 'birch':
      return trunk(h * 0.05, 0.3, '#ece8dc') + crown(ellipse(0, 0.62, 0.17, 0.36));
    case 'oak':
      return trunk(h * 0.08) + crown(ellipse(-0.14, 0.58, 0.22, 0.22) + ellipse(0.15, 0.6, 0.24, 0.24) + ellipse(0, 0.78, 0.22, 0.22));
    default:
      return trunk(h * 0.07) + crown(ellipse(0, 0.64, form === 'beech' ? 0.3 : 0.26, 0.34));
  }
}

/** A line of ground across the picture at about `level`, rising and falling by `relief`. */
function ridge(level: number, relief: number, waves: number, phase: number, fill: string): string {
  const points = Array.from({ length: 21 }, (_, index) => {
    const x = index * 20;
    const y = level - relief * Math.sin((index / 20) * Math.PI * waves + phase) - relief * 0.4 * Math.sin((index / 20) * Math.PI * waves * 2.7 + phase * 2);
    return `${x} ${round(y)}`;
  });
  return `<path d="M0 240V${points[0]?.split(' ')[1] ?? level}L${points.join('L')}V240Z" fill="${fill}"/>`;
}

const terrains: Record<Terrain, { sky: string; far: [number, number, number]; near: [number, number, number]; rows: number[] }> = {
  hills: { sky: '#e3ede4', far: [104, 18, 2.4], near: [146, 14, 1.4], rows: [132, 176, 226] },
  plateau: { sky: '#eef0e2', far: [118, 5, 1.6], near: [150, 5, 1.1], rows: [140, 180, 228] },
  highland: { sky: '#dfe9ef', far: [92, 40, 1.8], near: [136, 24, 1.2], rows: [124, 170, 224] },
};

/** A forest drawn from the side: its terrain, then three rows of its species in their shares, and the label. */
export function forestIllustration(name: string, terrain: Terrain, species: readonly { form: TreeForm; share: number }[], seed: number): string {
  const next = random(seed);
  const total = species.reduce((sum, entry) => sum + entry.share, 0);
  const pick = () => {
    let left = next() * total;
    for (const entry of species) {
      left -= entry.share;
      if (left <= 0) return entry.form;
    }
    return species[0]?.form ?? 'spruce';
  };
  const land = terrains[terrain];
  const rows = land.rows.map((base, row) => {
    const height = 34 + row * 26;
    const gap = height * 0.42;
    const trees: string[] = [];
    for (let x = -10 + next() * gap; x < 410; x += gap * (0.75 + next() * 0.5))
      trees.push(tree(pick(), round(x), base + next() * 8, height * (0.8 + next() * 0.35), 0.72 + row * 0.14));
    return trees.join('');
  });
  const [farLevel, farRelief, farWaves] = land.far;
  const [nearLevel, nearRelief, nearWaves] = land.near;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" role="img" aria-label="Illustration: ${name}">`,
    `<rect width="400" height="240" fill="${land.sky}"/>`,
    ridge(farLevel, farRelief, farWaves, seed % 7, '#9db8a6'),
    rows[0] ?? '',
    ridge(nearLevel, nearRelief, nearWaves, (seed % 5) + 1, '#7fa56f'),
    rows[1] ?? '',
    `<path d="M0 214Q200 196 400 210V240H0Z" fill="#5f8a4e"/>`,
    rows[2] ?? '',
    `<rect x="0" y="214" width="92" height="26" fill="rgb(0 0 0 / 0.6)"/><text x="10" y="232" font-family="sans-serif" font-size="13" fill="#fff">Illustration</text>`,
    '</svg>',
  ].join('');
}
