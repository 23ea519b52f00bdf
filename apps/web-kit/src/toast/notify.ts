import { toast } from 'sonner';

/** Success toasts last 2 seconds, error toasts 4 unless a message needs longer, and at most 20 show at once. */
export const TOAST_DURATION_MS = { success: 2_000, error: 4_000 } as const;
export const MAX_VISIBLE_TOASTS = 20;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string, duration: number = TOAST_DURATION_MS.error) => toast.error(message, { duration }),
};
