import type { ApplicationStatus, ClinicType } from "@clinic-store/contract"
import type { AddressData } from "../domain/address-data"

/** Password of every demo identity at the local identity provider (the store's own passwords are random and unused). */
export const DEMO_PASSWORD = "Clinic-Demo-2026!"

/** A demo customer of the seed. */
export type DemoCustomer = {
  email: string
  first_name: string
  last_name: string
  billing_address: AddressData
  /** Individual application status (customers without a clinic). */
  application?: ApplicationStatus
}

/** A demo clinic: owned by `owner`, with `members` as plain members. */
export type DemoClinic = {
  name: string
  type: ClinicType
  status: ApplicationStatus
  billing_email: string
  billing_address: AddressData
  owner: string
  members: string[]
}

const NORTHSIDE_ADDRESS: AddressData = {
  company: "Northside Epilepsy Centre",
  address_1: "200 North Lake Avenue",
  city: "Chicago",
  province: "IL",
  postal_code: "60601",
  country_code: "us",
  phone: "+1 312 555 0100",
}

const HARBOUR_ADDRESS: AddressData = {
  company: "Harbour Fertility Clinic",
  address_1: "Havnegade 12",
  city: "København K",
  postal_code: "1058",
  country_code: "dk",
  phone: "+45 33 12 34 56",
}

function us(address_1: string, city: string, province: string, postal_code: string): AddressData {
  return { address_1, city, province, postal_code, country_code: "us" }
}

/** The demo customers, one per application state and clinic role: sign in at the local provider with {@link DEMO_PASSWORD}. */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { email: "owner@example.com", first_name: "Olivia", last_name: "Grant", billing_address: NORTHSIDE_ADDRESS },
  { email: "member@example.com", first_name: "Marcus", last_name: "Reed", billing_address: us("14 Elm Street", "Evanston", "IL", "60201") },
  { email: "fertility@example.com", first_name: "Freja", last_name: "Holm", billing_address: HARBOUR_ADDRESS },
  {
    email: "individual@example.com",
    first_name: "Isaac",
    last_name: "Navarro",
    billing_address: us("88 Pine Road", "Portland", "OR", "97205"),
    application: "approved",
  },
  {
    email: "pending@example.com",
    first_name: "Priya",
    last_name: "Shah",
    billing_address: us("5 Harbor View", "Boston", "MA", "02110"),
    application: "awaiting",
  },
  {
    email: "rejected@example.com",
    first_name: "Rolf",
    last_name: "Berg",
    billing_address: { address_1: "Nørregade 7", city: "Aarhus C", postal_code: "8000", country_code: "dk" },
    application: "rejected",
  },
]

/** The demo clinics, both approved. */
export const DEMO_CLINICS: DemoClinic[] = [
  {
    name: "Northside Epilepsy Centre",
    type: "Epilepsy Clinic",
    status: "approved",
    billing_email: "billing@northside-epilepsy.example.com",
    billing_address: NORTHSIDE_ADDRESS,
    owner: "owner@example.com",
    members: ["member@example.com"],
  },
  {
    name: "Harbour Fertility Clinic",
    type: "Fertility Clinic",
    status: "approved",
    billing_email: "billing@harbour-fertility.example.com",
    billing_address: HARBOUR_ADDRESS,
    owner: "fertility@example.com",
    members: [],
  },
]

/** Every demo email, for the identity seed (one sign-in per demo customer). */
export const DEMO_EMAILS: string[] = DEMO_CUSTOMERS.map((customer) => customer.email)
