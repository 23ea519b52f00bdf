import { Toaster } from 'sonner';
import { MAX_VISIBLE_TOASTS } from './notify';

/** Mount once per app; durations come from `notify`. */
export function AppToaster() {
  return <Toaster position="bottom-right" visibleToasts={MAX_VISIBLE_TOASTS} richColors closeButton />;
}
