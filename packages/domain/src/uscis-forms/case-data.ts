import type { PassportSex } from '../passport-sex.ts';
import type { UnitType } from '../unit-types.ts';

/**
 * What the USCIS forms are filled from: the case as the API reads it (apps/api/src/forms/load-form-case-data.ts),
 * already in the words the forms want. A value the case does not hold is null, so a field map can tell "not given"
 * from "given as empty" and list a required field as missing.
 */

/** A postal address as the forms ask for it; `country` and US `state` are codes (ISO 3166-1 alpha-2, USPS). */
export interface FormAddress {
  street: string | null;
  unitType: UnitType | null;
  unitNumber: string | null;
  city: string | null;
  /** A US state code for a US address (the forms' state lists), else null. */
  state: string | null;
  /** State, province or region of a foreign address. */
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface FormPersonName {
  familyName: string | null;
  givenName: string | null;
  middleName: string | null;
}

/** One I-94 arrival record of the case (app_public.i94_entries): the status admitted in and the date. */
export interface FormArrival {
  /** The class as recorded, e.g. 'O-1A', 'H-1B', 'F-1'. */
  classification: string;
  /** ISO date of entry. */
  date: string;
  /** The I-94 Arrival-Departure Record number (11 characters), when the beneficiary gave it. */
  i94Number: string | null;
  /** The I-94's Admit Until Date (ISO), when given; null with `durationOfStatus` for D/S, or not given. */
  admitUntil?: string | null;
  /** The I-94 says D/S: admitted for the duration of status, without an end date. */
  durationOfStatus?: boolean;
}

export interface FormCaseData {
  petition: {
    /** visa_types code, e.g. 'o_1a'. */
    visaClass: string;
    filingType: 'change_of_status' | 'consular_processing' | null;
    premiumProcessing: boolean;
    /** Employer onboarding's basis for classification. */
    basis: 'New Employer' | 'Change of Employer' | null;
    receiptNumber: string | null;
    /**
     * The approved petition this one extends (petitions.extends_petition_id, extension-petition.ts), with its receipt
     * number: the I-129 is then a continuation of previously approved employment asking to extend the stay. Absent
     * or null: not an extension.
     */
    extends?: { receiptNumber: string | null } | null;
    /**
     * The O-1 consultation (advisory opinion) goes with the petition: true once the checklist says it was obtained
     * or the petition holds an advisory opinion letter exhibit; null when the case does not say (never false).
     */
    advisoryOpinionObtained: boolean | null;
    /** Employer onboarding's answers: ever filed an immigrant / a nonimmigrant petition for the beneficiary. */
    filedImmigrantPetition: boolean | null;
    filedNonimmigrantPetition: boolean | null;
    /** Beneficiary onboarding's answer: ever a J-1 exchange visitor or J-2 dependent. */
    j1J2History: boolean | null;
    /**
     * The period of employment staff requested for the petition (YYYY-MM-DD, both or neither; migration 0092). Absent
     * or null: none requested, and the forms print the offer's dates (petitionEmploymentPeriod).
     */
    requestedPeriod?: { start: string; end: string } | null;
    /**
     * An EB-1A petition without a petitioner company (isSelfPetition): the beneficiary is the petitioner, and the
     * forms print them where they print a company's signatory, client or requestor (migration 0097). Absent: false.
     */
    selfPetition?: boolean;
  };
  petitioner: {
    name: string | null;
    ein: string | null;
    phone: string | null;
    email: string | null;
    address: FormAddress | null;
    typeOfBusiness: string | null;
    employees: number | null;
    grossAnnualIncome: string | null;
    netAnnualIncome: string | null;
    /** The year the company was established (employer onboarding's company details). */
    yearEstablished: number | null;
    /** The full date the company was established, YYYY-MM-DD (given by staff on the company's entity; the I-140's box). */
    dateEstablished: string | null;
    /**
     * The company's NAICS code, 6 digits (the employer wizard's company details, or staff's company profile;
     * migration 0104). Absent or null: not given.
     */
    naicsCode?: string | null;
    /** The company's authorized signatory (the I-907 point of contact, the G-28 client contact). */
    signatory: (FormPersonName & { title: string | null; email: string | null; phone: string | null }) | null;
  };
  beneficiary: FormPersonName & {
    dateOfBirth: string | null;
    /** As printed in the passport: M, F, or X (unspecified), which the forms' Male/Female boxes cannot say. */
    sex: PassportSex | null;
    cityOfBirth: string | null;
    provinceOfBirth: string | null;
    countryOfBirth: string | null;
    citizenship: string | null;
    passportNumber: string | null;
    passportCountry: string | null;
    passportIssued: string | null;
    passportExpires: string | null;
    email: string | null;
    phone: string | null;
    /** The current address in the United States, if the beneficiary lives there. */
    usAddress: FormAddress | null;
    /** The current (or latest) address abroad. */
    foreignAddress: FormAddress | null;
    /**
     * Other names they have used (the onboarding's "Other names" step, user_data.other_names), in the order given;
     * what the I-765's Part 2 items 2–4 list. Absent or empty: none given.
     */
    otherNames?: FormPersonName[];
    /**
     * Her A-number as staff typed it on the I-765 (item 8; the case does not otherwise record one), which the G-28 for
     * that I-765 prints as its client's. Absent or null: none typed.
     */
    aNumber?: string | null;
    /** The case's I-94 arrival records, latest first (empty when none are recorded). */
    arrivals: FormArrival[];
    /**
     * Their occupation as their employment history says it (currentOccupation: the current job's position); what a
     * self-petitioner's I-140 prints as the individual petitioner's occupation. Absent or null: not recorded.
     */
    occupation?: string | null;
    /**
     * Their annual income in whole US dollars, as they (or staff) gave it (user_data.annual_income, migration 0111);
     * what a self-petitioner's I-140 prints as the individual petitioner's annual income. Absent or null: not given.
     */
    annualIncome?: number | null;
  };
  /** The offered role: the beneficiary's employment at the petitioner, else the builder's proposed role. */
  offer: {
    jobTitle: string | null;
    wages: string | null;
    /** 'year', 'month', 'week' or 'hour', as the I-129 asks. */
    wagesPer: string | null;
    startDate: string | null;
    endDate: string | null;
    fullTime: boolean | null;
    hoursPerWeek: string | null;
    /** The employer's other compensation in its words (otherCompensationText); absent or null: none named. */
    otherCompensation?: string | null;
  };
  /** The worksite office chosen for the petition (petitions.worksite_office_id). */
  worksite: FormAddress | null;
  /** The attorney or representative's profile (the staff member generating the form). */
  attorney:
    | (FormPersonName & {
        firmName: string | null;
        barNumber: string | null;
        licensingAuthority: string | null;
        address: FormAddress | null;
        phone: string | null;
        mobilePhone: string | null;
        email: string | null;
        uscisOnlineAccountNumber: string | null;
      })
    | null;
}
