import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('notify', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows success toasts for 2 seconds', () => {
    notify.success('Category created successfully');
    expect(toast.success).toHaveBeenCalledWith('Category created successfully', { duration: 2_000 });
  });

  it('shows error toasts for 4 seconds', () => {
    notify.error('Failed to save category');
    expect(toast.error).toHaveBeenCalledWith('Failed to save category', { duration: 4_000 });
  });

  it('keeps an error toast longer when asked', () => {
    notify.error('This order cannot be cancelled.', 5_000);
    expect(toast.error).toHaveBeenCalledWith('This order cannot be cancelled.', { duration: 5_000 });
  });
});
