import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
} from 'playwright-core';

/** Debian's Chromium: CI installs it with apt, so no browser download is needed. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for a headless run in a container: no sandbox (no user namespaces there), no GPU,
 * and none of Chromium's own traffic (updates, sync, QUIC probes) to slow pages or leak out.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const LAUNCH = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** One Chromium that every spec file of a run connects to (shared-site.ts). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * Screen sizes the pages are checked at. Mobile presets turn on touch and the meta viewport
 * so the layout is the one a phone gets; scale 1 keeps screenshots small.
 */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  'mobile-360': { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;
