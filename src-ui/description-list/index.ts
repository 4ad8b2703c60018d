export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './description-list';
