import { Body, Controller, HttpCode, HttpStatus, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, type UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { UploadErrorsInterceptor } from '../inventory/index.js';
import { FORM_BODY, FormKindParamDto, FormReceivedDto, FormSubmissionDto } from './forms.dto.js';
import { FormsService } from './forms.service.js';

/** The storefront's contact and vendor forms (an extension of the API spec: its default form-collection endpoint). */
@ApiTags('features')
@Controller('features/public/forms')
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  @Public()
  @RateLimit({ name: 'FORMS' })
  @Post(':kind')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('attachment'))
  @ApiOperation({
    operationId: 'submitPublicForm',
    summary: 'The contact or vendor form (multipart: name, email, body, optional attachment): mailed to the operator',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_BODY)
  @ApiCreatedResponse({ type: FormReceivedDto })
  @ApiErrorResponses(ErrorType.FILE_TOO_LARGE, ErrorType.UNSUPPORTED_FILE_TYPE)
  async submit(
    @Param() { kind }: FormKindParamDto,
    @Body() form: FormSubmissionDto,
    @UploadedFile() attachment: UploadedMultipartFile | undefined,
  ): Promise<FormReceivedDto> {
    await this.forms.submit(kind, form, attachment);
    return { received: true };
  }
}
