import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole, VendorUserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { ImageDto, toImageDto } from '../../../common/image.dto.js';
import { UPLOAD_ERRORS } from './files.controller.js';
import { ImagesService } from './images.service.js';
import { OrderImagesDto, UPLOAD_BODY, UploadImageQueryDto } from './media.dto.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';

/**
 * Uploads of the back office: pictures (/features/images); their bytes are public (public-images.controller.ts).
 * Pictures are part of the season's set-up (locations, sections, chairs, extras): the vendor's OWNER's, not STAFF's.
 */
@ApiTags('features')
@Controller('features')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Post('images')
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  @ApiOperation({
    operationId: 'uploadImage',
    summary: 'Store an image (PNG, JPEG, WebP; re-encoded without metadata, fitted in width x height), optionally attached',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiCreatedResponse({ type: ImageDto })
  @ApiErrorResponses(...UPLOAD_ERRORS, ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedMultipartFile | undefined,
    @Query() query: UploadImageQueryDto,
  ): Promise<ImageDto> {
    return toImageDto(await this.images.upload(user, file, query));
  }

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Put('images/order')
  @ApiOperation({
    operationId: 'orderImages',
    summary: 'Reorder the images of one section, location, chair or extra (every one of them, first shown first)',
  })
  @ApiOkResponse({ type: [ImageDto] })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async orderImages(@CurrentUser() user: AuthUser, @Body() dto: OrderImagesDto): Promise<ImageDto[]> {
    return (await this.images.reorder(user, dto.imageIds)).map(toImageDto);
  }

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Delete('images/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteImage' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async deleteImage(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.images.remove(user, id);
  }
}
