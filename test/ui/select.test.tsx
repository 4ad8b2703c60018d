import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from '@ui/multi-select';
import { Select, type SelectOption } from '@ui/select';
import { hidden as visuallyHidden } from '@ui/visually-hidden/visually-hidden.css';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';

const options: SelectOption[] = [
  { id: 'fijo', label: 'Término fijo', value: 'FixedTermContract' },
  { id: 'obra', label: 'Por obra o labor', value: 'ByWorkOrLabor' },
  { id: 'aprendiz', label: 'Aprendiz', value: 'Apprentice' },
];

function ControlledSelect({ clearable, onChange }: { clearable: boolean; onChange?: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Tipo de contrato"
      options={options}
      value={value}
      clearable={clearable}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Select', () => {
  test('compact: the chosen short label shown, the label and the full option read', () => {
    const units: SelectOption[] = [
      { id: 'and', label: 'Operaciones Región Andina', value: 'and', shortLabel: 'ANDINA' },
      { id: 'car', label: 'Servicios Región Caribe', value: 'car' },
    ];
    const { rerender } = render(
      <Select label="Unidad de negocio" options={units} value="and" onChange={() => {}} compact />,
    );
    const trigger = screen.getByRole('button', { name: /Unidad de negocio/ });
    expect(trigger).toHaveAccessibleName(/Operaciones Región Andina/);
    expect(within(trigger).getByText('ANDINA')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Unidad de negocio')).toHaveClass(visuallyHidden);
    // Without a short label the option's label shows.
    rerender(<Select label="Unidad de negocio" options={units} value="car" onChange={() => {}} compact />);
    expect(screen.getByRole('button', { name: /Unidad de negocio/ })).toHaveTextContent(
      'Servicios Región Caribe',
    );
  });

  test('adds an empty option first when the select is not clearable', async () => {
    const user = userEvent.setup();
    render(<ControlledSelect clearable={false} />);
    await user.click(screen.getByRole('button', { name: /Tipo de contrato/ }));
    const list = await screen.findByRole('listbox');
    const shown = within(list).getAllByRole('option');
    expect(shown.map((o) => o.textContent)).toEqual([
      'Sin selección',
      'Término fijo',
      'Por obra o labor',
      'Aprendiz',
    ]);
  });

  test('lists no empty option when the select is clearable, and its clear control empties it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledSelect clearable onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Tipo de contrato/ }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Término fijo', 'Por obra o labor', 'Aprendiz']);
    await user.click(within(list).getByRole('option', { name: 'Aprendiz' }));
    expect(onChange).toHaveBeenLastCalledWith('aprendiz');
    await user.click(await screen.findByRole('button', { name: 'Limpiar selección' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  test('gives the empty option the value "" when chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledSelect clearable={false} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Tipo de contrato/ }));
    await user.click(await screen.findByRole('option', { name: 'Término fijo' }));
    await user.click(screen.getByRole('button', { name: /Tipo de contrato/ }));
    await user.click(await screen.findByRole('option', { name: 'Sin selección' }));
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['fijo', '']);
  });
});

function ControlledMulti({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MultiSelect
      label="Equipos"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('MultiSelect', () => {
  test('gives a comma-separated list of the chosen option ids', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledMulti onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Equipos/ }));
    await user.click(await screen.findByRole('option', { name: 'Aprendiz' }));
    await user.click(screen.getByRole('option', { name: 'Término fijo' }));
    expect(onChange).toHaveBeenLastCalledWith('fijo,aprendiz');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Equipos/ })).toHaveTextContent('Término fijo, Aprendiz');
  });
});

describe('the field texts of the select and the multi-select', () => {
  test('link the help text and the invalid message to the trigger', () => {
    render(
      <>
        <Select
          label="Tipo de contrato"
          options={options}
          value=""
          onChange={() => {}}
          description="El tipo del contrato vigente"
          status="invalid"
          message="Debe seleccionar un tipo de contrato"
        />
        <MultiSelect
          label="Equipos"
          options={options}
          value=""
          onChange={() => {}}
          description="Puede elegir varios"
        />
      </>,
    );
    expect(screen.getByRole('button', { name: /Tipo de contrato/ })).toHaveAccessibleDescription(
      'El tipo del contrato vigente Debe seleccionar un tipo de contrato',
    );
    expect(screen.getByRole('button', { name: /Equipos/ })).toHaveAccessibleDescription(
      'Puede elegir varios',
    );
  });
});
