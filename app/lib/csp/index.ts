export { pageStyleNonce, shareStyleNonce } from './styleNonce';
