/** A QR code drawn from its dark modules' path (lib/qr-path.ts), with a quiet zone of 2 modules round it. */
export function QrCode({
  path,
  size,
  label,
  className,
}: {
  path: string;
  size: number;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
