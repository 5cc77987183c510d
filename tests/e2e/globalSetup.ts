import { existsSync } from 'node:fs';
import { chromiumPath, distDir } from './paths';

/** Fails the run at once, with the fix, when the browser or the build is missing. */
export default function setup(): void {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(`Chromium not found at ${browser}: install it with apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const index = `${distDir}/index.html`;
  if (!existsSync(index)) {
    throw new Error(`${index} not found: build the app first (npm run build, or run the suite with npm run test:e2e).`);
  }
}
