// A QR code drawn in the page from the text it holds (an otpauth URI): the
// modules come from the qrcode library, the picture is our own SVG, dark on
// light whatever the theme so every camera reads it. Pure.
import { create } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

export interface QrCodeProps {
  /** What the code holds. */
  value: string;
  /** The picture's accessible name. */
  label: string;
  /** Its width and height in CSS pixels. @default 200 */
  size?: number;
}

/** Light modules around the code, as the standard asks. */
const QUIET_ZONE = 4;

const Picture = styled.svg`
  display: block;
  background: #ffffff;
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const path = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.data[row * modules.size + column]) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { d: parts.join(''), extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <Picture id="settings-totp-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${path.extent} ${path.extent}`} shapeRendering="crispEdges">
      <rect width={path.extent} height={path.extent} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </Picture>
  );
}
