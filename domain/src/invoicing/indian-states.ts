/**
 * India's states and union territories with their GST state codes: the first two digits of a GSTIN, and the
 * place of supply on an invoice. A union territory without a legislature levies UTGST instead of SGST.
 */
export interface GstState {
  code: string;
  name: string;
  levy: 'SGST' | 'UTGST';
  /** Other ways addresses name it: older names, short forms, the two-letter code. */
  aliases: readonly string[];
}

const state = (code: string, name: string, ...aliases: string[]): GstState => ({
  code,
  name,
  levy: 'SGST',
  aliases,
});
const territory = (code: string, name: string, ...aliases: string[]): GstState => ({
  code,
  name,
  levy: 'UTGST',
  aliases,
});

export const GST_STATES: readonly GstState[] = [
  state('01', 'Jammu and Kashmir', 'J&K', 'JK'),
  state('02', 'Himachal Pradesh', 'HP'),
  state('03', 'Punjab', 'PB'),
  territory('04', 'Chandigarh', 'CH'),
  state('05', 'Uttarakhand', 'Uttaranchal', 'UK', 'UT'),
  state('06', 'Haryana', 'HR'),
  state('07', 'Delhi', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi', 'DL'),
  state('08', 'Rajasthan', 'RJ'),
  state('09', 'Uttar Pradesh', 'UP'),
  state('10', 'Bihar', 'BR'),
  state('11', 'Sikkim', 'SK'),
  state('12', 'Arunachal Pradesh', 'AR'),
  state('13', 'Nagaland', 'NL'),
  state('14', 'Manipur', 'MN'),
  state('15', 'Mizoram', 'MZ'),
  state('16', 'Tripura', 'TR'),
  state('17', 'Meghalaya', 'ML'),
  state('18', 'Assam', 'AS'),
  state('19', 'West Bengal', 'WB'),
  state('20', 'Jharkhand', 'JH'),
  state('21', 'Odisha', 'Orissa', 'OD', 'OR'),
  state('22', 'Chhattisgarh', 'Chattisgarh', 'CG'),
  state('23', 'Madhya Pradesh', 'MP'),
  state('24', 'Gujarat', 'GJ'),
  territory(
    '26',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Dadra and Nagar Haveli',
    'Daman and Diu',
    'DNHDD',
    'DN',
    'DD',
  ),
  state('27', 'Maharashtra', 'MH'),
  state('29', 'Karnataka', 'KA'),
  state('30', 'Goa', 'GA'),
  territory('31', 'Lakshadweep', 'Lakshadweep Islands', 'LD'),
  state('32', 'Kerala', 'KL'),
  state('33', 'Tamil Nadu', 'TN'),
  state('34', 'Puducherry', 'Pondicherry', 'PY'),
  territory('35', 'Andaman and Nicobar Islands', 'Andaman and Nicobar', 'AN'),
  state('36', 'Telangana', 'TS', 'TG'),
  state('37', 'Andhra Pradesh', 'AP'),
  territory('38', 'Ladakh', 'LA'),
  territory('97', 'Other Territory', 'OT'),
];

/** Names compared as people write them: any case, '&' for 'and', stray dots, spaces and hyphens. */
const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.\-,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const byName = new Map(
  GST_STATES.flatMap((gstState) =>
    [gstState.name, ...gstState.aliases].map((name) => [comparable(name), gstState] as const),
  ),
);
const byCode = new Map(GST_STATES.map((gstState) => [gstState.code, gstState]));

/** The state or territory an address names (its place of supply), or null when it names none. */
export const gstStateNamed = (name: string): GstState | null => byName.get(comparable(name)) ?? null;

/** The state or territory of a GST state code ('29' is Karnataka), or null for a code India does not use. */
export const gstStateOfCode = (code: string): GstState | null => byCode.get(code) ?? null;
