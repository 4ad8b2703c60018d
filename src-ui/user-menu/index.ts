export { UserMenu } from './user-menu';
