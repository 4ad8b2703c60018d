export { defaultPageSize, Paginator, type PaginatorProps, pageCount } from './paginator';
