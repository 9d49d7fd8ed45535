import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_HEADER } from '../common/auth/auth.decorators.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Strandkorb booking API')
    .setDescription(
      'Beach-chair booking for the Baltic and North Sea coast: destinations, inventory, availability, prices, bookings, ' +
        'payments, documents, users and lock devices. Domain errors answer { statusCode, errorType, payload, message }; ' +
        'validation errors answer { statusCode, message, error }. Money is in euros with two decimals; dates are ' +
        'yyyy-MM-dd in Europe/Berlin unless a call names another timeZone.',
    )
    .setVersion('1')
    .addServer('/api/v1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, 'api-key')
    .build();
  // Paths are written without /api/v1 (the server entry carries it), so generated clients use baseUrl '/api/v1'.
  return SwaggerModule.createDocument(app, config, {
    ignoreGlobalPrefix: true,
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

/** Swagger UI at /api/docs, the JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    swaggerOptions: { persistAuthorization: true },
  });
}
