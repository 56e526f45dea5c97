import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type PathValue, type Resolver } from "react-hook-form"
import type { ZodType, ZodTypeDef } from "zod"
import { useLocale } from "../i18n/locale-context"
import { useText } from "../i18n/text"
import { emptyAddress, type AddressValues } from "./address-fields"
import { unservedCountryMessage } from "./country-names"
import { explainError, explainFieldRule } from "./friendly-error"

/** The error type of a field the server refused (its message is already the person's sentence). */
const SERVER_REFUSAL = "server"

/**
 * The form's values as the request body leaves the browser: blank text fields are left out, as an untouched
 * optional field is absent from the body (and a blank required one is then "Required", as on the server).
 */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => !(typeof field === "string" && !field.trim()))
      .map(([key, field]) => [key, withoutBlanks(field)])
  )
}

/** The browser's check of a form by a request schema: the body the form would send, validated as the server does. */
export function contractResolver<TValues extends FieldValues, TOutput>(schema: ZodType<TOutput, ZodTypeDef, unknown>): Resolver<TValues, unknown, TOutput> {
  const check = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>
  return (values, context, options) => check(withoutBlanks(values) as TValues, context, options)
}

/**
 * A form checked by a request schema of the API contract (the very object the server validates with), on
 * react-hook-form. A broken rule reads as the server's answer would ({@link explainFieldRule}); a refused submit
 * puts the server's reason on the field its `invalid_data` answer names when the form has it, else in `formError`.
 * The form's values mirror the request body, so the server's paths are the form's field names. After a refused
 * submit the first invalid field takes the focus.
 */
export function useContractForm<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput, ZodTypeDef, unknown>,
  defaultValues: TValues,
  /** `follow`: when `defaultValues` change (the saved values changed elsewhere), the fields the person has not changed take them. */
  { follow = false }: { follow?: boolean } = {}
) {
  const text = useText()
  const locale = useLocale()
  const [resolver] = useState(() => contractResolver<TValues, TOutput>(schema))
  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    ...(follow ? { values: defaultValues, resetOptions: { keepDirtyValues: true } } : {}),
    resolver,
    shouldFocusError: false,
  })
  const [formError, setFormError] = useState<unknown>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Set by a refused submit; the first render that shows an invalid field moves the focus there (react-hook-form
  // publishes the browser's errors after its onInvalid callback, so the flag waits for them).
  const focusPending = useRef(false)
  useEffect(() => {
    const invalid = focusPending.current ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null
    if (!invalid) return
    focusPending.current = false
    invalid.focus()
  })

  /** The sentence for a field's error, or undefined. */
  function errorOf(name: string): string | undefined {
    const error = get(form.formState.errors, name) as FieldError | undefined
    if (!error?.message) return undefined
    return error.type === SERVER_REFUSAL ? error.message : (explainFieldRule(text, name, error.message) ?? text("errors.invalid_data"))
  }

  /** Every field error's sentence, in the schema's order (for the alert that announces a refused submit). */
  function errorSentences(errors: unknown, path: string[] = []): string[] {
    if (!errors || typeof errors !== "object") return []
    if (typeof (errors as FieldError).message === "string") return [errorOf(path.join(".")) ?? ""].filter(Boolean)
    return Object.entries(errors as Record<string, unknown>).flatMap(([key, nested]) => (key === "ref" ? [] : errorSentences(nested, [...path, key])))
  }

  function showRefusal(error: unknown) {
    const reason = explainError(text, error)
    const message = unservedCountryMessage(error, text, locale) ?? reason.message
    if (reason.field && form.getValues(reason.field as Path<TValues>) !== undefined) {
      focusPending.current = true
      form.setError(reason.field as Path<TValues>, { type: SERVER_REFUSAL, message })
    } else setFormError(error)
  }

  function set(name: string, value: unknown) {
    form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }

  return {
    form,
    /** A failure that concerns no field of the form (shown with ErrorNotice), or null. */
    formError,
    /** The field errors in one text, for the form's alert (ErrorNotice's message); empty when there is none. */
    errorSummary: errorSentences(form.formState.errors).join(" "),
    submitting: form.formState.isSubmitting,
    /** Props of the `<form>`: `send` gets the schema's output (the request body) once the browser's check passes. */
    formProps: (send: (body: TOutput) => Promise<void>) => ({
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        setFormError(null)
        void form.handleSubmit(
          async (body) => {
            try {
              await send(body)
            } catch (error) {
              showRefusal(error)
            }
          },
          () => {
            focusPending.current = true
          }
        )(event)
      },
    }),
    /** Marks a field refused by a rule the schema cannot know (a sentence already in the person's words); focuses it. */
    refuseField: (name: Path<TValues>, message: string) => {
      focusPending.current = true
      form.setError(name, { type: SERVER_REFUSAL, message })
    },
    /** Value, change handler and error of a text field (TextField's props). */
    field: (name: Path<TValues>) => ({ value: String(form.watch(name) ?? ""), onChange: (value: string) => set(name, value), error: errorOf(name) }),
    /** Value, change handler and errors of an address at `prefix` (AddressFields' props). */
    address: (prefix: Path<TValues>) => {
      const value = form.watch(prefix) as AddressValues
      const keys = Object.keys(emptyAddress) as (keyof AddressValues)[]
      return {
        value,
        onChange: (next: AddressValues) => keys.filter((key) => next[key] !== value[key]).forEach((key) => set(`${prefix}.${key}`, next[key])),
        errors: Object.fromEntries(keys.flatMap((key) => (errorOf(`${prefix}.${key}`) ? [[key, errorOf(`${prefix}.${key}`)]] : []))) as Partial<Record<keyof AddressValues, string>>,
      }
    },
  }
}
