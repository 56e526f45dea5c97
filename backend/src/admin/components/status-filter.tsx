import { Label } from "@medusajs/ui"

/** A labelled native select for filtering a list by status, or another field named by `label` ("" means all). */
export const StatusFilter = ({
  id,
  label = "Status",
  value,
  options,
  onChange,
}: {
  id: string
  label?: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) => {
  return (
    <div className="flex items-center gap-x-2">
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="bg-ui-bg-field border-ui-border-base txt-compact-small h-8 rounded-md border px-2"
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Filter options for application and clinic statuses. */
export const APPLICATION_STATUS_OPTIONS = [
  { value: "awaiting", label: "Awaiting" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
] as const
