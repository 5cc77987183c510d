import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, distDir, nginxPath } from './paths';
import { firefoxEngine } from './engines/firefox';
import { webkitEngine } from './engines/webkit';

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fails the run at once, with the fix, when the browser, nginx or the build is missing. */
export default function setup(): void {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(`Chromium not found at ${browser}: install it with apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  // The cross-engine journeys (journeys.*.e2e.ts) in Firefox and WebKit.
  for (const engine of [firefoxEngine, webkitEngine]) {
    const missing = engine.missing();
    if (missing) throw new Error(`${engine.name}: ${missing} not found: install it with apt-get install -y ${engine.packages}.`);
  }
  const nginx = nginxPath();
  if (!existsSync(nginx)) {
    throw new Error(
      `nginx not found at ${nginx} (nginx.e2e.ts serves the build with deploy/nginx): install it with apt-get install -y nginx (or set NGINX_PATH).`,
    );
  }
  if (!onPath('envsubst')) {
    throw new Error('envsubst not found (deploy/nginx/run renders its configuration with it): install it with apt-get install -y gettext-base.');
  }
  const index = `${distDir}/index.html`;
  if (!existsSync(index)) {
    throw new Error(`${index} not found: build the app first (npm run build, or run the suite with npm run test:e2e).`);
  }
}
