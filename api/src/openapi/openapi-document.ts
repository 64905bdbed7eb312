import {
  openApiPath,
  problemDetailsSchema,
  routeParamNames,
  type ApiRoute,
} from '@fairwrench/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function pathParameters(path: string) {
  return routeParamNames(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function headerParameters(headers: ApiRoute['headers'] = {}) {
  return Object.entries(headers).map(([name, schema]) => ({
    name,
    in: 'header',
    required: false,
    schema: jsonSchema(schema, 'input'),
  }));
}

function requestBody(route: ApiRoute) {
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body, 'input');
  const content: Record<string, unknown> = { 'application/json': { schema } };
  if (route.multipart) {
    content['multipart/form-data'] = {
      schema: {
        ...schema,
        properties: {
          ...(schema.properties as object),
          files: { type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' } },
        },
      },
    };
  }
  return { required: true, content };
}

function operation(route: ApiRoute) {
  const problem = {
    'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
  };
  const responses: Record<string, unknown> = {
    [route.status]: {
      description: 'OK',
      ...(route.response
        ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }
        : {}),
    },
  };
  for (const status of route.errors)
    responses[status] = { description: 'Problem', content: problem };
  const body = requestBody(route);
  return {
    summary: route.summary,
    parameters: [
      ...pathParameters(route.path),
      ...queryParameters(route.query),
      ...headerParameters(route.headers),
    ],
    ...(body ? { requestBody: body } : {}),
    ...(route.bearerAuth ? { security: [{ bearerToken: [] }] } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the owner API, generated from the route descriptors. */
export function openApiDocument(routes: Readonly<Record<string, ApiRoute>>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(routes)) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    paths[path] = { ...paths[path], [method]: { operationId: name, ...operation(route) } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FairWrench owner API',
      version: '1.0.0',
      description:
        "Calls of the FairWrench web app. Owner data is scoped to the httpOnly `fw_session` cookie (`__Host-fw_session` over HTTPS) set by POST /api/vehicle-info; other owners' ids answer 404. POST, PUT, PATCH and DELETE from another site answer 403: send them from the app's origin (`Sec-Fetch-Site: same-origin` or a matching `Origin`) or with `X-FairWrench-Request: 1`. Errors are RFC 9457 problem+json.",
    },
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemDetailsSchema, 'output') },
      securitySchemes: {
        ownerSession: { type: 'apiKey', in: 'cookie', name: 'fw_session' },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff token set on the server: COMPLIANCE_TOKEN for /api/compliance, METRICS_TOKEN for /metrics',
        },
      },
    },
  };
}
