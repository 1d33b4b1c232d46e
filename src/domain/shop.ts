// the shop's public identity, shown on the site and in emails
export const shop = {
  name: 'Scrolls of Fury',
  tagline: 'Medieval wrath, sealed in wax and delivered',
  contactEmail: 'council@scrollsoffury.shop',
  postalAddress: [
    'The Scriptorium of Righteous Grievance',
    '13 Quill Lane, Tower of Ink',
    'Vexington, Realm of Umbrage',
  ],
  foundedYear: 2025,
} as const
