import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TabItem, Tabs } from '@ui/tabs';
import { tabScrollStep } from '@ui/tabs/tabs.css';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const tabs: TabItem[] = [
  { id: 'utilizados', label: 'Días utilizados' },
  { id: 'tramite', label: 'Solicitudes de vacaciones en trámite' },
  { id: 'bloqueada', label: 'Bloqueada', disabled: true },
];

describe('Tabs', () => {
  test('shows the selected tab panel and moves with the arrow keys, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Vacaciones" tabs={tabs} onChange={onChange} renderPanel={(id) => `Panel ${id}`} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel utilizados');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Días utilizados' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('tramite');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel tramite');
    expect(screen.getByRole('tab', { name: 'Bloqueada' })).toHaveAttribute('aria-disabled', 'true');
  });

  describe('when the tabs overflow', () => {
    const scrollBy = vi.fn();
    const originalScrollBy = HTMLElement.prototype.scrollBy;
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: () => void) {}
          observe() {
            this.callback();
          }
          disconnect() {}
        },
      );
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
      HTMLElement.prototype.scrollBy = scrollBy;
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      scrollBy.mockReset();
      HTMLElement.prototype.scrollBy = originalScrollBy;
    });

    test('scrolls the tab list by 150 px each way', async () => {
      const user = userEvent.setup();
      render(<Tabs label="Vacaciones" tabs={tabs} renderPanel={(id) => id} />);
      await user.click(screen.getByRole('button', { name: 'Desplazar pestañas hacia adelante' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: tabScrollStep });
      await user.click(screen.getByRole('button', { name: 'Desplazar pestañas hacia atrás' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -150 });
    });
  });
});
