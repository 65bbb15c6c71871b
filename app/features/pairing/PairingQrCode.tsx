// The pairing address as a QR code, drawn as our own SVG from the modules the
// qrcode library computes: black on white whatever the theme, with the quiet
// zone the standard asks for, so any camera reads it. Pure.
import { create } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

const QUIET_ZONE = 4;

const Picture = styled.svg`
  display: block;
  margin: 0 auto;
  background: #ffffff;
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export function PairingQrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const drawn = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.data[row * modules.size + column]) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { d, extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    // The address is also kept as data, for a test standing in for the other device's camera.
    <Picture id="pair-qr" data-pairing-url={value} role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${drawn.extent} ${drawn.extent}`} shapeRendering="crispEdges">
      <rect width={drawn.extent} height={drawn.extent} fill="#ffffff" />
      <path d={drawn.d} fill="#000000" />
    </Picture>
  );
}
