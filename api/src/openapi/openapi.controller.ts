import { Controller, Header } from '@nestjs/common';
import { API_ROUTES } from '@fairwrench/contracts';
import { Endpoint } from '../shared/http/endpoint';
import { openApiDocument } from './openapi-document';

/** The OpenAPI document, built once from the route descriptors. */
@Controller()
export class OpenApiController {
  private readonly document = openApiDocument(API_ROUTES);

  @Endpoint(API_ROUTES.getApiDocs)
  @Header('cache-control', 'public, max-age=300')
  get(): unknown {
    return this.document;
  }
}
