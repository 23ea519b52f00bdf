import type { RouterOutputs } from '@verdant/web-kit';

export type CustomerOrder = RouterOutputs['orders']['get'];
