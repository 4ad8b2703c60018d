export { type NavLink, type NavSection, SideNav, type SideNavProps } from './side-nav';
export { sideNavWidth } from './side-nav.css';
