import { windowWidth } from '@test/support/window-width';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumbs, type Crumb } from '@ui/breadcrumbs';
import { afterEach, describe, expect, test, vi } from 'vitest';

const trail = (n: number): Crumb[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/nivel-${i + 1}`, label: `Nivel ${i + 1}` }));

const visibleCrumbs = () => within(screen.getByRole('navigation')).getAllByRole('listitem');

describe('Breadcrumbs', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows 5 crumbs at 768 px, as given, with the last one as the current page', () => {
    windowWidth(768);
    render(<Breadcrumbs crumbs={trail(5)} />);
    expect(visibleCrumbs()).toHaveLength(5);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Nivel 1',
      'Nivel 2',
      'Nivel 3',
      'Nivel 4',
    ]);
    expect(screen.getByText('Nivel 5')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('collapses 6 crumbs at 768 px into the first, an ellipsis menu and the last', async () => {
    windowWidth(1024);
    const user = userEvent.setup();
    render(<Breadcrumbs crumbs={trail(6)} />);
    expect(visibleCrumbs()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Nivel 1' })).toHaveAttribute('href', '/nivel-1');
    expect(screen.getByText('Nivel 6')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Mostrar rutas ocultas' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Nivel 2', 'Nivel 3', 'Nivel 4', 'Nivel 5']);
  });

  test('shows 3 crumbs below 768 px and collapses a fourth', () => {
    windowWidth(767);
    const { rerender } = render(<Breadcrumbs crumbs={trail(3)} />);
    expect(visibleCrumbs()).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Breadcrumbs crumbs={trail(4)} />);
    expect(visibleCrumbs()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Mostrar rutas ocultas' })).toBeInTheDocument();
    expect(screen.getByText('Nivel 4')).toHaveAttribute('aria-current', 'page');
  });

  test('navigates through onNavigate from the ellipsis menu and renders links with renderLink', async () => {
    windowWidth(500);
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <Breadcrumbs
        crumbs={trail(5)}
        onNavigate={onNavigate}
        renderLink={({ href, children, className }) => (
          <a href={`#${href}`} className={className} data-router="sí">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Nivel 1' })).toHaveAttribute('data-router', 'sí');
    await user.click(screen.getByRole('button', { name: 'Mostrar rutas ocultas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nivel 3' }));
    expect(onNavigate).toHaveBeenCalledWith('/nivel-3');
  });
});
