export { NavPanel, type NavPanelProps } from './nav-panel';
