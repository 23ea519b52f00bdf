import type { RouterOutputs } from '@verdant/web-kit';

export type Address = RouterOutputs['account']['addresses'][number];
