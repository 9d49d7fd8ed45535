import { ArgumentMetadata, BadRequestException, HttpException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { createRequire } from 'node:module';
import { inputProblem } from '../../infra/http/input-limits.js';
import { fieldErrorsOf } from './field-errors.js';

/** Characters of validation messages in one answer; the errors past it are left out and a last message says so. */
export const MAX_VALIDATION_MESSAGES_LENGTH = 2000;

// class-transformer's record of @Type(() => Dto), as @nestjs/mapped-types reads it: the class of a nested field.
const transformerStorage = (createRequire(import.meta.url)('class-transformer/cjs/storage') as { defaultMetadataStorage: unknown })
  .defaultMetadataStorage as {
  findTypeMetadata(target: object, property: string): { typeFunction: (options?: unknown) => unknown } | undefined;
};

/**
 * The global pipe: unknown fields refused, one message per field (the first rule it breaks), the message list capped,
 * and a refused null said as "<field> must not be null" whatever rule refused it. Before class-transformer copies the
 * value (its cost grows with every item), a list longer than its DTO allows and an unknown field holding an object or
 * a list are refused at once.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      maxErrorMessagesLength: MAX_VALIDATION_MESSAGES_LENGTH,
      // The refused objects stay on the errors for `fields` to read each rule's bound (field-errors.ts); never sent.
      validationError: { target: true },
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.metatype && metadata.type !== 'custom') {
      // The input hook's rules again for a body no hook saw parsed (multipart text fields); a JSON body passes at once.
      const problem = (metadata.type === 'body' ? inputProblem(value, 'body') : undefined) ?? shapeProblem(value, metadata.metatype, '');
      if (problem) throw new BadRequestException({ statusCode: 400, message: [problem], error: 'Bad Request' });
    }
    return super.transform(value, metadata);
  }

  /** Nest's answer (the messages), plus `fields`: each refused field with the rule it broke, for the client's texts. */
  override createExceptionFactory() {
    const messages = super.createExceptionFactory();
    return (errors: ValidationError[] = []) => {
      const said = errors.map(sayNull);
      const exception = messages(said) as HttpException;
      const response = exception.getResponse();
      if (typeof response !== 'object' || response === null) return exception;
      const fields = fieldErrorsOf(said);
      const shown = Array.isArray((response as { message?: unknown }).message) ? (response as { message: unknown[] }).message.length : 1;
      return new BadRequestException({ ...response, fields: fields.slice(0, Math.max(shown, 1)) });
    };
  }
}

/** An error for a null value, unless it is about the key itself (unknown field), reads "<field> must not be null". */
export function sayNull(error: ValidationError): ValidationError {
  if (error.children?.length) error.children = error.children.map(sayNull);
  if (error.value === null && error.constraints && !('whitelistValidation' in error.constraints)) {
    error.constraints = { isNotNull: `${error.property} must not be null` };
  }
  return error;
}

interface Shape {
  known: Set<string>;
  maxItems: Map<string, number>;
  nested: Map<string, () => unknown>;
}

const shapes = new WeakMap<object, Shape | null>();

/** The fields of a DTO class, its lists' maximum sizes and its nested DTOs, from the validation metadata (cached). */
function shapeOf(metatype: Type<unknown>): Shape | null {
  if (shapes.has(metatype)) return shapes.get(metatype)!;
  const metas = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
  let shape: Shape | null = null;
  if (metas.length) {
    shape = { known: new Set(), maxItems: new Map(), nested: new Map() };
    for (const m of metas) {
      shape.known.add(m.propertyName);
      if (m.name === 'arrayMaxSize' && typeof m.constraints?.[0] === 'number') shape.maxItems.set(m.propertyName, m.constraints[0]);
      if (m.type === 'nestedValidation') {
        const typed = transformerStorage.findTypeMetadata(metatype, m.propertyName);
        if (typed) shape.nested.set(m.propertyName, () => typed.typeFunction());
      }
    }
  }
  shapes.set(metatype, shape);
  return shape;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What validation would refuse anyway but only after paying for every item: a list beyond its ArrayMaxSize, or an
 * unknown field holding an object or a list (in the messages' shape: "items must contain no more than 500 elements").
 */
export function shapeProblem(value: unknown, metatype: Type<unknown>, path: string): string | undefined {
  if (!isObject(value)) return undefined;
  const shape = shapeOf(metatype);
  if (!shape) return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (!shape.known.has(key)) {
      if (typeof v === 'object' && v !== null) return `${path}property ${key} should not exist`;
      continue;
    }
    const max = shape.maxItems.get(key);
    if (max !== undefined && Array.isArray(v) && v.length > max) return `${path}${key} must contain no more than ${max} elements`;
    const nested = shape.nested.get(key)?.();
    if (typeof nested !== 'function') continue;
    const items = Array.isArray(v) ? v : [v];
    for (let i = 0; i < items.length; i++) {
      const problem = shapeProblem(items[i], nested as Type<unknown>, `${path}${key}.${Array.isArray(v) ? `${i}.` : ''}`);
      if (problem) return problem;
    }
  }
  return undefined;
}
