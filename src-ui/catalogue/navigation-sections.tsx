import { useState } from 'react';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { Button } from '../button';
import { HomeIcon, PlusIcon, UserIcon } from '../icons';
import { NavPanel } from '../nav-panel';
import { PageTemplate } from '../page-template';
import { SideNav } from '../side-nav';
import { type Step, Stepper } from '../stepper';
import { type TabItem, Tabs } from '../tabs';
import { TopBar } from '../top-bar';
import { UserMenu } from '../user-menu';
import type { RenderLink } from '../utils/link';
import * as styles from './catalogue.css';
import { Section, State } from './section';

/** Catalogue links stay on the page (a fragment), like a router link would not reload it. */
const catalogueLink: RenderLink = ({ href, className, children, ...aria }) => (
  <a href={`#ruta:${href}`} className={className} {...aria}>
    {children}
  </a>
);

const shortTrail: Crumb[] = [
  { path: '/', label: 'Inicio' },
  { path: '/contracts', label: 'Contratos' },
];

const longTrail: Crumb[] = [
  { path: '/', label: 'Inicio' },
  { path: '/requests', label: 'Solicitudes' },
  { path: '/requests/application-process', label: 'Proceso de solicitud' },
  { path: '/requests/application-process/15', label: 'Solicitud 15' },
  { path: '/requests/application-process/15/tasks', label: 'Tareas' },
  { path: '/requests/application-process/15/tasks/3', label: 'Firma de contrato' },
];

const tabs: TabItem[] = [
  { id: 'utilizados', label: 'Días utilizados' },
  { id: 'tramite', label: 'Solicitudes de vacaciones en trámite' },
  { id: 'pendientes', label: 'Días pendientes' },
  { id: 'historial', label: 'Historial de pagos' },
  { id: 'bloqueada', label: 'Pestaña deshabilitada', disabled: true },
];

const steps: Step[] = [
  { number: 1, name: 'Datos personales', description: 'Nombres e identificación' },
  { number: 2, name: 'Posición contractual', description: 'Cargo y contrato' },
  { number: 3, name: 'Verificación', description: 'Resumen' },
];

function StepperDemo({ spanish }: { spanish: boolean }) {
  const [current, setCurrent] = useState(1);
  const [sent, setSent] = useState(false);
  return (
    <div style={{ width: '100%' }}>
      <Stepper
        steps={steps}
        current={current}
        label={spanish ? 'Pasos de la vinculación' : 'Pasos'}
        onPrev={() => setCurrent((c) => Math.max(1, c - 1))}
        onNext={() => setCurrent((c) => Math.min(steps.length, c + 1))}
        onSubmit={() => setSent(true)}
        texts={spanish ? { prev: 'Anterior', next: 'Siguiente', submit: 'Finalizar' } : undefined}
      >
        <p className={styles.note}>{`Contenido del paso ${current}.${sent ? ' Enviado.' : ''}`}</p>
      </Stepper>
    </div>
  );
}

function TabsDemo() {
  const [selected, setSelected] = useState('utilizados');
  return (
    <div className={styles.narrow}>
      <Tabs
        label="Vacaciones"
        tabs={tabs}
        selectedId={selected}
        onChange={setSelected}
        renderPanel={(id) => (
          <p className={styles.note}>{`Contenido de «${tabs.find((t) => t.id === id)?.label}».`}</p>
        )}
      />
    </div>
  );
}

function PageTemplateDemo() {
  const [back, setBack] = useState(0);
  return (
    <div style={{ border: '1px dashed #DFE1E6', width: '100%' }}>
      <PageTemplate
        title="Vincular nuevo empleado"
        description="Completa los pasos para enviar la solicitud."
        titleLevel={2}
        crumbs={[
          { path: '/', label: 'Inicio' },
          { path: '/employees/new-employee', label: 'Vincular nuevo empleado' },
        ]}
        breadcrumbs={{ renderLink: catalogueLink, label: 'Ruta de la plantilla' }}
        onBack={() => setBack((n) => n + 1)}
        backConfirmation={{
          title: 'Regresar',
          message: '¿Realmente quieres regresar? Se perderá el avance de tu solicitud.',
          confirmText: 'Sí, regresar',
          cancelText: 'Cancelar',
          closeLabel: 'Cerrar',
        }}
        action={
          <Button iconBefore={<PlusIcon size={18} />} onPress={() => {}}>
            Requisitos
          </Button>
        }
      >
        <p className={styles.note}>{`Regresos confirmados: ${back}`}</p>
      </PageTemplate>
    </div>
  );
}

export function NavigationSections() {
  return (
    <>
      <Section title="Migas de pan">
        <State title="Ruta corta">
          <Breadcrumbs crumbs={shortTrail} renderLink={catalogueLink} label="Ruta corta" />
        </State>
        <State title="Ruta de 5 migas: completa desde 768 px, plegada a 3 por debajo">
          <Breadcrumbs
            crumbs={longTrail.slice(0, 5)}
            renderLink={catalogueLink}
            label="Ruta de cinco migas"
          />
        </State>
        <State title="Ruta de 6 migas: la primera, un menú con las del medio y la última">
          <Breadcrumbs crumbs={longTrail} renderLink={catalogueLink} label="Ruta larga" />
        </State>
        <State title="Ruta larga con 3 migas (pantalla estrecha)">
          <Breadcrumbs
            crumbs={longTrail.slice(0, 4)}
            renderLink={catalogueLink}
            maxVisible={3}
            label="Ruta estrecha"
          />
        </State>
      </Section>
      <Section title="Pestañas">
        <State title="Se desplazan 150 px cuando no caben; una deshabilitada">
          <TabsDemo />
        </State>
      </Section>
      <Section title="Pasos">
        <State title="Textos por defecto (Prev, Next, Send)">
          <StepperDemo spanish={false} />
        </State>
        <State title="Textos de la vinculación (Anterior, Siguiente, Finalizar)">
          <StepperDemo spanish />
        </State>
      </Section>
      <Section title="Navegación lateral">
        <State title="248 px; una sección abierta a la vez, la primera al inicio">
          <div className={styles.frame}>
            <SideNav
              renderLink={catalogueLink}
              label="Navegación de ejemplo"
              sections={[
                {
                  id: 'gestion',
                  label: 'Gestión del empleado',
                  icon: <UserIcon size={18} />,
                  links: [
                    { id: 'vacaciones', label: 'Vacaciones', path: '/holidays', active: true },
                    { id: 'certificaciones', label: 'Certificaciones', path: '/certifications' },
                    { id: 'contratos', label: 'Contratos', path: '/contracts' },
                  ],
                },
                {
                  id: 'solicitudes',
                  label: 'Solicitudes',
                  icon: <HomeIcon size={18} />,
                  links: [{ id: 'tramite', label: 'Solicitudes en trámite', path: '/requests' }],
                },
              ]}
            />
          </div>
        </State>
      </Section>
      <Section title="Navegación plegada">
        <State title="Pantallas pequeñas: el botón 'Menú' abre un panel a pantalla completa; la primera sección abierta">
          <NavPanel
            renderLink={catalogueLink}
            label="Navegación plegada de ejemplo"
            sections={[
              {
                id: 'gestion-plegada',
                label: 'Gestión del empleado',
                icon: <UserIcon size={18} />,
                links: [
                  { id: 'vacaciones-plegada', label: 'Vacaciones', path: '/holidays' },
                  { id: 'contratos-plegada', label: 'Contratos', path: '/contracts' },
                ],
              },
              {
                id: 'solicitudes-plegada',
                label: 'Solicitudes',
                icon: <HomeIcon size={18} />,
                links: [
                  { id: 'tramite-plegada', label: 'Solicitudes en trámite', path: '/requests', active: true },
                ],
              },
            ]}
          />
        </State>
      </Section>
      <Section title="Barra superior">
        <TopBar
          landmark={false}
          start={catalogueLink({ href: '/', className: styles.indexLink, children: 'Portal-ERM' })}
          end={
            <UserMenu userName="Beto Unaunidad" detail="Unidad Medellín">
              <Button variant="outlined" fullWidth>
                Cerrar sesión
              </Button>
            </UserMenu>
          }
        >
          <span>Unidad Medellín</span>
        </TopBar>
      </Section>
      <Section title="Plantilla de página">
        <State title="Migas, flecha de regreso con confirmación, título, descripción y acción">
          <PageTemplateDemo />
        </State>
      </Section>
    </>
  );
}
