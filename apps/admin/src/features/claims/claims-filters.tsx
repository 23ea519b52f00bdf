import { CLAIM_REASON_LABELS, CLAIM_REASONS } from '@verdant/domain/sales/order-claim-rules';
import { Label, Select } from '@verdant/web-kit';
import { useId } from 'react';
import { type ClaimStatus, claimStatusLabels, type ReasonFilter, type StatusFilter } from './claim';

interface ClaimsFiltersProps {
  status: StatusFilter;
  reason: ReasonFilter;
  onFilter: (name: 'status' | 'reason', value: string) => void;
}

export function ClaimsFilters({ status, reason, onFilter }: ClaimsFiltersProps) {
  const ids = { status: useId(), reason: useId() };
  return (
    <search className="flex flex-wrap items-end gap-4">
      <div className="space-y-1.5">
        <Label htmlFor={ids.status}>State</Label>
        <Select
          id={ids.status}
          value={status}
          onChange={(event) => onFilter('status', event.currentTarget.value)}
        >
          <option value="all">All</option>
          {(Object.entries(claimStatusLabels) as [ClaimStatus, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.reason}>Reason</Label>
        <Select
          id={ids.reason}
          value={reason}
          onChange={(event) => onFilter('reason', event.currentTarget.value)}
        >
          <option value="all">All</option>
          {CLAIM_REASONS.map((value) => (
            <option key={value} value={value}>
              {CLAIM_REASON_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
    </search>
  );
}
