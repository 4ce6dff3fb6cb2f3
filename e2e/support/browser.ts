import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium features turned off for the tests. Chromium's new headless mode is the whole browser, and every
 * window (each test's profile) built the address bar's WebUI pop-ups (chrome://omnibox-popup.top-chrome: two
 * pages, about 400 requests and their Lit elements) that no test ever opens: measured on this 2-core host,
 * loading the petition page in fresh profiles cost the browser about a quarter more CPU with them.
 * Chromium keeps only one of several `--disable-features` switches, so the list also repeats the features
 * Playwright turns off by default (playwright-core's chromiumSwitches; its Windows- and Edge-only ones left out).
 */
const DISABLED_FEATURES = [
  // No address-bar WebUI pop-ups preloaded per window.
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
  // Playwright's defaults.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** The system Chromium (apt package), headless, without background network chatter. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}
