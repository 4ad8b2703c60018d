export { KanbanBoard, type KanbanColumn } from './kanban-board';
