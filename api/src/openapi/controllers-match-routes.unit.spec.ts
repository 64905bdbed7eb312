import 'reflect-metadata';
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  MODULE_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants';
import { API_ROUTES } from '@fairwrench/contracts';
import { ApiModule, type ApiDependencies } from '../api.module';

type ModuleRef = Type | DynamicModule | Promise<DynamicModule>;

/** Every controller the API module registers, through its imports. */
function controllersOf(ref: ModuleRef, seen = new Set<unknown>()): Type[] {
  if (ref instanceof Promise || seen.has(ref)) return [];
  seen.add(ref);
  const dynamic = 'module' in ref ? ref : undefined;
  const type = dynamic ? dynamic.module : (ref as Type);
  const read = <T>(key: string): T[] => Reflect.getMetadata(key, type) ?? [];
  const controllers = [...read<Type>(MODULE_METADATA.CONTROLLERS), ...(dynamic?.controllers ?? [])];
  const imports = [...read<ModuleRef>(MODULE_METADATA.IMPORTS), ...(dynamic?.imports ?? [])];
  return [...controllers, ...imports.flatMap((child) => controllersOf(child as ModuleRef, seen))];
}

const joined = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** 'GET /api/vehicles/:vehicleId 200' for each route handler, as Nest will register it. */
function routesOf(controller: Type): string[] {
  const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  const proto = controller.prototype as Record<string, unknown>;
  const methods = Object.getOwnPropertyNames(proto).filter((name) => name !== 'constructor');
  return methods.flatMap((name) => {
    const handler = proto[name] as object;
    const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
    if (path === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
    const status =
      (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
      (method === 'POST' ? 201 : 200);
    return [path].flat().map((each) => `${method} ${joined(prefix, String(each))} ${status}`);
  });
}

describe('controllers and route descriptors', () => {
  const dependencies = { analysis: {} } as unknown as ApiDependencies;
  const served = controllersOf(ApiModule.register(dependencies)).flatMap(routesOf);
  const described = Object.values(API_ROUTES).map(
    (route) => `${route.method} ${route.path} ${route.status}`,
  );

  it('serve exactly the described calls, each with its method, path and success status', () => {
    expect([...served].sort()).toEqual([...described].sort());
  });

  it('serve each call once', () => {
    expect(new Set(served).size).toBe(served.length);
  });
});
