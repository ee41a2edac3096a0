import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { ApiEnvelope, User, UserCreateInput, UsersListBody } from '@shop/contract';
import { ADMIN_PAGE_SIZE, API_PATHS, MANAGEABLE_ROLES, userCreateSchema, userUpdateSchema } from '@shop/contract';
import { useSessionStore } from '@/features/auth/stores/session';
import { defineResource } from '../lib/resource';

const roleOptions = MANAGEABLE_ROLES.map((role) => ({ value: role, label: role }));

/** The form's values: the role is '' until chosen; the edit screen has no password field. */
type UserValues = Omit<UserCreateInput, 'role'> & { role: string };

/** The refusals of a new user, as the admin reads them. */
const creationFailure = (status: number): string => {
  if (status === 403) return 'You do not have authorization!';
  if (status === 409) return 'This Username has already exists!';
  return 'Error Connection!';
};

export const usersResource = defineResource<User, UserValues>({
  name: 'users',
  label: 'Users',
  singular: 'user',
  icon: PeopleAltOutlined,
  access: 'mainAdmin',
  editPath: 'edit/:id',
  api: {
    list: API_PATHS.users,
    item: API_PATHS.user,
    readList: (answer) => {
      const { users, totalUsers } = (answer as ApiEnvelope<UsersListBody>).body ?? {
        users: [],
        totalUsers: { all: 0 },
      };
      return { rows: users, total: totalUsers.all };
    },
  },
  pageSize: ADMIN_PAGE_SIZE,
  columns: [
    { header: 'Username', cell: (user) => user.username },
    { header: 'Name & Family', cell: (user) => `${user.firstname} ${user.lastname}`, wideOnly: true },
    { header: 'role', cell: (user) => user.role },
  ],
  emptyText: 'There is no user',
  nameOf: (user) => `user ${user.username}`,
  isLocked: (user) => user.role === 'Main Admin',
  afterDelete: 'firstPage',
  fields: [
    { kind: 'text', name: 'firstname', label: 'Firstname' },
    { kind: 'text', name: 'lastname', label: 'Lastname' },
    { kind: 'text', name: 'username', label: 'Username', readOnlyOnEdit: true },
    { kind: 'password', name: 'password', label: 'Password', only: 'create' },
    {
      kind: 'select',
      name: 'role',
      label: 'Role',
      placeholder: 'Select the role',
      useOptions: () => roleOptions,
    },
  ],
  schema: userCreateSchema,
  editSchema: userUpdateSchema,
  emptyValues: { firstname: '', lastname: '', username: '', password: '', role: '' },
  toValues: ({ firstname, lastname, username, role }) => ({ firstname, lastname, username, password: '', role }),
  toPayload: ({ firstname, lastname, username, password, role }, mode) =>
    mode === 'create' ? { firstname, lastname, username, password, role } : { firstname, lastname, role },
  failureMessage: ({ status, message }, mode) => (mode === 'create' ? creationFailure(status) : message),
  onSaved: (user) => {
    const session = useSessionStore.getState();
    if (user._id === session.userId) session.setUser({ ...user, role: session.role ?? user.role });
  },
  messages: { created: 'New User Created successfully', updated: 'The user updated successfully' },
  afterCreate: { go: 'list', delayMs: 4000 },
  afterUpdate: { go: 'list', delayMs: 4000 },
});
