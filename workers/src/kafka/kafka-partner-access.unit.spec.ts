import { isBrokerUnreachable } from './kafka-partner-access';

describe('isBrokerUnreachable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
    code: 'ECONNREFUSED',
  });

  it('finds a refused connection however deep the client wraps it', () => {
    const network = Object.assign(new Error('Connection failed'), {
      code: 'PLT_KFK_NETWORK',
      cause: refused,
    });
    const wrapped = new AggregateError([new AggregateError([network], 'no broker')], 'failed');
    expect(isBrokerUnreachable(wrapped)).toBe(true);
    expect(isBrokerUnreachable(refused)).toBe(true);
  });

  it('is false for a broker that answered with a refusal, and for non-errors', () => {
    const denied = new AggregateError([Object.assign(new Error('denied'), { apiCode: 31 })]);
    expect(isBrokerUnreachable(denied)).toBe(false);
    expect(isBrokerUnreachable(undefined)).toBe(false);
    expect(isBrokerUnreachable('ECONNREFUSED')).toBe(false);
  });
});
