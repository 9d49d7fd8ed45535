import { ValidateId } from './validation.js';

/** `/{id}` path parameter: a positive 32-bit integer, or a 400 naming `id`. */
export class IdParamDto {
  @ValidateId() id: number;
}
