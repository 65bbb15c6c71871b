export { QrCode, qrPath } from './QrCode';
export type { QrCodeProps } from './QrCode';
