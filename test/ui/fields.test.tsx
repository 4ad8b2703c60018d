import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '@ui/checkbox';
import { DateField } from '@ui/date-field';
import { FileField } from '@ui/file-field';
import { RadioGroup } from '@ui/radio-group';
import { formatFileSize } from '@ui/utils/format';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';

function ControlledDate({ onChange }: { onChange: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <DateField
      label="Fecha de inicio"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next);
      }}
    />
  );
}

describe('dates dd/Mon/yyyy', () => {
  test("gives the typed text to onChange (reading it as a date is the caller's)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledDate onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Fecha de inicio' }), '15/Mar/2025');
    expect(onChange).toHaveBeenLastCalledWith('15/Mar/2025');
  });
});

describe('FileField', () => {
  test('shows the chosen file name and size, and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const file = new File([new Uint8Array(2_621_440)], 'hoja-de-vida.pdf', { type: 'application/pdf' });
    render(<FileField label="Hoja de vida" required file={file} onChange={onChange} />);
    expect(screen.getByText('hoja-de-vida.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hoja de vida (Requerido)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar archivo hoja-de-vida.pdf' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  test('gives the chosen file to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <FileField label="Hoja de vida" file={null} onChange={onChange} accept={['application/pdf']} />,
    );
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
  });

  test('writes sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
  });
});

describe('RadioGroup and Checkbox', () => {
  test('chooses a radio option and shows its message while invalid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Aprobación"
        required
        options={[
          { id: 'approve', label: 'Aprobar' },
          { id: 'reject', label: 'Rechazar' },
        ]}
        value=""
        onChange={onChange}
        status="invalid"
        message="Debe seleccionar una opción de aprobación"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Aprobación (Requerido)' })).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar una opción de aprobación')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rechazar' }));
    expect(onChange).toHaveBeenCalledWith('reject');
  });

  test('toggles a checkbox', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange}>
        Asignarme a mí como responsable.
      </Checkbox>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Asignarme a mí como responsable.' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('the field texts of the radio group', () => {
  test('link the help text and the invalid message to the group', () => {
    render(
      <RadioGroup
        label="Aprobación"
        options={[{ id: 'approve', label: 'Aprobar' }]}
        value=""
        onChange={() => {}}
        description="Decisión del jefe inmediato"
        status="invalid"
        message="Debe seleccionar una opción de aprobación"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Aprobación' })).toHaveAccessibleDescription(
      'Decisión del jefe inmediato Debe seleccionar una opción de aprobación',
    );
  });
});
