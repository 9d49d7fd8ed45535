import QRCode from 'qrcode';
import { useMemo } from 'react';

/** A QR code drawn as one SVG path (no image address, nothing fetched), with the text it holds as its label. */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) squares.push(`M${col + 2} ${row + 2}h1v1h-1z`);
    return { count: modules.size + 4, path: squares.join('') };
  }, [text]);
  return (
    <svg
      className="counter-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      data-testid="counter-receipt-qr"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
