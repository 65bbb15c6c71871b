// What the route table needs from the browser channel's utility pages: their containers.
export { ClearContainer } from './Clear/container';
export { WebChannelExampleContainer } from './WebChannelExample/container';
