import type { ProductDetailsWidgetProps, WidgetConfig } from "@medusajs/admin"
import { Button, Checkbox, Container, Heading, Label, Text } from "@medusajs/ui"
import { useAdminCustomPost, useAdminCustomQuery } from "medusa-react"
import { useEffect, useState } from "react"
import { errorMessage } from "../lib/errors"
import { AUDIENCES, type Audience, type ProductAccess } from "@clinic-store/contract"

const AUDIENCE_LABELS: Record<Audience, string> = {
  "Epilepsy Clinic": "Epilepsy clinics",
  "Fertility Clinic": "Fertility clinics",
  individual: "Individual customers",
}

/** Product page widget: which audiences (clinic types, individuals) may buy this product. */
const ProductAudiencesWidget = ({ product, notify }: ProductDetailsWidgetProps) => {
  const path = `/product-access/${product.id}`
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, ProductAccess>(path, ["product-access", product.id])
  const save = useAdminCustomPost<{ audiences: Audience[] }, ProductAccess>(path, [[path]])
  const [chosen, setChosen] = useState<Audience[]>([])
  const saved = data?.audiences

  useEffect(() => {
    if (saved) setChosen(saved)
  }, [saved])

  const toggle = (audience: Audience, on: boolean) =>
    setChosen((current) => (on ? [...new Set([...current, audience])] : current.filter((a) => a !== audience)))
  const changed = JSON.stringify([...chosen].sort()) !== JSON.stringify([...(saved ?? [])].sort())

  const submit = () =>
    save.mutate(
      { audiences: AUDIENCES.filter((a) => chosen.includes(a)) },
      {
        onSuccess: ({ audiences }) =>
          notify.success("Audiences saved", audiences.length ? `Open to: ${audiences.map((a) => AUDIENCE_LABELS[a] ?? a).join(", ")}.` : "Nobody may buy this product."),
        onError: (err) => notify.error("Audiences not saved", errorMessage(err)),
      }
    )

  return (
    <Container className="flex flex-col gap-y-4" data-testid="product-audiences-widget">
      <div>
        <Heading level="h2">Who may buy this product</Heading>
        <Text className="text-ui-fg-subtle">Approved customers of the ticked audiences can order it.</Text>
      </div>
      {isLoading ? (
        <Text className="text-ui-fg-subtle" role="status">Loading audiences…</Text>
      ) : error ? (
        <Text className="text-ui-fg-error" role="alert">Could not load audiences: {errorMessage(error)}</Text>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {AUDIENCES.map((audience) => {
              const id = `audience-${audience.replace(/\s+/g, "-").toLowerCase()}`
              return (
                <div key={audience} className="flex items-center gap-x-2">
                  <Checkbox id={id} checked={chosen.includes(audience)} onCheckedChange={(value) => toggle(audience, value === true)} />
                  <Label htmlFor={id}>{AUDIENCE_LABELS[audience]}</Label>
                </div>
              )
            })}
          </div>
          <div>
            <Button size="small" variant="primary" disabled={!changed || save.isLoading} isLoading={save.isLoading} onClick={submit}>
              Save audiences
            </Button>
          </div>
        </>
      )}
    </Container>
  )
}

export const config: WidgetConfig = {
  zone: "product.details.after",
}

export default ProductAudiencesWidget
