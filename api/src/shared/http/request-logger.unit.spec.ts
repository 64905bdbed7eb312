import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type { Logger } from '../logger';
import { recordFailure, requestLogger } from './request-logger';

function answer(path: string, status: number, failure?: Error): jest.Mocked<Logger> {
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const response = Object.assign(new EventEmitter(), {
    statusCode: status,
    setHeader: jest.fn(),
    locals: {},
  });
  requestLogger(logger)(
    { method: 'GET', path } as Request,
    response as unknown as Response,
    () => undefined,
  );
  if (failure) recordFailure(response as unknown as Response, failure);
  response.emit('finish');
  return logger;
}

describe('request logger', () => {
  it('logs a request at info', () => {
    expect(answer('/api/payments/config', 200).info).toHaveBeenCalledTimes(1);
  });

  it.each(['/health/live', '/health/ready', '/metrics'])(
    'leaves out a probe or scrape of %s that went well',
    (path) => {
      const logger = answer(path, 200);
      expect([logger.info, logger.warn, logger.error].flatMap((f) => f.mock.calls)).toEqual([]);
    },
  );

  it('logs the error behind a 500, with its cause', () => {
    const failure = new Error('insert failed', { cause: new Error('disk full') });
    const logger = answer('/api/vehicle-info', 500, failure);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, err: failure }),
      'request failed',
    );
  });

  it('logs a probe that failed, and a refused scrape', () => {
    expect(answer('/health/ready', 503).error).toHaveBeenCalledTimes(1);
    expect(answer('/metrics', 401).info).toHaveBeenCalledTimes(1);
  });
});
