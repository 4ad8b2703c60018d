import { useState } from 'react';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { IconButton } from '../icon-button';
import { InfoIcon } from '../icons';
import { InfoModal } from '../info-modal';
import { Menu } from '../menu';
import { Modal } from '../modal';
import { Select } from '../select';
import { SelectionModal } from '../selection-modal';
import { TextInput } from '../text-input';
import { Tooltip } from '../tooltip';
import { UserMenu } from '../user-menu';
import * as styles from './catalogue.css';
import { Section, State } from './section';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [assignment, setAssignment] = useState('');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abrir ventana modal</Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Agregar asignación"
        footer={
          <>
            <Button variant="outlined" appearance="gray" onPress={() => setOpen(false)}>
              Cerrar
            </Button>
            <Button disabled={value === ''} onPress={() => setOpen(false)}>
              Agregar
            </Button>
          </>
        }
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Select
            label="Asignación"
            options={[
              { id: 'transporte', label: 'Auxilio de transporte', value: 'transporte' },
              { id: 'alimentacion', label: 'Auxilio de alimentación', value: 'alimentacion' },
            ]}
            value={assignment}
            onChange={setAssignment}
            fullWidth
          />
          <TextInput
            label="Valor"
            type="money"
            required
            value={value}
            onChange={setValue}
            format={(digits) => (digits === '' ? '' : `$ ${Number(digits).toLocaleString('es-CO')}`)}
            fullWidth
          />
        </div>
      </Modal>
    </>
  );
}

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button variant="outlined" onPress={() => setOpen(true)}>
        Abrir confirmación
      </Button>
      <ConfirmDialog
        isOpen={open}
        title="Finalizar"
        confirmText="Finalizar"
        cancelText="Cancelar"
        onConfirm={() => {
          setAnswer('Confirmado');
          setOpen(false);
        }}
        onCancel={() => {
          setAnswer('Cancelado');
          setOpen(false);
        }}
      >
        ¿Realmente deseas finalizar la vinculación del empleado?
      </ConfirmDialog>
      {answer && <p className={styles.note}>Respuesta: {answer}</p>}
    </>
  );
}

function InfoDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onPress={() => setOpen(true)}>
        Abrir aviso
      </Button>
      <InfoModal
        isOpen={open}
        title="Respuesta enviada"
        buttonText="Entendido"
        onClose={() => setOpen(false)}
      >
        ¡Solicitud de vacaciones aprobada!
      </InfoModal>
    </>
  );
}

function SelectionDemo({ single = false }: { single?: boolean }) {
  const options = [
    { id: 'c3', label: 'AND-2022-00013 · ERM Andina S.A.S.', description: 'Desde 01/Mar/2022' },
    { id: 'c2', label: 'AND-2018-00012 · ERM Andina S.A.S.', description: 'Desde 15/Ene/2018' },
  ];
  const shown = single ? options.slice(0, 1) : options;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(single ? 'c3' : '');
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button variant="outlined" onPress={() => setOpen(true)}>
        {single ? 'Abrir selección de una opción' : 'Abrir selección'}
      </Button>
      <SelectionModal
        isOpen={open}
        title={single ? 'Renovar contrato' : 'Terminar contrato'}
        label="Contrato"
        description="Selecciona el contrato."
        options={shown}
        value={value}
        onChange={setValue}
        selector={!single}
        onConfirm={() => {
          setAnswer(value);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
      {answer && <p className={styles.note}>Elegido: {answer}</p>}
    </>
  );
}

function MenuDemo() {
  const [chosen, setChosen] = useState('');
  const items = [
    { id: 'terminar', label: 'Terminar' },
    { id: 'renovar', label: 'Renovar' },
    { id: 'modificar', label: 'Modificar' },
    {
      id: 'vincular',
      label: 'Agregar vinculación',
      disabled: true,
      description: 'No tiene privilegios para vincular empleados.',
    },
  ];
  return (
    <>
      <Menu label="Acciones del contrato" items={items} onAction={setChosen} />
      <Menu label="Acciones" trigger="button" items={items} onAction={setChosen} />
      {chosen && <p className={styles.note}>Elegido: {chosen}</p>}
    </>
  );
}

export function OverlaySections() {
  return (
    <>
      <Section title="Ventana modal">
        <State title="Se abre en #portal-root; Escape o Cerrar la cierran y el foco vuelve al botón">
          <ModalDemo />
        </State>
      </Section>
      <Section title="Diálogo de confirmación">
        <ConfirmDemo />
      </Section>
      <Section title="Ventana informativa">
        <InfoDemo />
      </Section>
      <Section title="Ventana de selección">
        <State title="Confirmar deshabilitado hasta elegir; con una sola opción, elegida y sin selector">
          <SelectionDemo />
          <SelectionDemo single />
        </State>
      </Section>
      <Section title="Menú">
        <State title="Con botón de icono y con botón de texto; una opción deshabilitada con su motivo">
          <MenuDemo />
        </State>
      </Section>
      <Section title="Ayuda emergente">
        <State title="Se abre al pasar el puntero o al enfocar con el teclado">
          <Tooltip content="Días hábiles del periodo, sin festivos.">
            <IconButton label="Qué son los días hábiles" icon={<InfoIcon />} />
          </Tooltip>
        </State>
      </Section>
      <Section title="Menú de usuario">
        <State title="312 px de ancho (90vw hasta 344 px en pantallas pequeñas)">
          <UserMenu userName="Ana María Administradora" detail="Unidad Bogotá">
            <p style={{ margin: 0 }}>ana.admin@empresa.co</p>
            <Button variant="outlined" fullWidth>
              Cerrar sesión
            </Button>
          </UserMenu>
        </State>
      </Section>
    </>
  );
}
