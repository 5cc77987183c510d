/**
 * The one driver surface the cross-engine journeys (tests/e2e/journeys.ts) are written against.
 * Each engine implements it with the client it speaks: Playwright for Chromium, WebDriver BiDi
 * (puppeteer-core) for Firefox, classic WebDriver (the `webdriver` client) for WebKit. Small on
 * purpose: what every engine's driver can do. Finding elements by text, waiting on conditions and
 * checking the page are built on top of it once (tests/e2e/engines/steps.ts).
 */
type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** The keys the journeys press: the alert queue's own and a select's. */
export type Key = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'j' | 'k' | '/';

/** A function run in the page with one JSON argument; it may return a promise. */
export type PageFunction<A, T> = (arg: A) => T | Promise<T>;

export interface EngineTab {
  /** Loads an address as a typed one (absolute, or a path on the server). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** The address the tab shows now. */
  url(): Promise<string>;
  evaluate<A, T>(fn: PageFunction<A, T>, arg: A): Promise<T>;
  /** Clicks the first element the CSS selector finds, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Types into the element the CSS selector finds, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses and releases one key where the focus is. */
  press(key: Key): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The size of the page's viewport (the window's content area). */
  setViewport(size: Viewport): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** What the browser says of itself, e.g. 'Firefox 153.7.0esr', for the README's table. */
  readonly version: string;
  readonly tab: EngineTab;
  /**
   * Opens another tab of the same browser and profile, as a person does with Ctrl+T, on `url`.
   * Its page's errors and requests count with the first tab's.
   */
  openTab(url: string): Promise<EngineTab & { close(): Promise<void> }>;
  /** Uncaught errors of the pages seen so far; null where the driver cannot report them. */
  pageErrors(): Promise<string[] | null>;
  /** Every address the pages asked for so far; null where the driver cannot report them. */
  requests(): Promise<string[] | null>;
  /** Closes the browser. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** The profile directory, kept between launches where the engine allows it. */
  profileDir: string;
  viewport: Viewport;
  /** Where downloads land, under the server's file name. */
  downloadsDir: string;
}

export interface EngineLauncher {
  readonly name: EngineName;
  /** Debian's package that provides it, named by the error when it is missing. */
  readonly packages: string;
  /** Null when it can run here, else why not (the missing program). */
  missing(): string | null;
  launch(options: LaunchOptions): Promise<Engine>;
  /** Whether a closed browser reopened on the same profile keeps its storage. */
  readonly keepsProfile: boolean;
}
