import { afterAll } from 'vitest';
import { dropHandedOutNamespaces } from './external-stores';

// Run last in each test file (after hooks run in reverse): the shops of the file are stopped by then.
afterAll(dropHandedOutNamespaces);
