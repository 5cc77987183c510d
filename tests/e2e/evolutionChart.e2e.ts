/**
 * Evolução Clínica's PS chart opens on the latest weeks, not the oldest: at 1280 and 768 px its
 * scroller starts at its end with the latest week's point and button in view, follows a change of
 * width until the user scrolls it, and then stays where the user put it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DESKTOP, TABLET, expectAccessible, frames, login, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();
/** The demo patient with the most weekly reports (28, more than fit at any width). */
const RICH = 11;
const SCROLLER = 'Gráfico de Performance Status com rolagem horizontal';

/** The scroller's geometry, and where the latest week's point and button sit in it. */
function geometry(page: Page) {
  return page.evaluate((name) => {
    const box = document.querySelector<HTMLElement>(`[role=region][aria-label="${name}"]`)!;
    const frame = box.getBoundingClientRect();
    const inside = (element: Element | undefined) => {
      if (!element) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.left >= frame.left - 0.5 && rect.right <= frame.right + 0.5;
    };
    const buttons = [...box.querySelectorAll('[role=toolbar] button')];
    const day = (text: string) =>
      text
        .match(/(\d\d)\/(\d\d)\/(\d{4})/)!
        .slice(1)
        .reverse()
        .join('');
    const days = buttons.map((button) => day(button.textContent ?? ''));
    return {
      scrollLeft: box.scrollLeft,
      clientWidth: box.clientWidth,
      scrollWidth: box.scrollWidth,
      weeks: buttons.length,
      lastIsLatest: days.at(-1) === [...days].sort().at(-1),
      lastButtonInView: inside(buttons.at(-1)),
      lastPointInView: inside([...box.querySelectorAll('figure svg circle')].at(-1)),
      firstButtonInView: inside(buttons[0]),
    };
  }, SCROLLER);
}

const atEnd = async (page: Page) => {
  const { scrollLeft, clientWidth, scrollWidth } = await geometry(page);
  return Math.abs(scrollLeft + clientWidth - scrollWidth) <= 1;
};

async function openChart(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await login(page, ACCOUNTS.admin);
  await page.goto(`/pacientes/editar/evolucao_clinica/${RICH}`);
  await visible(page.getByRole('toolbar', { name: /Relatos semanais/ }));
  await visible(page.locator('figure svg circle').last());
}

describe('the PS chart opens on the latest weeks', () => {
  for (const size of [DESKTOP, TABLET]) {
    it(`at ${size.width} px: scrolled to its end, the latest week's point and button in view, nothing cut off`, async () => {
      const { page } = e2e;
      await openChart(page, size);
      await expect.poll(() => atEnd(page)).toBe(true);
      const shown = await geometry(page);
      expect(shown.weeks).toBeGreaterThan(6);
      // It does scroll: the oldest weeks are to the left, out of view.
      expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
      expect(shown.firstButtonInView).toBe(false);
      expect(shown.lastIsLatest).toBe(true);
      expect(shown.lastButtonInView).toBe(true);
      expect(shown.lastPointInView).toBe(true);
      await expectAccessible(page);
      await snap(page, `evolution-latest-${size.width}`);
    });
  }

  it('follows a change of width until the user scrolls, then stays where the user put it', async () => {
    const { page } = e2e;
    await openChart(page, DESKTOP);
    await expect.poll(() => atEnd(page)).toBe(true);
    // Narrower (the window resized, a tablet turned): still on the latest weeks.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await geometry(page)).clientWidth).toBeLessThan(900);
    await expect.poll(() => atEnd(page)).toBe(true);
    expect((await geometry(page)).lastButtonInView).toBe(true);

    // The user scrolls back a few weeks; a change of width no longer moves the chart.
    await page.getByRole('region', { name: SCROLLER }).hover();
    await page.mouse.wheel(-400, 0);
    await expect.poll(async () => (await geometry(page)).lastButtonInView).toBe(false);
    const left = (await geometry(page)).scrollLeft;
    await page.setViewportSize(TABLET);
    await expect.poll(async () => (await geometry(page)).clientWidth).toBeLessThan(768);
    await frames(page);
    expect(await atEnd(page)).toBe(false);
    expect((await geometry(page)).scrollLeft).toBe(left);
  });
});
