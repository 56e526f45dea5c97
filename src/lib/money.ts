/** Money display is declared once in the contract (the backend's mails format amounts the same way). */
export { formatMoney, formatStoreMoney, isZeroDecimal, toMajorUnits } from "@clinic-store/contract"
