/**
 * The demo's illustrations, drawn for it as SVG: line art in the S1000D manner (black lines,
 * white ground, item numbers with leader lines), sized for a page column.
 */
const svg = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" font-family="Arial, Helvetica, sans-serif" font-size="12">
  <title>${title}</title>
  <rect x="0" y="0" width="400" height="300" fill="#ffffff"/>
  <g fill="none" stroke="#000000" stroke-width="1.5" stroke-linejoin="round">
${body}
  </g>
</svg>
`;

/** An item number in a circle with its leader line, pointing at (x, y). */
const callout = (n: number, cx: number, cy: number, x: number, y: number) =>
  `    <line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke-width="0.75"/>
    <circle cx="${cx}" cy="${cy}" r="9" fill="#ffffff"/>
    <text x="${cx}" y="${cy + 4}" text-anchor="middle" stroke="none" fill="#000000">${n}</text>`;

export const GENERAL_VIEW_SVG = svg(
  'Submersible utility pump, general view',
  `    <path d="M140 70 Q200 40 260 70"/>
    <line x1="150" y1="66" x2="150" y2="90"/>
    <line x1="250" y1="66" x2="250" y2="90"/>
    <rect x="130" y="90" width="140" height="130" rx="12"/>
    <line x1="130" y1="120" x2="270" y2="120"/>
    <rect x="150" y="140" width="46" height="26" stroke-width="1"/>
    <path d="M270 110 h45 v22 h-45"/>
    <ellipse cx="315" cy="121" rx="6" ry="11"/>
    <path d="M125 230 h150 l-8 30 h-134 z"/>
    <line x1="150" y1="238" x2="150" y2="252"/>
    <line x1="170" y1="238" x2="170" y2="252"/>
    <line x1="190" y1="238" x2="190" y2="252"/>
    <line x1="210" y1="238" x2="210" y2="252"/>
    <line x1="230" y1="238" x2="230" y2="252"/>
    <line x1="250" y1="238" x2="250" y2="252"/>
    <line x1="130" y1="220" x2="125" y2="230"/>
    <line x1="270" y1="220" x2="275" y2="230"/>
    <path d="M130 100 C90 100 80 140 60 170 S40 230 30 260"/>
${callout(1, 200, 25, 200, 50)}
${callout(2, 90, 60, 135, 100)}
${callout(3, 350, 85, 318, 112)}
${callout(4, 340, 270, 250, 250)}
${callout(5, 60, 120, 75, 150)}
${callout(6, 230, 190, 190, 160)}`,
);

export const IMPELLER_SVG = svg(
  'Impeller and volute, exploded view',
  `    <rect x="40" y="40" width="120" height="90" rx="10"/>
    <line x1="100" y1="130" x2="100" y2="150"/>
    <circle cx="100" cy="175" r="28"/>
    <path d="M100 175 l20 -14 M100 175 l-20 -14 M100 175 l0 25 M100 175 l24 10 M100 175 l-24 10"/>
    <circle cx="100" cy="175" r="5"/>
    <ellipse cx="100" cy="222" rx="46" ry="6" stroke-dasharray="4 2"/>
    <path d="M50 238 h100 v30 h-100 z"/>
    <path d="M150 246 h40 v14 h-40"/>
    <line x1="60" y1="232" x2="60" y2="212" stroke-dasharray="3 2"/>
    <line x1="140" y1="232" x2="140" y2="212" stroke-dasharray="3 2"/>
    <path d="M56 198 v12 M64 198 v12 M54 196 h12"/>
    <path d="M136 198 v12 M144 198 v12 M134 196 h12"/>
    <path d="M97 150 v-4 h6 v4"/>
    <rect x="250" y="200" width="110" height="40" rx="6"/>
    <line x1="260" y1="208" x2="260" y2="232"/>
    <line x1="275" y1="208" x2="275" y2="232"/>
    <line x1="290" y1="208" x2="290" y2="232"/>
    <line x1="305" y1="208" x2="305" y2="232"/>
    <line x1="320" y1="208" x2="320" y2="232"/>
    <line x1="335" y1="208" x2="335" y2="232"/>
    <line x1="350" y1="208" x2="350" y2="232"/>
${callout(1, 200, 60, 160, 80)}
${callout(2, 200, 150, 126, 172)}
${callout(3, 200, 205, 146, 222)}
${callout(4, 30, 285, 60, 268)}
${callout(5, 30, 195, 54, 203)}
${callout(6, 40, 160, 96, 148)}
${callout(7, 300, 270, 300, 240)}`,
);

export const FLOAT_SWITCH_SVG = svg(
  'Float switch, start and stop levels',
  `    <line x1="20" y1="270" x2="380" y2="270" stroke-width="2"/>
    <rect x="60" y="160" width="80" height="110" rx="8"/>
    <circle cx="120" cy="150" r="4"/>
    <path d="M124 150 Q170 120 200 105"/>
    <ellipse cx="220" cy="100" rx="22" ry="12"/>
    <path d="M124 150 Q170 190 200 225" stroke-dasharray="5 3"/>
    <ellipse cx="220" cy="230" rx="22" ry="12" stroke-dasharray="5 3"/>
    <line x1="20" y1="90" x2="380" y2="90" stroke="#1f5f9f" stroke-dasharray="8 4"/>
    <line x1="20" y1="240" x2="380" y2="240" stroke="#1f5f9f" stroke-dasharray="8 4"/>
    <line x1="330" y1="90" x2="330" y2="270" stroke-width="0.75"/>
    <text x="336" y="86" stroke="none" fill="#000000">Start: 450 mm</text>
    <text x="250" y="236" stroke="none" fill="#000000">Stop: 100 mm</text>
    <text x="70" y="288" stroke="none" fill="#000000">Floor</text>
${callout(1, 100, 215, 100, 200)}
${callout(2, 270, 130, 240, 106)}
${callout(3, 160, 110, 160, 132)}`,
);
