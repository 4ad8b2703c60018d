export { Table, type TableColumn } from './table';
