export const careerRoles = {
  scribe: { title: 'Master Scribe' },
  herald: { title: 'Royal Herald' },
} as const

export type CareerRole = keyof typeof careerRoles
