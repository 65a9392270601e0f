import { expect, fixture, html, nextFrame } from '@open-wc/testing';

// The report is stopped before any listener of a test could see it (tests/browser/ignore-browser-noise.ts):
// without that filter this test fails with "ResizeObserver loop completed with undelivered notifications".
describe('browser noise in the tests', () => {
  it('a ResizeObserver loop report, which the portal ignores, fails no test', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 10px"></div>`);
    let calls = 0;
    // A callback that changes the size it observes: the browser defers the rest and reports it.
    const observer = new ResizeObserver((entries) => {
      calls += 1;
      for (const entry of entries)
        (entry.target as HTMLElement).style.width = `${entry.contentRect.width + 1}px`;
    });
    observer.observe(box);
    for (let frame = 0; frame < 5; frame += 1) await nextFrame();
    observer.disconnect();
    expect(calls).to.be.greaterThan(1);
    expect(box.offsetWidth).to.be.greaterThan(10);
  });
});
