export const contactSubjects = [
  'Custom Rant Request',
  'Order Issue',
  'Employment',
  'Partnership',
  'Complaint',
  'Feedback',
  'Other',
] as const
