// What the route table needs from the subscription pages: their containers.
export { SubscriptionProductContainer } from './SubscriptionProduct/container';
