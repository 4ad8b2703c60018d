export { AlertCard, appearanceIcon } from './alert-card';
