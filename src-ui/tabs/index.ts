export { type TabItem, Tabs } from './tabs';
export { tabScrollStep } from './tabs.css';
