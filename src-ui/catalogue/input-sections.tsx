import { useState } from 'react';
import { Checkbox } from '../checkbox';
import { DateField } from '../date-field';
import { FileField } from '../file-field';
import { MultiSelect } from '../multi-select';
import { RadioGroup } from '../radio-group';
import { Select, type SelectOption } from '../select';
import { TextArea } from '../text-area';
import { TextInput, type TextInputType } from '../text-input';
import * as styles from './catalogue.css';
import { Section, State } from './section';

const contractTypes: SelectOption[] = [
  { id: 'Apprentice', label: 'Aprendiz', value: 'Apprentice' },
  { id: 'ByWorkOrLabor', label: 'Por obra o labor', value: 'ByWorkOrLabor' },
  { id: 'CivilContract', label: 'Contrato civil', value: 'CivilContract' },
  { id: 'ContingentWorker', label: 'Trabajador eventual', value: 'ContingentWorker' },
  { id: 'FixedTermContract', label: 'Termino Fijo', value: 'FixedTermContract' },
  { id: 'PermanentJob', label: 'Trabajo permanente', value: 'PermanentJob' },
];

const typeLabels: Record<TextInputType, string> = {
  text: 'Nombres',
  email: 'Correo electrónico',
  money: 'Valor',
  number: 'Días a disfrutar',
  phone: 'Teléfono',
  search: 'Buscar empleado',
};

function TypedInput({ type }: { type: TextInputType }) {
  const [value, setValue] = useState(type === 'money' ? '1250000' : '');
  return <TextInput label={typeLabels[type]} type={type} value={value} onChange={setValue} />;
}

function StatefulInput(
  props: Omit<Parameters<typeof TextInput>[0], 'value' | 'onChange'> & { initial?: string },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextInput {...props} value={value} onChange={setValue} />;
}

function Counter({
  label,
  initial,
  min = 0,
  max = 100,
}: {
  label: string;
  initial: string;
  min?: number;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return <TextArea label={label} value={value} onChange={setValue} min={min} max={max} />;
}

function SelectDemo({ clearable, label, invalid }: { clearable: boolean; label: string; invalid?: boolean }) {
  const [value, setValue] = useState(clearable ? 'FixedTermContract' : '');
  return (
    <Select
      label={label}
      options={contractTypes}
      value={value}
      onChange={setValue}
      clearable={clearable}
      required={invalid}
      status={invalid && value === '' ? 'invalid' : undefined}
      message="Este campo es obligatorio"
    />
  );
}

function MultiSelectDemo() {
  const [value, setValue] = useState('Apprentice,PermanentJob');
  return (
    <div>
      <MultiSelect label="Tipos de contrato" options={contractTypes} value={value} onChange={setValue} />
      <p className={styles.note}>Valor: {value === '' ? '(vacío)' : value}</p>
    </div>
  );
}

function RadioDemo() {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      label="Aprobación"
      required
      options={[
        { id: 'approve', label: 'Aprobar' },
        { id: 'reject', label: 'Rechazar' },
      ]}
      value={value}
      onChange={setValue}
      orientation="horizontal"
      status={value === '' ? 'invalid' : undefined}
      message="Debe seleccionar una opción de aprobación"
    />
  );
}

function CheckboxDemo() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox checked={checked} onChange={setChecked}>
        Asignarme a mí como responsable.
      </Checkbox>
      <Checkbox checked onChange={() => {}} disabled>
        Opción deshabilitada
      </Checkbox>
    </>
  );
}

const demoMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** The demo's own check of a typed dd/Mon/yyyy date (the app reads dates with its domain's rules). */
function isCalendarDate(text: string): boolean {
  const [, day = '', month = '', year = ''] = /^(\d{2})\/([A-Za-z]{3})\/(\d{4})$/.exec(text) ?? [];
  const index = demoMonths.indexOf(month.toLowerCase());
  const date = new Date(Date.UTC(Number(year), index, Number(day)));
  return index >= 0 && date.getUTCMonth() === index && date.getUTCDate() === Number(day);
}

function DateDemo() {
  const [text, setText] = useState('01/Ene/1990');
  const [valid, setValid] = useState(true);
  return (
    <DateField
      label="Fecha de inicio"
      required
      value={text}
      onChange={(next) => {
        setText(next);
        setValid(isCalendarDate(next));
      }}
      status={valid ? undefined : 'invalid'}
      message="Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990."
    />
  );
}

function FileDemo() {
  const [file, setFile] = useState<File | null>(
    () => new File([new Uint8Array(1_258_291)], 'hoja-de-vida.pdf', { type: 'application/pdf' }),
  );
  return (
    <FileField
      label="Hoja de vida"
      required
      file={file}
      onChange={setFile}
      accept={['application/pdf']}
      status={file ? undefined : 'invalid'}
      message="Debe adjuntar un archivo"
    />
  );
}

export function InputSections() {
  return (
    <>
      <Section title="Campo de texto">
        <State title="Tipos: texto, correo, dinero, número, teléfono y búsqueda">
          {(['text', 'email', 'money', 'number', 'phone', 'search'] as const).map((type) => (
            <TypedInput key={type} type={type} />
          ))}
        </State>
        <State title="Requerido, inválido con mensaje, pendiente y deshabilitado">
          <StatefulInput label="Apellidos" required />
          <StatefulInput
            label="Número de identificación"
            required
            status="invalid"
            message="Debe tener al menos 6 números"
            initial="123"
          />
          <StatefulInput
            label="Correo del responsable"
            type="email"
            status="pending"
            initial="ana@empresa.co"
          />
          <StatefulInput label="Fecha de finalización" disabled required initial="Indefinido" />
        </State>
      </Section>
      <Section title="Texto de varias líneas">
        <State title="Contador: gris en cero, rojo bajo el mínimo o sobre el máximo, amarillo en el mínimo o en el último 10 %">
          <Counter label="Observaciones (vacío)" initial="" />
          <Counter label="Justificación (bajo el mínimo)" initial="Corta" min={10} />
          <Counter label="Justificación (en el mínimo)" initial="Diez letra" min={10} />
          <Counter
            label="Observaciones (normal)"
            initial="El empleado solicita disfrutar sus vacaciones en diciembre."
          />
          <Counter label="Observaciones (cerca del máximo)" initial={'a'.repeat(95)} />
          <Counter label="Observaciones (sobre el máximo)" initial={'a'.repeat(104)} />
        </State>
      </Section>
      <Section title="Selección">
        <State title="No borrable (con opción vacía), borrable (sin opción vacía) e inválida">
          <SelectDemo clearable={false} label="Marco normativo" />
          <SelectDemo clearable label="Tipo de contrato" />
          <SelectDemo clearable={false} label="Jornada laboral" invalid />
        </State>
      </Section>
      <Section title="Selección múltiple">
        <State title="El valor es la lista de ids separada por comas">
          <MultiSelectDemo />
        </State>
      </Section>
      <Section title="Grupo de opciones">
        <State title="Horizontal, requerido e inválido hasta elegir">
          <RadioDemo />
        </State>
      </Section>
      <Section title="Casilla">
        <State title="Sin marcar y deshabilitada">
          <CheckboxDemo />
        </State>
      </Section>
      <Section title="Fecha">
        <State title="dd/Mon/aaaa con meses Ene…Dic">
          <DateDemo />
        </State>
      </Section>
      <Section title="Archivo">
        <State title="Muestra el nombre y el tamaño del archivo elegido">
          <FileDemo />
        </State>
      </Section>
    </>
  );
}
