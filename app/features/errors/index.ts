// What the router needs from the error pages: the page of an address not served.
export { NotFoundPage } from './NotFound/NotFoundPage';
