export { formatRupees } from '@verdant/domain/shared/format-rupees';
export { ChangePasswordForm } from './account/change-password-form';
export { NewPasswordFields } from './account/new-password-fields';
export { ProfileForm } from './account/profile-form';
export { type Refusal, refusalOf } from './api/api-errors';
export { ApiProvider } from './api/api-provider';
export { type RouterOutputs, trpc } from './api/trpc';
export { AuthProvider, useAuth } from './auth/auth-provider';
export { formatShopDate, formatShopDateTime } from './format/shop-dates';
export { InputField, inputKinds, TextareaField } from './forms/form-fields';
export type { CheckedForm, FormCheck, FormRules, FormSchema } from './forms/form-rules';
export { useSending } from './forms/use-sending';
export { type FormFieldBinding, type ShopForm, useShopForm } from './forms/use-shop-form';
export { type CreditNoteEntry, CreditNoteList } from './orders/credit-note-list';
export { DocumentDownloadLink } from './orders/document-download-link';
export { DOCUMENTS_WAIT_MS, documentsAwaited } from './orders/document-watch';
export { OrderStatusBadge } from './orders/order-status-badge';
export {
  ORDER_STATUS_LABELS,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from './orders/order-words';
export {
  CREDIT_REASON_LABELS,
  creditNoteDownloadUrl,
  invoiceDownloadUrl,
  supplyLabel,
} from './orders/tax-documents';
export { useDocumentsWatch } from './orders/use-documents-watch';
export { PageMeta } from './page/page-meta';
export { RenderFailure } from './page/render-failure';
export { ScrollToTop } from './page/scroll-to-top';
export { AppToaster } from './toast/app-toaster';
export { notify } from './toast/notify';
export { Badge } from './ui/badge';
export { Button, type ButtonProps, buttonStyles } from './ui/button';
export { Card } from './ui/card';
export { cn } from './ui/cn';
export { ConfirmDialog } from './ui/confirm-dialog';
export { DataTable } from './ui/data-table';
export { Dialog } from './ui/dialog';
export { EmptyState } from './ui/empty-state';
export { ErrorState } from './ui/error-state';
export { FormAlert } from './ui/form-alert';
export { FormField } from './ui/form-field';
export { Input } from './ui/input';
export { ItemActions } from './ui/item-actions';
export { Label } from './ui/label';
export { SearchInput } from './ui/search-input';
export { Select } from './ui/select';
export { SkipLink } from './ui/skip-link';
export { Spinner } from './ui/spinner';
export { Tabs } from './ui/tabs';
export { Textarea } from './ui/textarea';
export { ImageFileInput } from './uploads/image-file-input';
export { isImageFile, type UploadResult, uploadImage } from './uploads/upload-image';
