import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';

/** What the platform tells sevDesk about a vendor (the platform invoices its commission to the vendor). */
export interface SevdeskContactInput {
  name: string;
  description?: string;
  vatNumber?: string | null;
  taxNumber?: string | null;
  email?: string | null;
  telephone?: string | null;
  address?: { street?: string; zip?: string; city?: string; country?: string };
}

const INTEGRATION = 'sevDesk';
// sevDesk's fixed ids: contact category "Customer", address category "Work", country Germany, communication key "Work".
const CATEGORY_CUSTOMER = 3;
const ADDRESS_CATEGORY_WORK = 47;
const COUNTRY_GERMANY = 1;
const COMMUNICATION_KEY_WORK = 2;
const STATUS_ACTIVE = 1000;
const TIMEOUT_MS = 10_000;

const ref = (id: string | number, objectName: string) => ({ id, objectName });

/** A small client of the sevDesk REST API (https://api.sevdesk.de), authenticated by SEVDESK_API_TOKEN. */
@Injectable()
export class SevdeskClient {
  constructor(private readonly config: AppConfig) {}

  /** Creates the contact with its address and e-mail; answers sevDesk's contact id. */
  async createContact(input: SevdeskContactInput): Promise<string> {
    const contact = await this.post<{ id: string | number }>('Contact', {
      name: input.name,
      status: STATUS_ACTIVE,
      category: ref(CATEGORY_CUSTOMER, 'Category'),
      ...(input.description ? { description: input.description } : {}),
      ...(input.vatNumber ? { vatNumber: input.vatNumber } : {}),
      ...(input.taxNumber ? { taxNumber: input.taxNumber } : {}),
    });
    const id = String(contact.id);
    const address = input.address;
    // sevDesk names countries by its own ids; only Germany's is fixed, so other addresses are left to the accountant.
    if (address?.street && address.city && (!address.country || address.country === 'DE')) {
      await this.post('ContactAddress', {
        contact: ref(id, 'Contact'),
        street: address.street,
        zip: address.zip,
        city: address.city,
        country: ref(COUNTRY_GERMANY, 'StaticCountry'),
        category: ref(ADDRESS_CATEGORY_WORK, 'Category'),
      });
    }
    for (const [type, value] of [
      ['EMAIL', input.email],
      ['PHONE', input.telephone],
    ] as const) {
      if (value) {
        await this.post('CommunicationWay', {
          contact: ref(id, 'Contact'),
          type,
          value,
          key: ref(COMMUNICATION_KEY_WORK, 'CommunicationWayKey'),
          main: true,
        });
      }
    }
    return id;
  }

  /** 409 INTEGRATION_NOT_CONFIGURED unless SEVDESK_API_TOKEN is set. */
  assertConfigured(): void {
    this.token();
  }

  private token(): string {
    const token = this.config.SEVDESK_API_TOKEN;
    if (!token) {
      throw new DomainError(
        ErrorType.INTEGRATION_NOT_CONFIGURED,
        'The sevDesk integration is not configured (SEVDESK_API_TOKEN is not set)',
        {
          integration: INTEGRATION,
          variable: 'SEVDESK_API_TOKEN',
        },
      );
    }
    return token;
  }

  private async post<T>(resource: string, body: object): Promise<T> {
    const token = this.token();
    const url = `${this.config.SEVDESK_API_BASE.replace(/\/+$/, '')}/${resource}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw failed(`sevDesk could not be reached (${(error as Error).name})`, null);
    }
    const text = await response.text();
    if (!response.ok) throw failed(`sevDesk refused ${resource} with HTTP ${response.status}`, response.status);
    try {
      const objects = (JSON.parse(text) as { objects?: unknown }).objects;
      const object = (Array.isArray(objects) ? objects[0] : objects) as T & { id?: unknown };
      if (!object || object.id === undefined || object.id === null) throw new Error('no id');
      return object;
    } catch {
      throw failed(`sevDesk answered ${resource} without an object`, response.status);
    }
  }
}

const failed = (message: string, status: number | null) =>
  new DomainError(ErrorType.INTEGRATION_FAILED, message, { integration: INTEGRATION, status });
