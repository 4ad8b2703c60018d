export { defaultPageSize, Paginator, type PaginatorProps, pageCount, rangeText } from './paginator';
