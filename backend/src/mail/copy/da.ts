import type { MailCatalogue } from "../kinds"

/** The store's mails in Danish. */
export const da: MailCatalogue = {
  email_code: ({ code }) => ({
    subject: "Din bekræftelseskode til Clinic Store",
    paragraphs: ["Indtast denne kode i butikken for at bekræfte din e-mailadresse. Den gælder i 15 minutter.", "Hvis du ikke har oprettet en konto, kan du se bort fra denne mail."],
    code,
  }),
  password_reset: ({ link }) => ({
    subject: "Nulstil din adgangskode til Clinic Store",
    paragraphs: ["Nogen har bedt om at nulstille adgangskoden til din Clinic Store-konto. Linket virker én gang inden for en time.", "Hvis det ikke var dig, kan du se bort fra denne mail: din adgangskode forbliver uændret."],
    action: { label: "Vælg en ny adgangskode", url: link },
  }),
  invite: ({ clinic_name, inviter, link }) => ({
    subject: `${inviter} har inviteret dig til ${clinic_name} på Clinic Store`,
    paragraphs: [`${inviter} har inviteret dig til at blive medlem af ${clinic_name} på Clinic Store. Log ind, eller opret en konto med denne e-mailadresse, for at acceptere eller afvise invitationen.`],
    action: { label: "Åbn invitationen", url: link },
  }),
  application_decision: ({ decision, clinic_name, reason, link }) => {
    const who = clinic_name ? `Ansøgningen fra ${clinic_name}` : "Din ansøgning"
    return decision === "approved"
      ? { subject: "Din ansøgning hos Clinic Store er godkendt", paragraphs: [`${who} er godkendt. Du kan nu bestille i butikken.`, ...(reason ? [`Bemærkning: ${reason}`] : [])], action: { label: "Gå til butikken", url: link } }
      : { subject: "Din ansøgning hos Clinic Store blev ikke godkendt", paragraphs: [`${who} blev ikke godkendt.`, ...(reason ? [`Begrundelse: ${reason}`] : []), `Kontakt os, hvis du har spørgsmål.`], action: { label: "Gå til butikken", url: link } }
  },
  order_placed: ({ display_id, reference, items, totals, payment, next, link }) => ({
    subject: `Ordre #${display_id} er afgivet`,
    paragraphs: [
      `Tak for din ordre #${display_id}.`,
      ...(reference ? [`Jeres reference: ${reference}`] : []), ...items.map((item) => `${item.quantity} × ${item.title}: ${item.total}`),
      ...(totals.includes_tax
        ? [`Subtotal ekskl. moms: ${totals.subtotal}`, ...(totals.discount ? [`Rabat: −${totals.discount}`] : []), `Forsendelse ekskl. moms: ${totals.shipping}`, `Moms: ${totals.tax}`, `I alt inkl. moms: ${totals.total}`]
        : [`Subtotal: ${totals.subtotal}`, ...(totals.discount ? [`Rabat: −${totals.discount}`] : []), `Forsendelse: ${totals.shipping}`, `Moms: ${totals.tax}`, `I alt: ${totals.total}`]),
      "Hvad sker der nu:",
      `Betaling: ${payment}${next.card ? ` (${next.card.brand} der ender på ${next.card.last4})` : ""} — vi sender inden for ${next.ships_within_days} ${next.ships_within_days === 1 ? "hverdag" : "hverdage"}.`,
      "Hver test kommer som et kit. Tag prøven som kittets vejledning siger, registrér den på ordrens side (patientreference og dagen den blev taget), og send den tilbage i den vedlagte kuvert. Vi mailer dig, når resultatet er klar.",
    ],
    action: { label: "Se ordren", url: link },
  }),
  results_ready: ({ display_id, link }) => ({
    subject: `Resultater er klar for ordre #${display_id}`,
    paragraphs: [`Et laboratorieresultat fra din ordre #${display_id} er klar. Log ind i butikken for at læse det.`],
    action: { label: "Log ind for at se det", url: link },
  }),
  results_corrected: ({ display_id, link }) => ({
    subject: `Et resultat fra ordre #${display_id} er rettet`,
    paragraphs: [`Laboratoriet har rettet et resultat fra din ordre #${display_id}: den tidligere fil er erstattet. Log ind i butikken for at læse det rettede resultat.`],
    action: { label: "Log ind for at se det", url: link },
  }),
  lab_order_update: ({ status, test, display_id, link }) => {
    const told = {
      kit_sent: { subject: `Ordre #${display_id}: dit testkit er på vej`, text: `Testkittet til ${test} (ordre #${display_id}) er sendt til dig.` },
      awaiting_samples: { subject: `Ordre #${display_id}: vi venter på dine prøver`, text: `Vi venter på prøverne til ${test} (ordre #${display_id}). Send dem, som kittets vejledning siger.` },
      in_analysis: { subject: `Ordre #${display_id}: dine prøver analyseres`, text: `Prøverne til ${test} (ordre #${display_id}) er modtaget og bliver analyseret.` },
      canceled: { subject: `Ordre #${display_id}: en laboratorieordre er annulleret`, text: `Laboratorieordren til ${test} (ordre #${display_id}) er annulleret. Kontakt os, hvis du har spørgsmål.` },
    }[status]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "Se ordren", url: link } }
  },
  membership_changed: ({ change, clinic_name, link }) => {
    const told = {
      removed: { subject: `Du er ikke længere medlem af ${clinic_name}`, text: `Du er fjernet fra ${clinic_name} på Clinic Store. Du kan ikke længere bestille for klinikken eller se dens ordrer.` },
      promoted: { subject: `Du er nu administrator i ${clinic_name}`, text: `Du er nu administrator i ${clinic_name} på Clinic Store: du kan invitere medlemmer og rette klinikkens oplysninger.` },
      demoted: { subject: `Du er nu medlem af ${clinic_name}`, text: `Du er ikke længere administrator i ${clinic_name} på Clinic Store; du er fortsat medlem.` },
      owner: { subject: `Du ejer nu ${clinic_name}`, text: `Ejerskabet af ${clinic_name} på Clinic Store er overdraget til dig.` },
    }[change]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "Gå til butikken", url: link } }
  },
  contact_reply: ({ name, subject, reply }) => ({
    subject: subject ? `Sv: ${subject}` : "Vores svar på din besked til Clinic Store",
    paragraphs: [`Kære ${name}`, reply, "Clinic Store"],
  }),
  approval_requested: ({ member, clinic_name, total, limit, link }) => ({
    subject: `${member} beder om godkendelse af en ordre på ${total}`,
    paragraphs: [
      `${member} vil afgive en ordre på ${total} for ${clinic_name}, som er over ${limit === "per_order" ? "grænsen pr. ordre" : "den månedlige grænse"}.`,
      "Godkend den for at afgive ordren på medlemmets vegne, eller afvis den med en begrundelse.",
    ],
    action: { label: "Se anmodningen", url: link },
  }),
  approval_decided: ({ decision, clinic_name, total, display_id, reason, link }) =>
    decision === "approved"
      ? { subject: `Din ordre på ${total} er godkendt`, paragraphs: [`Din ordre på ${total} for ${clinic_name} er godkendt og afgivet${display_id ? ` som ordre #${display_id}` : ""}.`], action: { label: "Se ordren", url: link } }
      : { subject: `Din ordre på ${total} blev ikke godkendt`, paragraphs: [`Din ordre på ${total} for ${clinic_name} blev ikke godkendt.`, ...(reason ? [`Begrundelse: ${reason}`] : []), "Din kurv er åben igen: ret den og spørg igen, eller kontakt klinikkens ejer."], action: { label: "Åbn kurven", url: link } },
  application_received: ({ applicant, email, clinic_name, clinic_type, link }) =>
    clinic_name
      ? { subject: `Ny klinikansøgning: ${clinic_name}`, paragraphs: [`${applicant} (${email}) har oprettet ${clinic_name}${clinic_type ? ` (${clinic_type})` : ""} og venter på godkendelse.`, "Godkend eller afvis den i backoffice."], action: { label: "Se ansøgningen", url: link } }
      : { subject: `Ny ansøgning: ${applicant}`, paragraphs: [`${applicant} (${email}) har søgt om at bestille som privatperson og venter på godkendelse.`, "Godkend eller afvis den i backoffice."], action: { label: "Se ansøgningen", url: link } },
  order_edit_requested: ({ display_id, old_total, new_total, difference, link }) => ({
    subject: `En ændring af din ordre #${display_id} skal bekræftes`,
    paragraphs: [
      `Vi foreslår en ændring af din ordre #${display_id}. Åbn den for at se, hvad der ændres, og bekræft eller afvis den.`,
      `I alt nu: ${old_total}`, `I alt efter ændringen: ${new_total}`, ...(difference ? [`Du betaler forskellen på ${difference}, når du bekræfter.`] : []),
    ],
    action: { label: "Se ændringen", url: link },
  }),
  return_requested: ({ display_id, items, link }) => ({
    subject: `Ordre #${display_id}: vi har modtaget din returanmodning`,
    paragraphs: [`Vi har modtaget din anmodning om at returnere varer fra ordre #${display_id}:`, ...items.map((item) => `${item.quantity} × ${item.title}`), "Send varerne retur som aftalt med os; vi giver besked, når de er modtaget."],
    action: { label: "Se ordren", url: link },
  }),
  return_received: ({ display_id, items, refunded, link }) => ({
    subject: `Ordre #${display_id}: dine returnerede varer er modtaget`,
    paragraphs: [`De varer, du returnerede fra ordre #${display_id}, er modtaget:`, ...items.map((item) => `${item.quantity} × ${item.title}`), ...(refunded ? [`Refunderet indtil nu: ${refunded}`] : [])],
    action: { label: "Se ordren", url: link },
  }),
}
