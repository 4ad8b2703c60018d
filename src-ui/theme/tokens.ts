// Plain value tables of the portal theme (no CSS here, so unit tests can read them).

/** The appearances every coloured component accepts (SPEC "UI-kit shapes"). */
export const appearances = [
  'primary',
  'success',
  'warning',
  'danger',
  'help',
  'dark',
  'gray',
  'light',
] as const;
export type Appearance = (typeof appearances)[number];

/** Colours of one appearance: a solid fill with its text colour, and a subtle fill with its text colour. */
export interface AppearanceColours {
  solid: string;
  onSolid: string;
  subtle: string;
  onSubtle: string;
}

/** Portal palette. Every text/background pair is checked for WCAG 2.2 AA in test/ui/theme. */
export const appearanceColours: Record<Appearance, AppearanceColours> = {
  primary: { solid: '#0052CC', onSolid: '#FFFFFF', subtle: '#DEEBFF', onSubtle: '#0747A6' },
  success: { solid: '#006644', onSolid: '#FFFFFF', subtle: '#E3FCEF', onSubtle: '#006644' },
  warning: { solid: '#FFAB00', onSolid: '#172B4D', subtle: '#FFF7D6', onSubtle: '#7A4100' },
  danger: { solid: '#BF2600', onSolid: '#FFFFFF', subtle: '#FFEBE6', onSubtle: '#AE2A19' },
  help: { solid: '#5243AA', onSolid: '#FFFFFF', subtle: '#EAE6FF', onSubtle: '#403294' },
  dark: { solid: '#172B4D', onSolid: '#FFFFFF', subtle: '#DFE1E6', onSubtle: '#172B4D' },
  gray: { solid: '#5E6C84', onSolid: '#FFFFFF', subtle: '#EBECF0', onSubtle: '#42526E' },
  light: { solid: '#F4F5F7', onSolid: '#172B4D', subtle: '#FFFFFF', onSubtle: '#42526E' },
};

/** Neutral colours. */
export const neutralColours = {
  text: '#172B4D',
  textSubtle: '#5E6C84',
  textInverse: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceSubtle: '#F4F5F7',
  border: '#7A869A',
  borderSubtle: '#DFE1E6',
  focus: '#0065FF',
  link: '#0052CC',
  overlay: 'rgba(9, 30, 66, 0.54)',
  counterGray: '#5E6C84',
  counterRed: '#BF2600',
  counterYellow: '#8F5A00',
  counterNormal: '#172B4D',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
