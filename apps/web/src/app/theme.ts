import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
import { PULSANTE_CHIUDI } from '../lib/pulsante-chiudi.ts';
import anelloFocus from './anello-focus.module.css';

// Decision 1206: every text colour of the theme reaches WCAG AA (4.5:1). In the light scheme Mantine
// takes shade 7 (`primaryShade`) of EVERY colour for filled backgrounds under white text, for `c="red"`
// texts, outlines and links, and shade 9 on shade 1 for the light variant (badges, alerts). Mantine's
// own shades 6–9 are too pale for that (green.7 is 2.75:1), so shades 6–9 of the colours the app uses
// are darker here; shades 0–5 (backgrounds, charts) stay Mantine's. theme.test.ts checks the ratios.

/** Scout green, ten shades: 6–9 carry text (4.7, 6.1, 8.0 and 10.3:1 on white). */
const verde: MantineColorsTuple = [
  '#ebf7ee',
  '#d5efdb',
  '#afe0ba',
  '#86cf96',
  '#5fbd74',
  '#3fa457',
  '#278439',
  '#237032',
  '#1c5c29',
  '#164a21',
];

/** Mantine's pale shades 0–5 of a colour followed by our four text shades 6–9. */
function conTestoScuro(
  mantine: MantineColorsTuple,
  scuri: readonly [string, string, string, string],
): MantineColorsTuple {
  return [...mantine.slice(0, 6), ...scuri] as unknown as MantineColorsTuple;
}

/** Mantine's greys with shade 6 (dimmed text, placeholders, secondary texts) at 6.1:1 instead of 3.3:1. */
const grigio = DEFAULT_THEME.colors.gray.map((tono, i) =>
  i === 6 ? '#5c636a' : tono,
) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'green',
  // The app is light only (no colour scheme switch): shade 7 is the filled and text shade of every colour.
  primaryShade: 7,
  colors: {
    green: verde,
    gray: grigio,
    red: conTestoScuro(DEFAULT_THEME.colors.red, ['#d92626', '#c21d1d', '#a51919', '#8a1515']),
    orange: conTestoScuro(DEFAULT_THEME.colors.orange, ['#c24a0a', '#ab4109', '#923808', '#7a2e06']),
    yellow: conTestoScuro(DEFAULT_THEME.colors.yellow, ['#a36000', '#925600', '#7c4900', '#663c00']),
    teal: conTestoScuro(DEFAULT_THEME.colors.teal, ['#08805b', '#07714f', '#065f43', '#054e37']),
    blue: conTestoScuro(DEFAULT_THEME.colors.blue, ['#1a72c4', '#1766b0', '#145896', '#104a80']),
  },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Whoever asks the system for less motion gets modals, menus and popovers without transitions
  // (the end-to-end browser asks too, so no test waits for an animation).
  respectReducedMotion: true,
  // Decision 0205: the keyboard focus ring Mantine draws on buttons, checkboxes, radios and segmented
  // controls (`:focus-visible`, 2 px of the primary colour) on every input too.
  focusRing: 'auto',
  components: {
    Input: { classNames: { input: anelloFocus.anello } },
    // Mantine's close buttons of dialogs and toasts have no name ("button" to a screen reader) and are
    // 28 px: 'Chiudi', 44 px, everywhere (decisions 1206, 1208, 0205).
    Modal: { defaultProps: { closeButtonProps: PULSANTE_CHIUDI } },
    Notification: { defaultProps: { closeButtonProps: PULSANTE_CHIUDI } },
  },
});

/** Placeholders in the dimmed grey: Mantine's gray.5 is 2.1:1 on white, and a placeholder is text too. */
export const variabiliCss: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
