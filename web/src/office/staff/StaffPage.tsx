import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListVendorLocationsQuery, useListVendorUsersQuery, type VendorUserDto } from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { ListTable } from '../ui/ListTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { useEditing } from '../ui/useEditing';
import { EditMemberDialog } from './EditMemberDialog';
import { InviteDialog } from './InviteDialog';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { displayName, isLastOwner, sortMembers } from './staffLogic';
import './staff.css';

type Editing =
  { kind: 'invite' } | { kind: 'edit'; member: VendorUserDto } | { kind: 'remove'; member: VendorUserDto } | null;

/**
 * The vendor's users (owners only; the server refuses STAFF every call here): who they are, their role, the location a
 * STAFF member is limited to, confirmed or still invited; invite by e-mail, change the role, remove after asking.
 */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const { editing, setEditing, notice, close } = useEditing<Editing>();

  const list = useListVendorUsersQuery({ itemsPerPage: 0 });
  const locationList = useListVendorLocationsQuery({ itemsPerPage: 0 });
  const locations = useMemo(() => locationList.data?.items ?? [], [locationList.data]);
  const members = useMemo(() => sortMembers(list.data?.items ?? []), [list.data]);
  const locationName = (locationId: number | null) =>
    locationId === null ? t('everyLocation') : (locations.find((l) => l.id === locationId)?.name ?? `#${locationId}`);

  return (
    <div className="staff">
      <PageHeader
        className="staff__header"
        title={t('title')}
        intro={t('intro')}
        action={{ label: t('invite.open'), onClick: () => setEditing({ kind: 'invite' }) }}
      />

      <div className="office-card">
        {list.data && (
          <p className="office-muted staff__count" aria-live="polite">
            {t('count', { count: list.data.total })}
          </p>
        )}
        <p className="staff__notice" role="status">
          {notice}
        </p>
        <QueryState query={list} isEmpty={members.length === 0} emptyText={t('empty')}>
          <ListTable
            className="staff-table"
            scrollClassName="staff__scroll"
            label={t('tableLabel')}
            busy={list.isFetching}
            columns={[
              t('columns.name'),
              t('columns.email'),
              t('columns.role'),
              t('columns.location'),
              t('columns.status'),
              { hidden: t('columns.actions') },
            ]}
          >
            {members.map((member) => {
              const name = displayName(member);
              const lastOwner = isLastOwner(member, members);
              return (
                <tr key={member.userId} data-testid="staff-row">
                  <th scope="row">
                    {name}
                    {member.userId === user?.id && <span className="office-muted"> {t('you')}</span>}
                  </th>
                  <td>{member.email}</td>
                  <td>{t(`roles.${member.role}`)}</td>
                  <td>{member.role === 'STAFF' ? locationName(member.locationId) : '–'}</td>
                  <td>
                    <span className={`staff-status ${member.confirmed ? 'is-confirmed' : 'is-invited'}`}>
                      {member.confirmed ? t('status.confirmed') : t('status.invited')}
                    </span>
                  </td>
                  <td className="staff-table__actions">
                    <button
                      type="button"
                      className="office-button"
                      aria-label={t('edit.open', { name })}
                      onClick={() => setEditing({ kind: 'edit', member })}
                    >
                      {t('edit.button')}
                    </button>
                    <button
                      type="button"
                      className="office-button office-button--danger"
                      aria-label={t('remove.open', { name })}
                      disabled={lastOwner}
                      title={lastOwner ? t('remove.lastOwner') : undefined}
                      onClick={() => setEditing({ kind: 'remove', member })}
                    >
                      {t('remove.button')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </ListTable>
        </QueryState>
      </div>

      {editing?.kind === 'invite' && (
        <InviteDialog locations={locations} onAdded={(text) => close(text)} onCancel={() => close()} />
      )}
      {editing?.kind === 'edit' && (
        <EditMemberDialog
          member={editing.member}
          lastOwner={isLastOwner(editing.member, members)}
          locations={locations}
          onSaved={(text) => close(text)}
          onCancel={() => close()}
        />
      )}
      {editing?.kind === 'remove' && (
        <RemoveMemberDialog
          member={editing.member}
          onRemoved={() => close(t('remove.removed', { name: displayName(editing.member) }))}
          onCancel={() => close()}
        />
      )}
    </div>
  );
}
