/**
 * What the backend may hand `res.json` for a response shape: a `Date` wherever the shape carries a date-time (the
 * fields named `…_at`), which JSON writes as its ISO string; every other field as the shape declares it. A view
 * typed `Sent<Shape>` fails typecheck when it drifts from the shape its readers import.
 */
export type Sent<T> = T extends readonly (infer U)[]
  ? Sent<U>[]
  : T extends object
    ? { [K in keyof T]: K extends `${string}_at` ? T[K] | Date : Sent<T[K]> }
    : T
