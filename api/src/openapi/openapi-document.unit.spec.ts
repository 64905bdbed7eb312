import { API_ROUTES } from '@fairwrench/contracts';
import { openApiDocument } from './openapi-document';

describe('OpenAPI document', () => {
  const document = openApiDocument(API_ROUTES) as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
    >;
  };

  it('describes every call of spec section 7', () => {
    const calls = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/vehicle-info',
        'POST /api/issue-details',
        'GET /api/issues/{issueId}',
        'GET /api/diagnostics/by-issue/{issueId}',
        'GET /api/diagnostics/{diagnosticId}',
        'POST /api/managed-repairs',
        'GET /api/managed-repairs/by-diagnostic/{diagnosticId}',
        'PATCH /api/managed-repairs/{managedRepairId}',
        'GET /api/shop-recommendations/{diagnosticId}',
        'POST /api/feedback',
        'POST /api/contact',
        'POST /api/create-setup-intent',
        'GET /api/shops',
        'GET /api/regional-shops',
        'GET /api/places-shops',
      ]),
    );
  });

  it('takes request bodies from the contracts, with their required fields', () => {
    const body = document.paths['/api/vehicle-info']!.post!.requestBody as {
      content: { 'application/json': { schema: { required: string[] } } };
    };
    expect(body.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'zipCode', 'vehicleYear', 'termsAccepted']),
    );
  });

  it('lists the optional Idempotency-Key header of the issue submit', () => {
    const submit = document.paths['/api/issue-details']!.post! as unknown as {
      parameters: { name: string; in: string; required: boolean; schema: { format?: string } }[];
    };
    expect(submit.parameters).toContainEqual({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: expect.objectContaining({ format: 'uuid' }),
    });
  });

  it('writes path parameters in braces and names each operation after its descriptor', () => {
    const photo = document.paths['/api/issues/{issueId}/photos/{sha256}']!.get! as unknown as {
      operationId: string;
      parameters: { name: string; in: string }[];
    };
    expect(photo.operationId).toBe('getIssuePhoto');
    expect(photo.parameters.map(({ name, in: where }) => `${where}:${name}`)).toEqual([
      'path:issueId',
      'path:sha256',
    ]);
  });

  it('marks the compliance trail as a bearer-token call with its query filters', () => {
    const trail = document.paths['/api/compliance/leads']!.get! as unknown as {
      security: unknown;
      parameters: { name: string; in: string }[];
    };
    expect(trail.security).toEqual([{ bearerToken: [] }]);
    expect(trail.parameters.map(({ name }) => name)).toEqual([
      'owner',
      'shop',
      'from',
      'to',
      'cursor',
      'limit',
    ]);
  });

  it('is valid JSON with an OpenAPI 3.1 header', () => {
    expect(JSON.parse(JSON.stringify(document)).openapi).toBe('3.1.0');
  });
});
