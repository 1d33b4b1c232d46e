import type { Faker } from '@faker-js/faker'
import { pick, type Random } from './random'

export type Customer = { name: string; email: string }

/** Customers who come back: a pool several times smaller than the orders, so many order again. */
export function fakeCustomers(faker: Faker, count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    return {
      name: `${firstName} ${lastName}`,
      // the index keeps every address of the pool distinct
      email: faker.internet
        .email({ firstName, lastName: `${lastName}${index}`, provider: faker.internet.domainName() })
        .toLowerCase(),
    }
  })
}

const titles = ['Sir', 'Lady', 'Baron', 'Dame', 'Lord', 'Brother', 'Cousin', 'Master', 'Aunt', 'Uncle']
const offences = [
  'microwaves fish in the shared kitchen',
  'replies all to every message',
  'borrowed my quill and returned it chewed',
  'took credit for my work at the guild meeting',
  'parks the cart across two spaces',
  'spoils every tale before I have read it',
  'left me on read for a fortnight',
  'eats the last bread and leaves the crumbs',
  'practises the lute at midnight',
  'never once paid back the three crowns',
  'sings along to the minstrels, loudly and wrongly',
  'broke up with me by carrier pigeon',
]
const aggravations = [
  'and denies it with a straight face',
  'every single market day',
  'and then asked me for a favour',
  'while I was standing right there',
  'for the third year running',
  'and blamed the cat',
]

/** Whom and what a scroll is about, drawn from short lists so a million orders stay cheap to make. */
export function fakeGrudges(faker: Faker, count: number) {
  const targets = Array.from(
    { length: count },
    () => `${faker.helpers.arrayElement(titles)} ${faker.person.firstName()} ${faker.person.lastName()}`,
  )
  return {
    target: (random: Random) => pick(random, targets),
    grievance: (random: Random) => {
      const offence = pick(random, offences)
      return `${offence.charAt(0).toUpperCase()}${offence.slice(1)} ${pick(random, aggravations)}.`
    },
  }
}
