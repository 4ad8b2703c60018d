export { NavPanel } from './nav-panel';
