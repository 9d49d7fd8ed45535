import { afterAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiProduces, ApiProperty, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../common/errors/error-type.js';
import { RateType } from '../common/enums.js';
import { nullableWithoutType } from './contract-checks.js';
import { completeDocument, VALIDATION_ERROR_SCHEMA } from './openapi.js';

class ChairDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: RateType, enumName: 'RateType' }) type: RateType;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
}
class ChairQueryDto {
  @ApiProperty({ required: false }) csv?: boolean;
}
class CreateChairDto {
  @ApiProperty() label: string;
}

@Controller('chairs')
class ChairsController {
  @Get()
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: [ChairDto] })
  @ApiErrorResponses(ErrorType.INVALID_LIST_QUERY, ErrorType.UNAUTHENTICATED)
  list(@Query() _q: ChairQueryDto): ChairDto[] {
    return [];
  }
  @Get(':id')
  @ApiOkResponse({ type: ChairDto })
  one(@Param('id') _id: string): ChairDto {
    return { id: 1, type: RateType.DAY, rate: null };
  }
  @Post()
  @ApiOkResponse({ type: ChairDto })
  create(@Body() _dto: CreateChairDto): ChairDto {
    return { id: 1, type: RateType.DAY, rate: null };
  }
  @Get('count/all')
  @ApiOkResponse({ type: Number })
  count(): number {
    return 0;
  }
}

const apps: INestApplication[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function document() {
  @Module({ controllers: [ChairsController] })
  class TestModule {}
  const app = await NestFactory.create(TestModule, new FastifyAdapter(), { logger: false });
  apps.push(app);
  return completeDocument(SwaggerModule.createDocument(app, new DocumentBuilder().build()));
}

const ref = { $ref: `#/components/schemas/${VALIDATION_ERROR_SCHEMA}` };

describe('completeDocument', () => {
  it('documents the validation 400 on every operation with parameters or a body, beside a domain 400 as one of the two', async () => {
    const doc = await document();
    expect(doc.components!.schemas![VALIDATION_ERROR_SCHEMA]).toMatchObject({
      required: ['statusCode', 'message', 'error'],
      properties: { statusCode: { enum: [400] }, error: { enum: ['Bad Request'] } },
    });
    const op = (path: string, method: 'get' | 'post' = 'get') => doc.paths[path][method]!;
    expect(op('/chairs/{id}').responses['400']).toMatchObject({ content: { 'application/json': { schema: ref } } });
    expect(op('/chairs', 'post').responses['400']).toMatchObject({ content: { 'application/json': { schema: ref } } });
    const list400 = op('/chairs').responses['400'] as { description: string; content: Record<string, { schema: { oneOf: object[] } }> };
    expect(list400.description).toBe('Domain error: INVALID_LIST_QUERY; or refused input (ValidationErrorDto)');
    expect(list400.content['application/json'].schema.oneOf).toEqual([
      ref,
      expect.objectContaining({ properties: expect.objectContaining({ errorType: { type: 'string', enum: ['INVALID_LIST_QUERY'] } }) }),
    ]);
    expect(op('/chairs/count/all').responses['400']).toBeUndefined();
  });

  it('types a text/csv answer as text and answers errors as JSON only', async () => {
    const doc = await document();
    const responses = doc.paths['/chairs'].get!.responses as Record<string, { content: Record<string, { schema: object }> }>;
    expect(responses['200'].content['text/csv'].schema).toMatchObject({ type: 'string' });
    expect(responses['200'].content['application/json'].schema).toMatchObject({ type: 'array' });
    expect(Object.keys(responses['401'].content)).toEqual(['application/json']);
    expect(Object.keys(responses['400'].content)).toEqual(['application/json']);
  });

  it('gives a nullable named enum its type (Swagger drops it beside the allOf)', async () => {
    const doc = await document();
    expect((doc.components!.schemas!.ChairDto as { properties: object }).properties).toMatchObject({
      rate: { type: 'string', nullable: true, allOf: [{ $ref: '#/components/schemas/RateType' }] },
    });
    expect(nullableWithoutType(doc)).toEqual([]);
  });
});
