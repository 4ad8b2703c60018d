// Portal code rules of SPEC §1 and §8: which codes the portal flow may ask call 1 about.

/** Letters, digits, '-' and '_', 1 to 50 characters: anything else in `?portal=` is error 1000. */
const wellFormedPortalCode = /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/;

/** True when a portal code may be asked about (call 1); '' and odd characters may not. */
export function isPortalCodeWellFormed(code: string | undefined): boolean {
  return code !== undefined && wellFormedPortalCode.test(code);
}

/** True when the portal's data names its operator (business manager); without one → error 1002. */
export function hasOperator(portal: { businessManagerId: string } | undefined): boolean {
  return portal !== undefined && portal.businessManagerId.trim() !== '';
}

/** True when the person may switch business units (the home page's and the top bar's switcher): more than one. */
export function canSwitchUnit(units: readonly unknown[]): boolean {
  return units.length > 1;
}
