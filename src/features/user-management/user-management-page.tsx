import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import type { Backend } from '../../data/backend.ts';
import { Loading } from '../../ui/loading.tsx';
import { AccountRequestsTab } from './account-requests-tab.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { RolesTab } from './roles-tab.tsx';
import { useRoles } from './use-roles.ts';
import { managementAbilities } from './user-management.ts';
import { UsersTab } from './users-tab.tsx';

const TABS = ['Users', 'Account requests', 'Roles'] as const;

export default function UserManagementPage() {
  const { backend } = useSession();
  const viewer = useViewer();
  if (!backend) return <Loading />;
  return <UserManagement backend={backend} readOnly={viewer.readOnly} />;
}

function UserManagement({ backend, readOnly }: { backend: Backend; readOnly: boolean }) {
  const session = useSession();
  const roles = useRoles(backend);
  // Writes run as the signed-in user, so their own profile decides what is enabled.
  const abilities = managementAbilities(session.ownProfile, roles.roles ?? session.roles, readOnly);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">User Management</h1>
      {readOnly && <ReadOnlyNote />}
      <TabGroup>
        <TabList className="flex gap-1 border-b border-slate-200">
          {TABS.map((name) => (
            <Tab
              key={name}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-blue-700 data-[selected]:text-blue-800"
            >
              {name}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>
            <UsersTab
              backend={backend}
              roles={roles.roles ?? []}
              abilities={abilities}
              ownUid={session.ownProfile?.uid ?? null}
            />
          </TabPanel>
          <TabPanel>
            <AccountRequestsTab backend={backend} abilities={abilities} />
          </TabPanel>
          <TabPanel>
            <RolesTab backend={backend} roles={roles} abilities={abilities} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
