export { AlertCard, type AlertCardProps, appearanceIcon } from './alert-card';
