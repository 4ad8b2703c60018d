export { movedIndex, startIndex } from './list-keys';
export { type PopupEntry, PopupList, type PopupListProps } from './popup-list';
