export { initials, UserMenu, type UserMenuProps } from './user-menu';
export { userMenuMobileMax, userMenuWidth } from './user-menu.css';
