import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { FilesService } from './files.service.js';
import { FileDto, toFileDto, UPLOAD_BODY } from './media.dto.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';

/** What an upload can fail with (files and images). */
export const UPLOAD_ERRORS = [ErrorType.FILE_TOO_LARGE, ErrorType.UNSUPPORTED_FILE_TYPE, ErrorType.IMAGE_TOO_MANY_PIXELS] as const;
/** The 200 of a route that answers raw bytes. */
export const BINARY = { status: 200, schema: { type: 'string', format: 'binary' } };

/** Uploads of the back office: the caller's documents (/features/files); pictures are images.controller.ts. */
@ApiTags('features')
@Controller('features')
// A user's own documents: STAFF keep theirs as owners do.
@VendorRoles(...ANY_VENDOR_ROLE)
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Roles(UserRole.VENDOR)
  @Post('files')
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  @ApiOperation({
    operationId: 'uploadFile',
    summary: 'Store a document of the caller (PDF, PNG, JPEG, WebP, plain text, CSV; told by content)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiCreatedResponse({ type: FileDto })
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
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async deleteFile(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.files.remove(user, id);
  }
}
