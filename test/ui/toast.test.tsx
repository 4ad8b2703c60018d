import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, ToastRegion, toastDefaults } from '../../src-ui/toast';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const store = createToastStore();
    render(<ToastRegion store={store} />);
    return store;
  }

  it('closes by itself after the default 3000 ms countdown', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', description: 'Solicitud enviada correctamente.', appearance: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Solicitud enviada correctamente.');
    act(() => vi.advanceTimersByTime(toastDefaults.duration - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses the duration it is given', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success', duration: 10_000 });
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses its countdown while hovered and resumes with the time left', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success' });
    });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while it has focus', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success' });
    });
    act(() => screen.getByRole('button', { name: 'Cerrar' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cerrar' }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its close icon', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the texts as given (the app cuts them to its limits)', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'T'.repeat(60), appearance: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('T'.repeat(60));
  });

  it('announces errors as alerts', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Error', description: 'Error en la consulta de los datos.', appearance: 'danger' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error en la consulta de los datos.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
