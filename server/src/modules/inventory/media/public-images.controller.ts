import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BINARY } from './files.controller.js';
import { ImagesService } from './images.service.js';
import { ImageFileParamDto } from './media.dto.js';

/** Images are public: the storefront shows them. Their keys are random and never reused, so they cache forever. */
@ApiTags('features')
@Controller('files')
export class PublicImagesController {
  constructor(private readonly images: ImagesService) {}

  @Public()
  @Get('images/:name')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ operationId: 'getImageFile', summary: 'The bytes of an uploaded image (public)' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse(BINARY)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async image(@Param() { name }: ImageFileParamDto): Promise<StreamableFile> {
    return this.images.content(name);
  }
}
