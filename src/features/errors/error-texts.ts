// Texts of the error area the spec does not word (ours); SPEC's texts are in src/domain/texts.ts.

/** Title of the not-found screen (ours; the lists are the catalogue's code 404). */
export const notFoundTitle = 'Página no encontrada';
