import { defineResource, f } from './define.ts';

export const users = defineResource({
  name: 'users',
  // nobody manages a login, role or role setup by owning it (spec §6 decision, docs/architecture.md)
  neverOwned: true,
  purpose: 'Sign-in accounts: username or email, password hash, role, status and verification.',
  titleField: 'username',
  icon: 'pi pi-user',
  defaultSort: { field: 'username', order: 'asc' },
  fields: {
    username: f.text({
      required: true,
      unique: true,
      minLength: 3,
      maxLength: 50,
      list: true,
      search: true,
      sort: true,
    }),
    email: f.email({ required: true, unique: true, list: true, search: true, sort: true }),
    no_hp: f.phone({ search: true }),
    // Never written through the generic routes (issue 32, R3): a password is set by its owner with the
    // current one (profile) or on the akun password screens, which check who may manage that login.
    password_hash: f.password({ readOnly: true, labelKey: 'resources.users.fields.password' }),
    user_role_id: f.relation('roles', 'role_name', { list: true, filter: true }),
    // issue 37: roles held besides the primary one (the pages of all of them); the sign-in answer and
    // currentuserdata keep `user_role_id` as the role
    peran_lain: f.relations('roles', 'role_name', {
      list: true,
      filter: true,
      helpKey: 'resources.users.help.peran_lain',
    }),
    /** The branch the person works at: row-scope rules read it as `user.cabang` (docs/rules.md). */
    cabang: f.text({ maxLength: 100, list: true, filter: true, search: true, sort: true }),
    status: f.select('accountStatus', { required: true, defaultValue: 'Pending', list: true, filter: true }),
    email_verified_at: f.datetime({ readOnly: true, filter: true, sort: true }),
    otp_enabled: f.boolean({ filter: true }),
    photo: f.image({ maxFiles: 1 }),
    user_id: f.owner(),
  },
});
