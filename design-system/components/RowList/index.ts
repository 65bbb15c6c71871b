export { RowList } from './RowList';
export type { RowListProps } from './RowList';
