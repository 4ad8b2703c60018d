export { mobileTableQuery, Table, type TableColumn, type TableProps } from './table';
