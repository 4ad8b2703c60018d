import { AlertCard } from '../alert-card';
import { Banner } from '../banner';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { FlagMessage } from '../flag-message';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { Spinner } from '../spinner';
import { appearances } from '../theme/tokens';
import { ToastCard, type ToastStore } from '../toast';
import * as styles from './catalogue.css';
import { Section, State } from './section';

const noop = () => {};
const tenMinutes = 600_000;

export function FeedbackSections({ toasts }: { toasts: ToastStore }) {
  return (
    <>
      <Section title="Notificación emergente">
        <State title="Se cierran solas a los 3 s (pausa al pasar el puntero o al enfocarlas)">
          <Button
            appearance="success"
            onPress={() =>
              toasts.show({
                title: 'Éxito',
                description: 'Solicitud enviada correctamente.',
                appearance: 'success',
              })
            }
          >
            Mostrar éxito
          </Button>
          <Button
            appearance="danger"
            onPress={() =>
              toasts.show({
                title: 'Error',
                description: 'Error en la consulta de los datos.',
                appearance: 'danger',
              })
            }
          >
            Mostrar error
          </Button>
          <Button
            variant="outlined"
            onPress={() =>
              toasts.show({
                title: 'Responsable asignado.',
                description: 'El nuevo responsable se asignó con éxito.',
                appearance: 'primary',
                duration: 5000,
              })
            }
          >
            Mostrar aviso de 5 s
          </Button>
        </State>
        <State title="Título cortado a 40 caracteres y descripción a 80, con puntos suspensivos">
          <div>
            <ToastCard
              onClose={noop}
              toast={{
                id: 'largo',
                appearance: 'warning',
                title: 'Todos los intentos fallaron al consultar los datos del portal',
                description:
                  'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado 1020304050.',
                duration: tenMinutes,
              }}
            />
          </div>
        </State>
      </Section>
      <Section title="Indicador de carga">
        <State title="Gira cada 0,8 s, en tres tamaños">
          <Spinner size="small" />
          <Spinner />
          <Spinner size="large" label="Validando credenciales" />
        </State>
      </Section>
      <Section title="Esqueletos">
        <State title="Texto, rectángulo y círculo">
          <div style={{ width: 320 }}>
            <SkeletonGroup>
              <Skeleton shape="circle" width={48} />
              <Skeleton width="80%" />
              <Skeleton width="60%" />
              <Skeleton shape="rect" width="100%" height={80} />
            </SkeletonGroup>
          </div>
        </State>
      </Section>
      <Section title="Estado vacío">
        <State title="Con y sin acción">
          <EmptyState
            title="Aún NO hay asignaciones. Define asignaciones con el botón."
            action={<Button onPress={noop}>Agregar asignación</Button>}
          />
          <EmptyState title="No hay solicitudes en trámite." />
        </State>
      </Section>
      <Section title="Tarjeta de alerta">
        <div className={styles.grid}>
          {appearances.map((appearance) => (
            <AlertCard key={appearance} appearance={appearance} title={`Requisito (${appearance})`}>
              90 días de antigüedad en la empresa.
            </AlertCard>
          ))}
        </div>
      </Section>
      <Section title="Franja de aviso">
        <Banner appearance="warning">No hay contrato vigente para este empleado.</Banner>
        <Banner appearance="primary">Hay una solicitud de vinculación en curso.</Banner>
        <Banner appearance="danger">No hay contratos disponibles para este empleado.</Banner>
      </Section>
      <Section title="Mensaje de página">
        <FlagMessage
          title="Solicitud enviada"
          description="El registro del nuevo empleado fue enviado exitosamente."
          onClose={noop}
        />
        <FlagMessage
          appearance="danger"
          title="Error"
          description="Error al enviar la solicitud. Intente nuevamente."
          onClose={noop}
        />
      </Section>
    </>
  );
}
