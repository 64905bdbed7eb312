import { Controller, Get, Header } from '@nestjs/common';
import { API_ROUTES } from './api-routes';
import { openApiDocument } from './openapi-document';

/** GET /api/docs: the OpenAPI document, built once from the contracts. */
@Controller('api/docs')
export class OpenApiController {
  private readonly document = openApiDocument(API_ROUTES);

  @Get()
  @Header('cache-control', 'public, max-age=300')
  get(): unknown {
    return this.document;
  }
}
