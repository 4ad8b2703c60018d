import { render, screen, within } from '@testing-library/react';
import { PageSection } from '@ui/page-section';
import { describe, expect, test } from 'vitest';

describe('PageSection', () => {
  test('is a region named by its heading, at the level asked (2 unless told)', () => {
    render(
      <PageSection title="Resumen">
        <PageSection
          boxed
          headingLevel={3}
          title="Datos personales"
          headerEnd={<button type="button">Regresar</button>}
        >
          <p>María José</p>
        </PageSection>
      </PageSection>,
    );
    const outer = screen.getByRole('region', { name: 'Resumen' });
    expect(within(outer).getByRole('heading', { level: 2, name: 'Resumen' })).toBeInTheDocument();
    const inner = within(outer).getByRole('region', { name: 'Datos personales' });
    expect(within(inner).getByRole('heading', { level: 3, name: 'Datos personales' })).toBeInTheDocument();
    expect(within(inner).getByRole('button', { name: 'Regresar' })).toBeInTheDocument();
    expect(within(inner).getByText('María José')).toBeInTheDocument();
  });
});
