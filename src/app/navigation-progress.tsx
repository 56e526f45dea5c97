import { useNavigation } from "react-router-dom"
import { useText } from "../i18n/text"

/** A slim bar at the top of the page while a navigation is under way (a route's code or data loading). */
export function NavigationProgress() {
  const text = useText()
  const busy = useNavigation().state !== "idle"
  return busy ? <div className="nav-progress" role="progressbar" aria-label={text("routeError.navigating")} /> : null
}
