import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { ImageDto, toImageDto } from '../shared.dto.js';
import { FilesService } from './files.service.js';
import { ImagesService } from './images.service.js';
import { FileDto, ImageFileParamDto, toFileDto, UPLOAD_BODY, UploadImageQueryDto } from './media.dto.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';

const UPLOAD_ERRORS = [ErrorType.FILE_TOO_LARGE, ErrorType.UNSUPPORTED_FILE_TYPE, ErrorType.IMAGE_TOO_MANY_PIXELS] as const;
const BINARY = { status: 200, schema: { type: 'string', format: 'binary' } };

/** Uploads of the back office: documents (files) and pictures (images). */
@ApiTags('features')
@Controller('features')
export class MediaController {
  constructor(
    private readonly files: FilesService,
    private readonly images: ImagesService,
  ) {}

  @Roles(UserRole.VENDOR)
  @Post('files')
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  @ApiOperation({ operationId: 'uploadFile', summary: 'Store a document of the caller (PDF, PNG, JPEG, WebP, plain text, CSV; told by content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOkResponse({ type: FileDto })
  @ApiErrorResponses(...UPLOAD_ERRORS)
  async uploadFile(@CurrentUser() user: AuthUser, @UploadedFile() file: UploadedMultipartFile | undefined): Promise<FileDto> {
    return toFileDto(await this.files.upload(user, file));
  }

  @Roles(UserRole.VENDOR)
  @Get('files')
  @ApiOperation({ operationId: 'listFiles', summary: "The caller's documents; filters: id, mimeType" })
  @ListEndpoint(FileDto)
  async listFiles(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<FileDto>> {
    return mapPage(await this.files.list(user, query), toFileDto);
  }

  @Roles(UserRole.VENDOR)
  @Get('files/:id/content')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @ApiOperation({ operationId: 'downloadFile', summary: 'The document as an attachment (its owner only)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse(BINARY)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async downloadFile(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<StreamableFile> {
    return this.files.content(user, id);
  }

  @Roles(UserRole.VENDOR)
  @Delete('files/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteFile' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async deleteFile(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.files.remove(user, id);
  }

  @Roles(UserRole.VENDOR)
  @Post('images')
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  @ApiOperation({
    operationId: 'uploadImage',
    summary: 'Store an image (PNG, JPEG, WebP; re-encoded without metadata, fitted in width x height), optionally attached',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOkResponse({ type: ImageDto })
  @ApiErrorResponses(...UPLOAD_ERRORS, ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedMultipartFile | undefined,
    @Query() query: UploadImageQueryDto,
  ): Promise<ImageDto> {
    return toImageDto(await this.images.upload(user, file, query));
  }

  @Roles(UserRole.VENDOR)
  @Delete('images/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteImage' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async deleteImage(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.images.remove(user, id);
  }
}

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
