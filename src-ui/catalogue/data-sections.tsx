import { Button } from '../button';
import { Card } from '../card';
import { DescriptionList } from '../description-list';
import { KanbanBoard, type KanbanColumn } from '../kanban-board';
import { PageSection } from '../page-section';
import { Table, type TableColumn } from '../table';
import { Tag } from '../tag';
import { appearances } from '../theme/tokens';
import * as styles from './catalogue.css';
import { Section, State } from './section';

interface Row {
  id: string;
  type: string;
  date: string;
  days: number;
  status: string;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(1001 + i),
  type: i % 2 === 0 ? 'Vacaciones Disfrutadas' : 'Vacaciones Pagadas',
  date: `${String(i + 1).padStart(2, '0')}/Mar/2025`,
  days: (i % 15) + 1,
  status: i % 3 === 0 ? 'Aprobación Jefe Inmediato' : 'Tramitada con Éxito',
}));

const columns: TableColumn<Row>[] = [
  { id: 'id', header: 'Número', cell: (row) => row.id },
  { id: 'type', header: 'Tipo de solicitud', cell: (row) => row.type },
  { id: 'date', header: 'Fecha', cell: (row) => row.date },
  { id: 'days', header: 'Días hábiles', cell: (row) => row.days },
  { id: 'status', header: 'Estado', cell: (row) => <Tag appearance="primary">{row.status}</Tag> },
];

function RequestCard({ id, responsible }: { id: string; responsible?: string }) {
  return (
    <Card title={`ID. ${id}`} headerEnd={<Tag appearance="help">Vinculación</Tag>} headingLevel={4}>
      <DescriptionList
        columns={1}
        items={[
          { term: 'Fecha de solicitud', description: '12/Feb/2025' },
          { term: 'Responsable', description: responsible ?? 'Sin responsable' },
        ]}
      />
    </Card>
  );
}

const board: KanbanColumn[] = [
  {
    id: 'pending',
    title: 'Por evaluar',
    emptyText: 'No hay solicitudes en trámite.',
    cards: [
      { id: '15', content: <RequestCard id="15" /> },
      { id: '16', content: <RequestCard id="16" /> },
    ],
  },
  {
    id: 'progress',
    title: 'En progreso',
    emptyText: 'No hay solicitudes en trámite.',
    cards: [{ id: '17', content: <RequestCard id="17" responsible="Ana Admin" /> }],
  },
  { id: 'completed', title: 'Terminada', emptyText: 'No hay solicitudes en trámite.', cards: [] },
];

export function DataSections() {
  return (
    <>
      <Section title="Tabla con paginador">
        <State title="5 filas por página; en móvil (menos de 768 px) todas las filas">
          <div style={{ width: '100%' }}>
            <Table
              caption="Solicitudes de vacaciones en trámite"
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              emptyText="No tiene solicitudes en trámite."
            />
          </div>
        </State>
        <State title="Sin filas">
          <div style={{ width: '100%' }}>
            <Table
              caption="Días utilizados"
              columns={columns}
              rows={[]}
              rowKey={(row) => row.id}
              emptyText="Aún no has utilizado ningún día de vacaciones."
            />
          </div>
        </State>
      </Section>
      <Section title="Tarjeta">
        <div className={styles.grid}>
          <Card
            title="Contrato 2024-118"
            headerEnd={<Tag appearance="success">Vigente</Tag>}
            footer={<Button variant="text">Más detalles</Button>}
          >
            <DescriptionList
              columns={1}
              items={[
                { term: 'Desde', description: '01/Ene/2024' },
                { term: 'Último salario', description: '$ 3.450.000' },
              ]}
            />
          </Card>
          <Card title="Contrato 2019-044" headerEnd={<Tag appearance="gray">Terminado</Tag>} />
        </div>
      </Section>
      <Section title="Sección de página">
        <div style={{ width: '100%' }}>
          <PageSection title="Resumen de la solicitud">
            <PageSection
              boxed
              headingLevel={3}
              title="Datos personales"
              headerEnd={<Button variant="text">Editar</Button>}
            >
              <DescriptionList
                items={[
                  { term: 'Nombres', description: 'María José' },
                  { term: 'Apellidos', description: 'Muñoz Peña' },
                ]}
              />
            </PageSection>
          </PageSection>
        </div>
      </Section>
      <Section title="Etiqueta">
        <State title="Suave, en cada apariencia">
          {appearances.map((appearance) => (
            <Tag key={appearance} appearance={appearance}>
              {appearance}
            </Tag>
          ))}
        </State>
        <State title="Sólida, en cada apariencia">
          {appearances.map((appearance) => (
            <Tag key={appearance} appearance={appearance} variant="solid">
              {appearance}
            </Tag>
          ))}
        </State>
        <State title="Requisitos">
          <Tag appearance="success">Cumple</Tag>
          <Tag appearance="danger">No Cumple</Tag>
          <Tag appearance="gray">Sin Evaluar</Tag>
        </State>
      </Section>
      <Section title="Tablero">
        <State title="Vertical: columnas lado a lado">
          <div style={{ width: '100%' }}>
            <KanbanBoard columns={board} headingLevel={3} />
          </div>
        </State>
        <State title="Horizontal: secciones que se pliegan">
          <div style={{ width: '100%' }}>
            <KanbanBoard columns={board} orientation="horizontal" headingLevel={3} />
          </div>
        </State>
      </Section>
      <Section title="Lista de descripción">
        <DescriptionList
          items={[
            { term: 'Nombres', description: 'María José' },
            { term: 'Apellidos', description: 'Muñoz Peña' },
            { term: 'Número de identificación', description: '1020304050' },
            { term: 'Hoja de vida', description: 'hoja-de-vida.pdf' },
          ]}
        />
      </Section>
    </>
  );
}
