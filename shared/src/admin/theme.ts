import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand blue #2478E7 as a Mantine scale (index 6 is the brand colour itself). */
const brand: MantineColorsTuple = ['#e7f1fe', '#cfe0fb', '#9dbff5', '#689cf0', '#3d7eeb', '#2a6fe9', '#2478e7', '#1657cd', '#0a4db8', '#0042a3'];

export const adminTheme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: 'md',
});
