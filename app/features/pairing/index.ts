// What the route table needs from device pairing: its containers.
export { AuthorityContainer } from './Authority/container';
export { SupplicantContainer } from './Supplicant/container';
