export { KanbanBoard, type KanbanBoardProps, type KanbanCard, type KanbanColumn } from './kanban-board';
