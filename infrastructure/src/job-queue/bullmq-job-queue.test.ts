import { inject } from 'vitest';
import { BullMqJobQueue } from './bullmq-job-queue';
import { jobQueueContract } from './job-queue.contract';

const redisUrl = inject('redisUrl');

jobQueueContract('BullMQ', () => BullMqJobQueue.connect(redisUrl, { prefix: 'verdant-test' }));
