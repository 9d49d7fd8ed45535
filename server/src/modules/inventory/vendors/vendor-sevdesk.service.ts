import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { SevdeskClient } from '../../../infra/sevdesk/sevdesk.client.js';
import { Vendor } from '../entities/vendor.entity.js';
import { OwnershipService } from '../ownership.service.js';

/** Makes a vendor a contact in the platform's sevDesk accounting, once. */
@Injectable()
export class VendorSevdeskService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly sevdesk: SevdeskClient,
  ) {}

  /** Creates the contact and stores its id; a vendor that has one already is answered as it is (no second contact). */
  async createContact(user: AuthUser, id: number): Promise<Vendor> {
    this.sevdesk.assertConfigured();
    await this.ownership.assertOwned(user, 'Vendor', id);
    // The row lock keeps two simultaneous calls from creating two contacts.
    return this.db.transaction(async (m) => {
      const vendor = assertFound(
        await m.getRepository(Vendor).createQueryBuilder('vendor').setLock('pessimistic_write').where('vendor.id = :id', { id }).getOne(),
        'Vendor',
        id,
      );
      if (vendor.sevdeskContactId) return vendor;
      vendor.sevdeskContactId = await this.sevdesk.createContact({
        name: vendor.companyName,
        description: `Strandkorb vendor ${vendor.publicReference} (id ${vendor.id})`,
        vatNumber: vendor.invoiceData.vatId,
        taxNumber: vendor.invoiceData.taxNumber,
        email: vendor.email,
        telephone: vendor.telephone,
        address: vendor.address,
      });
      await m.query(`UPDATE vendor SET sevdesk_contact_id = $2, updated_at = now() WHERE id = $1`, [id, vendor.sevdeskContactId]);
      return vendor;
    });
  }
}
