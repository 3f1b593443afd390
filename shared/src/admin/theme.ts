import { createTheme, DEFAULT_THEME, Drawer, FileInput, Loader, Modal, type MantineColorsTuple } from '@mantine/core';

/** Brand blue #2478E7 as a Mantine scale (index 6 is the brand colour itself). */
const brand: MantineColorsTuple = ['#e7f1fe', '#cfe0fb', '#9dbff5', '#689cf0', '#3d7eeb', '#2a6fe9', '#2478e7', '#1657cd', '#0a4db8', '#0042a3'];

/**
 * Mantine's scale with its darkest three shades replaced. The admin draws every coloured text and
 * filled button with shade 7 (primaryShade), hovering with 8: these shades keep at least 4.5:1
 * (WCAG AA) as text on white, on a striped row, on a light-variant tint, and under white text.
 */
function darkened(base: MantineColorsTuple, seven: string, eight: string, nine: string): MantineColorsTuple {
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], seven, eight, nine];
}

const colors = DEFAULT_THEME.colors;

export const adminTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: {
    brand,
    // Shade 6 is Mantine's error colour (a field's error message): #c92a2a keeps 5.4:1 on white
    // where Mantine's #fa5252 has 3.3:1.
    red: darkened(colors.red, '#bb2727', '#a42222', '#8e1e1e').map((shade, i) => (i === 6 ? '#c92a2a' : shade)) as unknown as MantineColorsTuple,
    pink: darkened(colors.pink, '#a61e4d', '#921a44', '#7e173b'),
    grape: darkened(colors.grape, '#862e9c', '#762889', '#662377'),
    violet: darkened(colors.violet, '#5f3dc4', '#5436ac', '#482e95'),
    indigo: darkened(colors.indigo, '#364fc7', '#3046af', '#293c97'),
    blue: darkened(colors.blue, '#1864ab', '#155896', '#124c82'),
    cyan: darkened(colors.cyan, '#0b6d80', '#096070', '#085361'),
    teal: darkened(colors.teal, '#077252', '#066548', '#05573e'),
    green: darkened(colors.green, '#247333', '#1f652d', '#1b5727'),
    lime: darkened(colors.lime, '#456f0a', '#3d6209', '#345407'),
    yellow: darkened(colors.yellow, '#9a5000', '#884600', '#753d00'),
    orange: darkened(colors.orange, '#b03a0c', '#9b330b', '#862c09'),
    // Shade 5 is Mantine's placeholder text and shade 6 its "dimmed" text: #6c757d and #5c636a keep
    // 4.5:1 on white and on striped rows (Mantine's #adb5bd and #868e96 have 2.1:1 and 3.3:1).
    gray: [colors.gray[0], colors.gray[1], colors.gray[2], colors.gray[3], colors.gray[4], '#6c757d', '#5c636a', colors.gray[7], colors.gray[8], colors.gray[9]],
  },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: 'md',
  components: {
    // Every loader is named ("Loading settings"); a name needs a role to be allowed on its div, and
    // "status" is what a loader is (axe: aria-prohibited-attr while a screen loads).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A dialog's close button is an icon: it needs a name (axe: button-name), the confirmations' too.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // The clear button of a file field: a field may name it better ("Remove all new images").
    FileInput: FileInput.extend({ defaultProps: { clearButtonProps: { 'aria-label': 'Remove the chosen file' } } }),
  },
});
