/**
 * How every browser test launches Chromium: the system's (CHROMIUM_PATH, default /usr/bin/chromium;
 * never downloaded), with nothing that reaches outside this machine.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
