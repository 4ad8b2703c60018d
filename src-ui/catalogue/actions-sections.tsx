import { AddButton } from '../add-button';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { CloseIcon, PlusIcon } from '../icons';
import { appearances } from '../theme/tokens';
import { Section, State } from './section';

const noop = () => {};

export function ActionSections() {
  return (
    <>
      <Section title="Botón">
        <State title="Relleno, en cada apariencia">
          {appearances.map((appearance) => (
            <Button key={appearance} appearance={appearance} onPress={noop}>
              {`Botón ${appearance}`}
            </Button>
          ))}
        </State>
        <State title="Contorno y texto">
          <Button variant="outlined" onPress={noop}>
            Cancelar
          </Button>
          <Button variant="text" onPress={noop}>
            Más detalles
          </Button>
          <Button iconBefore={<PlusIcon size={18} />} onPress={noop}>
            Agregar solicitud
          </Button>
        </State>
        <State title="Cargando (no se puede pulsar)">
          <Button loading onPress={noop}>
            Enviar
          </Button>
        </State>
        <State title="Deshabilitado, y deshabilitado con motivo">
          <Button disabled>Continuar</Button>
          <Button disabled disabledReason="No tiene privilegios para terminar contratos.">
            Terminar
          </Button>
        </State>
        <State title="Ancho completo (entre 100 y 300 px salvo ancho completo)">
          <div style={{ width: '100%' }}>
            <Button fullWidth onPress={noop}>
              Continuar
            </Button>
          </div>
        </State>
      </Section>
      <Section title="Botón de icono">
        <State title="Fantasma y relleno, pequeño y mediano">
          <IconButton label="Cerrar" icon={<CloseIcon />} onPress={noop} />
          <IconButton
            label="Agregar"
            icon={<PlusIcon />}
            variant="filled"
            appearance="primary"
            onPress={noop}
          />
          <IconButton label="Cerrar aviso" icon={<CloseIcon size={16} />} size="small" onPress={noop} />
          <IconButton label="Agregar (deshabilitado)" icon={<PlusIcon />} disabled />
        </State>
      </Section>
      <Section title="Botón flotante de agregar">
        <State title="Redondo; en pantallas pequeñas queda fijo abajo a la derecha">
          <AddButton label="Agregar asignación" floating={false} onPress={noop} />
          <AddButton
            label="Agregar vinculación"
            floating={false}
            disabled
            disabledReason="No tiene privilegios para vincular empleados."
          />
        </State>
      </Section>
    </>
  );
}
