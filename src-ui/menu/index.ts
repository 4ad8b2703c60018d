export { Menu, type MenuAction } from './menu';
