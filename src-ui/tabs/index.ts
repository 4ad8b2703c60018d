export { type TabItem, Tabs, type TabsProps } from './tabs';
export { tabScrollStep } from './tabs.css';
