import { useState } from "react"
import { useText } from "../i18n/text"

/** The intrinsic size of product pictures (the seed's are drawn at it): the box is reserved before they load. */
export const PRODUCT_IMAGE_SIZE = { width: 480, height: 360 } as const

/**
 * A product's picture with its size set (no layout shift when it arrives), lazily loaded unless `eager` (the ones in
 * the first screen). Without a picture, or when it fails to load, a neutral placeholder of the same size is shown,
 * never a broken image.
 */
export function ProductImage({ src, name, eager = false }: { src: string | null; name: string; eager?: boolean }) {
  const t = useText()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <div className="product-image product-image-placeholder" role="img" aria-label={t("browse.noImage", { name })}>
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <path d="M18 6h12M20 6v14L9 38a3 3 0 0 0 2.6 4.5h24.8A3 3 0 0 0 39 38L28 20V6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M14 31h20" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={t("browse.imageAlt", { name })}
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="product-image"
      onError={() => setFailedSrc(src)}
    />
  )
}
