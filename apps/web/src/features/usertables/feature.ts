import { isUserTableResource } from '@kantor/core';
import type { Feature } from '../../app/feature.ts';
import { loadUserTableScreen } from './lazy.ts';

export const userTablesFeature: Feature = {
  name: 'usertables',
  // a user table (`tabel_*`) is known once its declaration is loaded: this screen waits for it
  pageScreens: [{ matches: isUserTableResource, load: loadUserTableScreen }],
};
