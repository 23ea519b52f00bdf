import type { RouterOutputs } from '@verdant/web-kit';

export type Category = RouterOutputs['admin']['categories']['list'][number];
