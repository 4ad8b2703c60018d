import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Step, Stepper } from '@ui/stepper';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';

const steps: Step[] = [
  { number: 1, name: 'Datos personales', description: 'Nombres e identificación' },
  { number: 2, name: 'Posición contractual' },
  { number: 3, name: 'Verificación' },
];

function Wizard({
  onSubmit,
  texts,
}: {
  onSubmit: () => void;
  texts?: { prev: string; next: string; submit: string };
}) {
  const [current, setCurrent] = useState(1);
  return (
    <Stepper
      steps={steps}
      current={current}
      onPrev={() => setCurrent((c) => c - 1)}
      onNext={() => setCurrent((c) => c + 1)}
      onSubmit={onSubmit}
      texts={texts}
    />
  );
}

describe('Stepper', () => {
  test('disables Prev on step 1, shows Send instead of Next on the last step, with the default texts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Wizard onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByText('Datos personales').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.getByText('Posición contractual').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  test('takes other texts (Anterior, Siguiente, Finalizar)', async () => {
    const user = userEvent.setup();
    render(
      <Wizard onSubmit={() => {}} texts={{ prev: 'Anterior', next: 'Siguiente', submit: 'Finalizar' }} />,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
  });

  test('disables Next while told so', () => {
    render(
      <Stepper
        steps={steps}
        current={2}
        onPrev={() => {}}
        onNext={() => {}}
        onSubmit={() => {}}
        nextDisabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
