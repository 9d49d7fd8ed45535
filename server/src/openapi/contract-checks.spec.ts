import { afterAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Module, Post, Res, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProperty,
  ApiSchema,
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../common/errors/error-type.js';
import { ValidateNestedList } from '../common/validation/structured-validation.js';
import { assertSoundContract, contractProblems, danglingRefs, nullableWithoutType } from './contract-checks.js';

// Two classes of one name, as vendor.dto.ts and office-money.dto.ts both had an InvoiceDataDto.
const VendorInvoiceData = (() => {
  class InvoiceDataDto {
    @ApiProperty() vatId: string;
  }
  return InvoiceDataDto;
})();
const BookingInvoiceData = (() => {
  class InvoiceDataDto {
    @ApiProperty() bookingRef: string;
    @ApiProperty() open: number;
  }
  return InvoiceDataDto;
})();

class VendorDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: VendorInvoiceData }) invoiceData: InstanceType<typeof VendorInvoiceData>;
}

@Controller('vendors')
class VendorsController {
  @Get()
  @ApiOkResponse({ type: VendorDto })
  vendor(): VendorDto {
    return { id: 1, invoiceData: { vatId: 'DE123456789' } };
  }
}

@Controller('bookings')
class BookingMoneyController {
  @Get('invoice')
  @ApiOkResponse({ type: BookingInvoiceData })
  invoiceData(): InstanceType<typeof BookingInvoiceData> {
    return { bookingRef: 'K7M4XQ2P', open: 0 };
  }
}

const apps: INestApplication[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appOf(...controllers: Type[]): Promise<INestApplication> {
  @Module({ controllers })
  class TestModule {}
  const app = await NestFactory.create(TestModule, new FastifyAdapter(), { logger: false });
  apps.push(app);
  return app;
}

const documentOf = (app: INestApplication, extraModels: Type[] = []): OpenAPIObject =>
  SwaggerModule.createDocument(app, new DocumentBuilder().build(), { extraModels });

async function problemsOf(...controllers: Type[]): Promise<string[]> {
  const app = await appOf(...controllers);
  return contractProblems(app, documentOf(app));
}

describe('one schema name, one class', () => {
  it('throws on two classes of one name, naming where each was met (Swagger alone keeps one silently)', async () => {
    const app = await appOf(VendorsController, BookingMoneyController);
    const document = documentOf(app);
    // What the check is for: VendorDto.invoiceData now points at the booking's invoice shape.
    const schemas = document.components!.schemas!;
    expect(schemas.VendorDto).toMatchObject({ properties: { invoiceData: { $ref: '#/components/schemas/InvoiceDataDto' } } });
    expect(Object.keys((schemas.InvoiceDataDto as { properties: object }).properties)).toEqual(['bookingRef', 'open']);

    expect(() => assertSoundContract(app, document)).toThrow(
      'schema name "InvoiceDataDto" is taken by 2 different classes (the document would keep one of them): ' +
        'the InvoiceDataDto of VendorDto.invoiceData; the InvoiceDataDto of BookingMoneyController.invoiceData (response 200)',
    );
  });

  it('finds the classes behind lazy types, lists and request bodies too', async () => {
    class LineDto {
      @ApiProperty() amount: number;
    }
    const OtherLine = (() => {
      class LineDto {
        @ApiProperty() text: string;
      }
      return LineDto;
    })();
    class CreateOrderDto {
      @ValidateNestedList(() => OtherLine) lines: InstanceType<typeof OtherLine>[];
    }
    @Controller('orders')
    class OrdersController {
      @Post()
      @ApiCreatedResponse({ type: [LineDto] })
      create(@Body() dto: CreateOrderDto): LineDto[] {
        return dto.lines.map(() => ({ amount: 1 }));
      }
    }
    expect(await problemsOf(OrdersController)).toEqual([
      'schema name "LineDto" is taken by 2 different classes (the document would keep one of them): ' +
        'the LineDto of OrdersController.create (response 201); the LineDto of CreateOrderDto.lines ' +
        '(rename one, or name its schema with @ApiSchema({ name }))',
    ]);
  });

  it('passes when the names differ (a rename or @ApiSchema) and when one class is met many times', async () => {
    @ApiSchema({ name: 'BookingInvoiceDataDto' })
    class BookingInvoice extends BookingInvoiceData {}
    @Controller('invoices')
    class InvoicesController {
      @Get()
      @ApiOkResponse({ type: BookingInvoice })
      one(): BookingInvoice {
        return { bookingRef: 'K7M4XQ2P', open: 0 };
      }
      @Get('vendor')
      @ApiOkResponse({ type: VendorDto })
      vendor(): VendorDto {
        return { id: 1, invoiceData: { vatId: 'DE123456789' } };
      }
    }
    const app = await appOf(VendorsController, InvoicesController);
    const document = documentOf(app);
    expect(Object.keys(document.components!.schemas!).sort()).toEqual(['BookingInvoiceDataDto', 'InvoiceDataDto', 'VendorDto']);
    expect(() => assertSoundContract(app, document)).not.toThrow();
  });

  it('names a schema of the document whose class it did not reach, rather than vouching for it', async () => {
    class ElsewhereDto {
      @ApiProperty() id: number;
    }
    const app = await appOf(VendorsController);
    expect(contractProblems(app, documentOf(app, [ElsewhereDto]))).toEqual([
      'schema "ElsewhereDto" is in the document, but the name check did not reach its class: teach ' +
        'server/src/openapi/contract-checks.ts where the scanner finds it',
    ]);
  });
});

describe('the status a route answers is documented', () => {
  class ThingDto {
    @ApiProperty() id: number;
  }

  it('names a POST documented 200 that answers 201, and a DELETE answering 204 that documents no success', async () => {
    @Controller('things')
    class ThingsController {
      @Post()
      @ApiOkResponse({ type: ThingDto })
      create(): ThingDto {
        return { id: 1 };
      }
      @Delete(':id')
      @HttpCode(HttpStatus.NO_CONTENT)
      @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
      remove(): void {}
    }
    expect(await problemsOf(ThingsController)).toEqual([
      'POST ThingsController.create answers 201 but documents 200 (use @ApiCreatedResponse, or @HttpCode(200) if it should answer 200)',
      'DELETE ThingsController.remove answers 204 but documents no success status (use @ApiNoContentResponse)',
    ]);
  });

  it('passes documented statuses, undocumented routes (the scanner adds their status) and routes that reply themselves', async () => {
    @Controller('things')
    class ThingsController {
      @Post()
      @ApiCreatedResponse({ type: ThingDto })
      create(): ThingDto {
        return { id: 1 };
      }
      @Post('login')
      @HttpCode(HttpStatus.OK)
      @ApiOkResponse({ type: ThingDto })
      login(): ThingDto {
        return { id: 1 };
      }
      @Delete(':id')
      @HttpCode(HttpStatus.NO_CONTENT)
      @ApiNoContentResponse({ description: 'Deleted' })
      @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
      remove(): void {}
      @Post('plain')
      plain(): void {}
      @Post('redirect')
      @ApiOkResponse({ description: 'Only with Accept: application/json' })
      redirect(@Res() reply: { redirect(url: string, code: number): void }): void {
        reply.redirect('/elsewhere', 303);
      }
    }
    expect(await problemsOf(ThingsController)).toEqual([]);
  });
});

describe('nullable with its type, and $refs that resolve', () => {
  const documentWith = (schemas: Record<string, object>): OpenAPIObject => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas },
  });

  it('names a nullable without a type (what Swagger makes of a nullable oneOf or of a combinator), and passes typed ones', () => {
    const document = documentWith({
      ChairDto: {
        type: 'object',
        properties: {
          label: { type: 'string', nullable: true },
          lock: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/LockDto' }] },
          rate: { nullable: true, oneOf: [{ $ref: '#/components/schemas/LockDto' }] },
          note: { nullable: true, description: 'a union the scanner could not type' },
        },
      },
      LockDto: { type: 'object', properties: { id: { type: 'integer' } } },
    });
    expect(nullableWithoutType(document)).toEqual([
      '#/components/schemas/ChairDto/properties/rate is nullable without a type (OpenAPI 3.0 ignores such a nullable): declare ' +
        'the type, e.g. @ApiProperty({ type: String, nullable: true }), not a oneOf/anyOf of its own',
      '#/components/schemas/ChairDto/properties/note is nullable without a type (OpenAPI 3.0 ignores such a nullable): declare ' +
        'the type, e.g. @ApiProperty({ type: String, nullable: true }), not a oneOf/anyOf of its own',
    ]);
  });

  it('names a $ref to a schema the document does not have', () => {
    const document = documentWith({
      ChairDto: {
        type: 'object',
        properties: { lock: { $ref: '#/components/schemas/LockDto' }, model: { $ref: '#/components/schemas/Model' } },
      },
      Model: { type: 'string', enum: ['XL'] },
    });
    expect(danglingRefs(document)).toEqual([
      '#/components/schemas/ChairDto/properties/lock refers to #/components/schemas/LockDto, which the document does not have',
    ]);
  });

  it('finds both in a real document: a nullable declared on a union, with no type', async () => {
    class NoteDto {
      @ApiProperty({ nullable: true, oneOf: [{ type: 'string' }, { type: 'number' }] }) value: string | number | null;
    }
    @Controller('notes')
    class NotesController {
      @Get()
      @ApiOkResponse({ type: NoteDto })
      note(): NoteDto {
        return { value: null };
      }
    }
    expect(await problemsOf(NotesController)).toEqual([
      expect.stringContaining('#/components/schemas/NoteDto/properties/value is nullable without a type'),
    ]);
  });
});
