type Resolvers<T> = {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

/**
 * The Kafka client calls `Promise.withResolvers` (ES2024, ECMA-262 "Promise.withResolvers"),
 * which Node has had since 22. On Node 20, which the suite also runs on (README), this defines
 * it first, as the standard does: a new promise of `this` constructor and its two functions,
 * as a non-enumerable, writable, configurable method. A constructor that has it is left alone.
 */
export function definePromiseWithResolvers(constructor: PromiseConstructor = Promise): void {
  if (typeof (constructor as { withResolvers?: unknown }).withResolvers === 'function') return;
  Object.defineProperty(constructor, 'withResolvers', {
    configurable: true,
    writable: true,
    enumerable: false,
    value: function withResolvers<T>(this: PromiseConstructor): Resolvers<T> {
      let resolve!: Resolvers<T>['resolve'];
      let reject!: Resolvers<T>['reject'];
      const promise = new this<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
