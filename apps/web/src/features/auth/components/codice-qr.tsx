import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Empty modules around the code, as the QR standard asks, so phones find its edges. */
const MARGINE = 4;

/** The SVG path of the dark modules: one unit square per module. */
function percorso(testo: string): { d: string; lato: number } {
  const { modules } = QRCode.create(testo, { errorCorrectionLevel: 'M' });
  const parti: string[] = [];
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (modules.get(r, c)) parti.push(`M${c + MARGINE} ${r + MARGINE}h1v1h-1z`);
    }
  }
  return { d: parti.join(''), lato: modules.size + 2 * MARGINE };
}

/**
 * Decision 0418: the QR code of the authenticator's otpauth:// address, drawn here from the qrcode
 * package's matrix: the secret never leaves the page for an image service.
 */
export function CodiceQr({ testo, size = 200 }: { testo: string; size?: number }) {
  const { d, lato } = useMemo(() => percorso(testo), [testo]);
  return (
    <svg
      role="img"
      aria-label="Codice QR da inquadrare con l’app di autenticazione"
      viewBox={`0 0 ${lato} ${lato}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="codice-qr"
    >
      <rect width={lato} height={lato} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
