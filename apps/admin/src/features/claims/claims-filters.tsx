import { CLAIM_REASON_LABELS, CLAIM_REASONS } from '@verdant/domain/sales/order-claim-rules';
import { FilterSelect } from '../filters/filter-select';
import { type ClaimStatus, claimStatusLabels, type ReasonFilter, type StatusFilter } from './claim';

interface ClaimsFiltersProps {
  status: StatusFilter;
  reason: ReasonFilter;
  onFilter: (name: 'status' | 'reason', value: string) => void;
}

export function ClaimsFilters({ status, reason, onFilter }: ClaimsFiltersProps) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <FilterSelect
        label="State"
        value={status}
        options={['all', ...(Object.keys(claimStatusLabels) as ClaimStatus[])]}
        labels={{ all: 'All', ...claimStatusLabels }}
        onChange={(value) => onFilter('status', value)}
      />
      <FilterSelect
        label="Reason"
        value={reason}
        options={['all', ...CLAIM_REASONS]}
        labels={{ all: 'All', ...CLAIM_REASON_LABELS }}
        onChange={(value) => onFilter('reason', value)}
      />
    </search>
  );
}
