export { Card } from './card';
