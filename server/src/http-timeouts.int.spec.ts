import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { HTTP_TIMEOUTS } from './http-timeouts';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

/** Sends a request's headers one line every 500 ms, as a slowloris client does. */
function trickleHeaders(port: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let line = 0;
    socket.write('GET /health/live HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.write(`X-Slow-${line++}: a\r\n`), 500);
    const closed = () => {
      clearInterval(trickle);
      resolve({ answer, closedAfterMs: Date.now() - started });
    };
    // The answer ends the trickle; a line already on its way when the server closed may be
    // answered with a reset, which is the server's close, not a failure of the client.
    socket.on('data', (chunk) => {
      clearInterval(trickle);
      answer += chunk.toString();
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? closed() : reject(error),
    );
    socket.on('close', closed);
  });
}

describe('the HTTP server’s timeouts', () => {
  let sut: ProductUnderTest;
  let server: Server;
  beforeAll(async () => {
    sut = await startProductUnderTest('pglite');
    server = sut.product.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => sut.close());

  it('are the ones chosen, not Node’s defaults', () => {
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveTimeout);
  });

  it('cut off a client that sends its headers slowly, with 408', async () => {
    const { port } = server.address() as AddressInfo;
    const { answer, closedAfterMs } = await trickleHeaders(port);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HTTP_TIMEOUTS.headersTimeout - 100);
    expect(closedAfterMs).toBeLessThan(
      HTTP_TIMEOUTS.headersTimeout + 2 * HTTP_TIMEOUTS.connectionsCheckingInterval + 500,
    );
  }, 30_000);
});
