// What the route table needs from the cookies-disabled flow: its container.
export { CookiesDisabledContainer } from './CookiesDisabled/container';
