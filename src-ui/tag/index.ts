export { Tag, type TagProps } from './tag';
