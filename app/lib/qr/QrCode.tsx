// A QR code drawn in the page from the text it holds (a pairing address, an
// otpauth URI): the modules come from the qrcode library, the picture is our
// own SVG, black on white whatever the theme, with the quiet zone the
// standard asks for, so any camera reads it. Pure.
import { create } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

export interface QrCodeProps {
  /** What the code holds. */
  value: string;
  /** The picture's accessible name. */
  label: string;
  /** The element's id. */
  id: string;
  /** Its width and height in CSS pixels. @default 200 */
  size?: number;
  /** Centred in its line. */
  centered?: boolean;
  /** Extra data attributes (`data-…`), e.g. for a test standing in for a camera. */
  data?: Record<`data-${string}`, string>;
}

/** Light modules around the code, as the standard asks. */
const QUIET_ZONE = 4;

const Picture = styled.svg<{ $centered: boolean }>`
  display: block;
  ${({ $centered }) => ($centered ? 'margin: 0 auto;' : '')}
  background: #ffffff;
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

/** The SVG path of the dark modules, in module units with the quiet zone, and the picture's extent. */
export function qrPath(value: string): { d: string; extent: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { d: parts.join(''), extent: modules.size + QUIET_ZONE * 2 };
}

export function QrCode({ value, label, id, size = 200, centered = false, data }: QrCodeProps) {
  const drawn = useMemo(() => qrPath(value), [value]);
  return (
    <Picture
      id={id}
      {...data}
      $centered={centered}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.extent} ${drawn.extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.extent} height={drawn.extent} fill="#ffffff" />
      <path d={drawn.d} fill="#000000" />
    </Picture>
  );
}
