// Users built once per test file: hashing passwords (scrypt) is the slowest part of starting a platform,
// and tests that start one platform per test need not pay it every time.
import { DEFAULT_USERS, UserDirectory } from '../../../electron/platform/auth/user-directory';

/** admin/admin, manager/manager, associate/associate, each in every store (the loopback defaults). */
export const DEFAULT_TEST_USERS = new UserDirectory(DEFAULT_USERS);
