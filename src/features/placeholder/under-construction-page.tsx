import { EmptyState } from '@ui/empty-state';

/** Texts of the pages of sections whose issue has not landed yet. */
export const underConstructionTexts = {
  title: 'Sección en construcción',
  description: 'Esta sección del portal está en construcción y estará disponible próximamente.',
} as const;

export interface UnderConstructionPageProps {
  /** The section's name, e.g. 'Vacaciones'. */
  section: string;
}

/** The "en construcción" page of a section not built yet (inside its layout). */
export function UnderConstructionPage({ section }: UnderConstructionPageProps) {
  return (
    <section aria-labelledby="under-construction-title">
      <h1 id="under-construction-title">{section}</h1>
      <EmptyState title={underConstructionTexts.title} description={underConstructionTexts.description} />
    </section>
  );
}
