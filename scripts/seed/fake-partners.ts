import type { Faker } from '@faker-js/faker'
import { buildPartner } from '../../tests/integration/support/factories'

const DAY_MS = 86_400_000

/**
 * Partners from the shared factory, made unique by their place in the list (a thousand random slugs and
 * codes would collide now and then); most are active, and most joined before the seeded orders begin.
 */
export function fakePartners(faker: Faker, count: number, now: Date) {
  return Array.from({ length: count }, (_, index) => {
    const partner = buildPartner()
    return {
      ...partner,
      slug: `${partner.slug}-${index + 1}`,
      discountCode: faker.datatype.boolean(0.7) ? `${partner.discountCode?.slice(0, 5)}${index + 1}` : null,
      payoutPct: faker.helpers.arrayElement([20, 25, 30, 35, 40, 40, 40, 45, 50]),
      isActive: faker.datatype.boolean(0.85),
      createdAt: new Date(now.getTime() - faker.number.int({ min: 60, max: 720 }) * DAY_MS),
    }
  })
}
