import { moneyDigits, moneyText } from '@src/domain/format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from '@ui/text-area';
import { counterTone } from '@ui/text-area/text-area';
import { TextInput } from '@ui/text-input';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';

function Money({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextInput
        label="Valor"
        type="money"
        value={value}
        onChange={setValue}
        format={moneyText}
        parse={moneyDigits}
      />
      <output aria-label="dígitos">{value}</output>
    </>
  );
}

function Counted({ initial = '', min = 0, max = 100 }: { initial?: string; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <TextArea label="Observaciones" value={value} onChange={setValue} min={min} max={max} />;
}

const counter = (max = 100) => screen.getByText(new RegExp(`^\\d+/${max}$`));

describe('TextInput', () => {
  test('shows "(Requerido)" with an asterisk when required and enabled', () => {
    render(<TextInput label="Nombres" required value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Nombres (Requerido)' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(Requerido)')).toBeInTheDocument();
  });

  test('does not show "(Requerido)" when the field is disabled', () => {
    render(<TextInput label="Fecha de finalización" required disabled value="" onChange={() => {}} />);
    expect(screen.queryByText('(Requerido)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de finalización')).toBeDisabled();
  });

  test('shows the message under an invalid enabled input and links it', () => {
    render(
      <TextInput
        label="Número de identificación"
        status="invalid"
        message="Debe tener al menos 6 números"
        value="12"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Número de identificación');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Debe tener al menos 6 números');
  });

  test('hides the message of an invalid input while it is disabled', () => {
    render(
      <TextInput
        label="Nombres"
        disabled
        status="invalid"
        message="Este campo es obligatorio"
        value=""
        onChange={() => {}}
      />,
    );
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
  });

  test('marks a pending input busy', () => {
    render(<TextInput label="Correo" type="email" status="pending" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Correo')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
  });

  test('keeps only the digits typed into a money input and shows pesos with no decimals', async () => {
    const user = userEvent.setup();
    render(<Money />);
    await user.type(screen.getByLabelText('Valor'), 'a1b2.3,4$5');
    expect(screen.getByLabelText('dígitos')).toHaveTextContent('12345');
    expect(screen.getByLabelText('Valor')).toHaveValue(moneyText('12345'));
    expect(moneyText('1250000').replace(/\s/g, ' ')).toBe('$ 1.250.000');
    expect(moneyText('')).toBe('');
  });

  test('drops leading zeros of money and empties when the digits are deleted', async () => {
    const user = userEvent.setup();
    render(<Money initial="5" />);
    const input = screen.getByLabelText('Valor');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.type(input, '007');
    expect(screen.getByLabelText('dígitos')).toHaveTextContent(/^7$/);
  });
});

describe('TextArea counter', () => {
  test.each([
    [0, 0, 100, 'gray'],
    [5, 10, 100, 'red'],
    [10, 10, 100, 'yellow'],
    [50, 10, 100, 'normal'],
    [89, 0, 100, 'normal'],
    [90, 0, 100, 'yellow'],
    [100, 0, 100, 'yellow'],
    [101, 0, 100, 'red'],
  ] as const)('has tone for %i characters (min %i, max %i): %s', (length, min, max, tone) => {
    expect(counterTone(length, min, max)).toBe(tone);
  });

  test('shows current/max and exposes its tone as data-tone at each threshold while typing', async () => {
    const user = userEvent.setup();
    render(<Counted min={3} max={20} />);
    const box = screen.getByRole('textbox', { name: 'Observaciones' });
    expect(counter(20)).toHaveTextContent('0/20');
    expect(counter(20)).toHaveAttribute('data-tone', 'gray');
    await user.type(box, 'ab');
    expect(counter(20)).toHaveAttribute('data-tone', 'red');
    await user.type(box, 'c');
    expect(counter(20)).toHaveAttribute('data-tone', 'yellow');
    await user.type(box, 'd');
    expect(counter(20)).toHaveAttribute('data-tone', 'normal');
    await user.type(box, 'e'.repeat(14));
    expect(counter(20)).toHaveTextContent('18/20');
    expect(counter(20)).toHaveAttribute('data-tone', 'yellow');
    await user.type(box, 'fgh');
    expect(counter(20)).toHaveTextContent('21/20');
    expect(counter(20)).toHaveAttribute('data-tone', 'red');
  });

  test('defaults to a maximum of 100 and describes the textarea with its counter', () => {
    render(<Counted initial="Hola" />);
    expect(counter()).toHaveTextContent('4/100');
    expect(screen.getByRole('textbox', { name: 'Observaciones' })).toHaveAccessibleDescription('4/100');
  });
});
