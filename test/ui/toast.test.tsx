import { act, fireEvent, render, screen } from '@testing-library/react';
import { createToastStore, ToastRegion } from '@ui/toast';
import { toastDefaults } from '@ui/toast/toast-store';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

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

  test('closes by itself after the default 3000 ms countdown', () => {
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

  test('uses the duration it is given', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success', duration: 10_000 });
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('pauses its countdown while hovered and resumes with the time left', () => {
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

  test('pauses while it has focus', () => {
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

  test('closes on its close icon', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Éxito', appearance: 'success' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('shows the texts as given (the app cuts them to its limits)', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'T'.repeat(60), appearance: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('T'.repeat(60));
  });

  test('announces errors as alerts', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Error', description: 'Error en la consulta de los datos.', appearance: 'danger' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error en la consulta de los datos.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
