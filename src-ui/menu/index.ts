export { Menu } from './menu';
