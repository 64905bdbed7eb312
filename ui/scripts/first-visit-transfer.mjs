/* eslint-disable no-console -- a report printed to the terminal */
// First-visit transfer (docs/benchmarks.md, ADR 027): what a fresh Chromium profile downloads
// to show a page of a running server (HTML, JS, CSS, icons; API calls left out), as bytes on
// the wire (headers + body as sent, Chromium's encodedDataLength), then what a repeat visit
// downloads. ACCEPT_ENCODING=identity|gzip overrides what the browser asks for.
//   node ui/scripts/first-visit-transfer.mjs http://127.0.0.1:3200/
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
if (process.env.ACCEPT_ENCODING) {
  const headers = { 'Accept-Encoding': process.env.ACCEPT_ENCODING };
  await cdp.send('Network.setExtraHTTPHeaders', { headers });
}
const responses = new Map();
cdp.on('Network.responseReceived', ({ requestId, response }) => {
  const encoding = Object.entries(response.headers).find(([name]) =>
    /^content-encoding$/i.test(name),
  );
  responses.set(requestId, { url: new URL(response.url).pathname, encoding: encoding?.[1] ?? '-' });
});
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const response = responses.get(requestId);
  if (response) response.bytes = encodedDataLength;
});

async function visit(label) {
  responses.clear();
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = [...responses.values()].filter((response) => !response.url.startsWith('/api/'));
  for (const { bytes, encoding, url: path } of files)
    console.log(`  ${String(bytes).padStart(8)}  ${encoding.padEnd(5)} ${path}`);
  const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `${label}: ${files.length} responses, ${total} bytes (${(total / 1024).toFixed(1)} KB)`,
  );
}

await visit('First visit');
await visit('Repeat visit');
await browser.close();
