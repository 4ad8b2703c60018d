import { render, screen } from '@testing-library/react';
import { LoadState, loadOf, sameLoad } from '@ui/load-state';
import * as styles from '@ui/load-state/load-state.css';
import { describe, expect, test } from 'vitest';

describe('loadOf', () => {
  test('gives each state its load, the failure with its text', () => {
    expect(loadOf('loading', 'Falló')).toEqual({ state: 'loading' });
    expect(loadOf('failed', 'Falló')).toEqual({ state: 'failed', message: 'Falló' });
    expect(loadOf('loaded', 'Falló')).toEqual({ state: 'loaded', value: undefined });
    expect(sameLoad(loadOf('loaded', 'a'), loadOf('loaded', 'b'))).toBe(true);
  });
});

describe('LoadState', () => {
  test('a running load is a busy status, never the content', () => {
    render(
      <LoadState load={loadOf('loading', 'Falló')} loadingLabel="Cargando datos">
        {() => <p>Contenido</p>}
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando datos');
    expect(screen.queryByText('Contenido')).toBeNull();
  });

  test('a failed load shows its text, never the content', () => {
    render(
      <LoadState load={loadOf('failed', 'No se pudo cargar')} loadingLabel="Cargando datos">
        {() => <p>Contenido</p>}
      </LoadState>,
    );
    expect(screen.getByText('No se pudo cargar')).toBeInTheDocument();
    expect(screen.queryByText('Contenido')).toBeNull();
  });

  test('inline: a running load is a busy status within the line, without the block (layout shift)', () => {
    const { container } = render(
      <p>
        Días:{' '}
        <LoadState inline load={loadOf('loading', 'Falló')} loadingLabel="Cargando días">
          {() => <span>21</span>}
        </LoadState>
      </p>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando días');
    expect(container.querySelector(`span.${styles.inline}`)).toBeInTheDocument();
    expect(container.querySelector(`.${styles.state}`)).not.toBeInTheDocument();
  });
});
