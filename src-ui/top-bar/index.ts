export { TopBar } from './top-bar';
