import { Profile, ProfileSaved } from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, text } from '../../lib/request-schema.ts';

/** The profile routes' schemas: what /api/docs says they read (the handler checks the body itself). */

export const profileReadSchema = {
  summary: 'One’s own profile',
  ...answers(Profile, 'The signed-in user’s account'),
};

export const profileEditSchema = {
  summary: 'Change one’s own username, phone, sign-in code or address',
  description:
    'Only the fields sent change. A new address changes once its owner follows the link mailed to it ' +
    '(`emailPending`); the answer is the same whether or not the address is in use.',
  ...documentedBody({
    username: text('3 to 50 letters, digits, `.`, `_` or `-`; unique'),
    no_hp: text('phone number'),
    otp_enabled: flag('sign in with a mailed code besides the password'),
    email: text('the new address, verified by mail first'),
  }),
  ...answers(ProfileSaved, 'The profile afterwards; `emailPending` when a new address waits for its link'),
};
