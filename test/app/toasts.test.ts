import { describe, expect, it } from 'vitest';
import { newToastStore } from '../../src/app/session/toasts';

describe("the app's toast store", () => {
  it('cuts the title at 40 and the description at 80 characters with the domain ellipsis', () => {
    const store = newToastStore();
    store.show({ title: 'T'.repeat(41), description: 'D'.repeat(81), appearance: 'warning' });
    expect(store.getSnapshot()[0]).toMatchObject({
      title: `${'T'.repeat(40)}…`,
      description: `${'D'.repeat(80)}…`,
    });
  });

  it('keeps texts of exactly 40 and 80 characters whole, and a toast without description without one', () => {
    const store = newToastStore();
    store.show({ title: 'T'.repeat(40), description: 'D'.repeat(80), appearance: 'primary' });
    store.show({ title: 'Éxito', appearance: 'success' });
    const [whole, plain] = store.getSnapshot();
    expect(whole).toMatchObject({ title: 'T'.repeat(40), description: 'D'.repeat(80) });
    expect(plain).not.toHaveProperty('description');
  });
});
