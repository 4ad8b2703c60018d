export { type PopupEntry, PopupList, type PopupListProps } from './popup-list';
