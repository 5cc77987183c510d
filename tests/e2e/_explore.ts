import { startAppServer, launchChromium, guardedContext } from './browser';
const server = await startAppServer();
const browser = await launchChromium();
const res: Record<string, number[]> = { route: [], noroute: [] };
for (let i = 0; i < 6; i++) for (const mode of ['route', 'noroute'] as const) {
  const t0 = Date.now();
  const context = mode === 'route' ? (await guardedContext(browser, [server.url], { baseURL: server.url, serviceWorkers: 'block' })).context : await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await context.close();
  res[mode].push(Date.now() - t0);
}
console.log(res);
await browser.close(); await server.close();
