import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks for (four). */
const quietZone = 4;

/**
 * A QR code of `text` as SVG: one rect per run of dark modules in a row, on a white square. Drawn by React, with no
 * markup strings and no inline styles (the portal's CSP allows neither). `label` names it for screen readers; without
 * one it is hidden from them (a link around it names it).
 */
export function QrCode({ text, label, className }: { text: string; label?: string; className?: string }) {
  const { size, runs } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const found: { x: number; y: number; width: number }[] = [];
    for (let y = 0; y < modules.size; y += 1) {
      let start = -1;
      for (let x = 0; x <= modules.size; x += 1) {
        const dark = x < modules.size && modules.get(y, x) === 1;
        if (dark && start < 0) start = x;
        if (!dark && start >= 0) {
          found.push({ x: start, y, width: x - start });
          start = -1;
        }
      }
    }
    return { size: modules.size, runs: found };
  }, [text]);
  const full = size + quietZone * 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${full} ${full}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={full} height={full} fill="#fff" />
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x + quietZone} y={run.y + quietZone} width={run.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}
