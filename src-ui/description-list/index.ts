export { type DescriptionItem, DescriptionList } from './description-list';
