export { type NavSection, SideNav } from './side-nav';
