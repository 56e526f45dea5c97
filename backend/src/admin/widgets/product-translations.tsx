import type { ProductDetailsWidgetProps, WidgetConfig } from "@medusajs/admin"
import { Button, Container, Heading, Input, Label, Select, Text, Textarea } from "@medusajs/ui"
import { useAdminCustomPost, useAdminCustomQuery } from "medusa-react"
import { useEffect, useState } from "react"
import { PRODUCT_SECTIONS, STORE_LOCALES, type ProductSection, type StoreLocale, type Translations } from "@clinic-store/contract"
import { errorMessage } from "../lib/errors"

type TranslationsResponse = { subject: string; id: string; translations: Translations }

const LANGUAGES: Record<StoreLocale, string> = { en: "English", da: "Danish", es: "Spanish" }

/** The product page's sections as staff see them. */
const SECTION_LABELS: Record<ProductSection, string> = {
  tested: "What is tested",
  sample_type: "Sample type",
  preparation: "Preparation",
  turnaround: "Turnaround",
  results: "How results arrive",
}

/** One variant's name in the chosen language. */
function VariantName({ variant, locale, onSaved }: { variant: { id: string; title: string }; locale: StoreLocale; onSaved: (ok: boolean, message?: string) => void }) {
  const path = `/translations/variant/${variant.id}`
  const { data } = useAdminCustomQuery<Record<string, never>, TranslationsResponse>(path, ["translations", "variant", variant.id])
  const save = useAdminCustomPost<{ locale: StoreLocale; fields: { title: string } }, TranslationsResponse>(path, [["translations", "variant", variant.id]])
  const saved = data?.translations[locale]?.title ?? ""
  const [title, setTitle] = useState(saved)
  useEffect(() => setTitle(saved), [saved, locale])
  const id = `variant-title-${variant.id}`
  return (
    <div className="flex items-end gap-x-2">
      <div className="flex-1">
        <Label htmlFor={id}>Name of “{variant.title}”</Label>
        <Input id={id} value={title} placeholder={variant.title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <Button
        size="small"
        variant="secondary"
        disabled={title === saved || save.isLoading}
        onClick={() => save.mutate({ locale, fields: { title } }, { onSuccess: () => onSaved(true), onError: (err) => onSaved(false, errorMessage(err)) })}
      >
        Save name
      </Button>
    </div>
  )
}

/**
 * Product page widget: the product's texts per language (name, description and the store's product page
 * sections) and its variants' names. A field left empty shows English in the store (then Medusa's own text).
 */
const ProductTranslationsWidget = ({ product, notify }: ProductDetailsWidgetProps) => {
  const path = `/translations/product/${product.id}`
  const [locale, setLocale] = useState<StoreLocale>("da")
  const { data, isLoading, error } = useAdminCustomQuery<Record<string, never>, TranslationsResponse>(path, ["translations", "product", product.id])
  const save = useAdminCustomPost<{ locale: StoreLocale; fields: Record<string, string> }, TranslationsResponse>(path, [["translations", "product", product.id]])
  const saved = data?.translations[locale]
  const [fields, setFields] = useState<Record<string, string>>({})
  useEffect(() => setFields(saved ?? {}), [saved, locale])
  const set = (name: string, value: string) => setFields((current) => ({ ...current, [name]: value }))
  const submit = () =>
    save.mutate(
      { locale, fields },
      {
        onSuccess: () => notify.success("Texts saved", `${LANGUAGES[locale]} texts of ${product.title} saved.`),
        onError: (err) => notify.error("Texts not saved", errorMessage(err)),
      }
    )
  const variantSaved = (ok: boolean, message?: string) => (ok ? notify.success("Name saved", `${LANGUAGES[locale]} variant name saved.`) : notify.error("Name not saved", message ?? ""))
  return (
    <Container className="flex flex-col gap-y-4" data-testid="product-translations-widget">
      <div>
        <Heading level="h2">Texts in the store, per language</Heading>
        <Text className="text-ui-fg-subtle">Empty fields show the English text (then Medusa's own) to customers.</Text>
      </div>
      <div className="w-48">
        <Label htmlFor="translation-language">Language</Label>
        <Select value={locale} onValueChange={(value) => setLocale(value as StoreLocale)}>
          <Select.Trigger id="translation-language">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {STORE_LOCALES.map((code) => (
              <Select.Item key={code} value={code}>
                {LANGUAGES[code]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      {isLoading ? (
        <Text className="text-ui-fg-subtle" role="status">Loading texts…</Text>
      ) : error ? (
        <Text className="text-ui-fg-error" role="alert">Could not load texts: {errorMessage(error)}</Text>
      ) : (
        <>
          <div>
            <Label htmlFor="translation-title">Name</Label>
            <Input id="translation-title" value={fields.title ?? ""} placeholder={product.title} maxLength={200} onChange={(event) => set("title", event.target.value)} />
          </div>
          <div>
            <Label htmlFor="translation-description">Description</Label>
            <Textarea id="translation-description" rows={3} value={fields.description ?? ""} placeholder={product.description ?? ""} maxLength={4000} onChange={(event) => set("description", event.target.value)} />
          </div>
          {PRODUCT_SECTIONS.map((section) => (
            <div key={section}>
              <Label htmlFor={`translation-${section}`}>{SECTION_LABELS[section]}</Label>
              <Textarea id={`translation-${section}`} rows={2} value={fields[section] ?? ""} maxLength={4000} onChange={(event) => set(section, event.target.value)} />
            </div>
          ))}
          <div>
            <Button size="small" variant="primary" disabled={save.isLoading} isLoading={save.isLoading} onClick={submit}>
              Save {LANGUAGES[locale]} texts
            </Button>
          </div>
          {(product.variants ?? []).map((variant) => (
            <VariantName key={variant.id} variant={{ id: variant.id, title: variant.title }} locale={locale} onSaved={variantSaved} />
          ))}
        </>
      )}
    </Container>
  )
}

export const config: WidgetConfig = {
  zone: "product.details.after",
}

export default ProductTranslationsWidget
