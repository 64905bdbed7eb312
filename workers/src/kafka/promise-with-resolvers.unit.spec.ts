import { definePromiseWithResolvers } from './promise-with-resolvers';

type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
};

/** A Promise subclass that lacks the method, as Node 20's Promise does. */
function promiseWithoutIt() {
  class Older<T> extends Promise<T> {}
  Object.defineProperty(Older, 'withResolvers', { value: undefined, configurable: true });
  return Older as unknown as PromiseConstructor & { withResolvers: WithResolvers };
}

describe('definePromiseWithResolvers (Node 20)', () => {
  it('gives a promise of the constructor that its resolve settles', async () => {
    const Older = promiseWithoutIt();
    definePromiseWithResolvers(Older);
    const { promise, resolve } = Older.withResolvers<string>();
    expect(promise).toBeInstanceOf(Older);
    resolve('done');
    await expect(promise).resolves.toBe('done');
  });

  it('rejects the promise through its reject', async () => {
    const Older = promiseWithoutIt();
    definePromiseWithResolvers(Older);
    const { promise, reject } = Older.withResolvers<string>();
    reject(new Error('refused'));
    await expect(promise).rejects.toThrow('refused');
  });

  it('defines a non-enumerable method, as the standard library does', () => {
    const Older = promiseWithoutIt();
    definePromiseWithResolvers(Older);
    expect(Object.getOwnPropertyDescriptor(Older, 'withResolvers')).toMatchObject({
      enumerable: false,
      writable: true,
      configurable: true,
    });
  });

  it('leaves a constructor that has the method alone', () => {
    const own = () => 'own';
    class Newer extends Promise<unknown> {
      static withResolvers = own;
    }
    definePromiseWithResolvers(Newer as unknown as PromiseConstructor);
    expect(Newer.withResolvers).toBe(own);
  });
});
