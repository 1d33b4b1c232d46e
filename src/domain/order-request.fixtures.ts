/** Valid order requests, as a form would send them, with overrides; shared by the domain tests. */
import type { OrderRequestInput } from './order-request'

type Single = Extract<OrderRequestInput, { kind: 'single' }>
type Love = Extract<OrderRequestInput, { kind: 'love' }>
type Bundle = Extract<OrderRequestInput, { kind: 'bundle' }>

export const classicRequest = (overrides: Partial<Single> = {}): Single =>
  ({
    kind: 'single',
    scrollType: 'light-rant',
    customerName: 'Ser Grumblesworth',
    customerEmail: 'grumbles@example.com',
    recipientEmail: 'baron@example.com',
    targetName: 'Baron Von Loudchewer',
    grievance: 'Chews with the vigour of a siege engine.',
    intensity: 2,
    style: 'petty',
    delivery: 'standard',
    ...overrides,
  }) as Single

export const cursedRequest = (overrides: Partial<Single> = {}): Single =>
  classicRequest({
    scrollType: 'scroll-of-fury',
    intensity: 4,
    style: 'gothic',
    ...overrides,
  } as Partial<Single>)

export const eternalRequest = (overrides: Partial<Single> = {}): Single =>
  classicRequest({
    scrollType: 'eternal-scroll',
    intensity: 5,
    style: 'shakespearean',
    ...overrides,
  } as Partial<Single>)

export const loveRequest = (overrides: Partial<Love> = {}): Love => ({
  kind: 'love',
  customerName: 'Lady Pining',
  customerEmail: 'pining@example.com',
  targetName: 'Sir Oblivious',
  situation: 'He waves at me every market day and I cannot tell if it means anything.',
  ...overrides,
})

export const bundleRequest = (overrides: Partial<Bundle> = {}): Bundle => ({
  kind: 'bundle',
  bundleId: 'starter',
  yourName: 'Dame Aggrieved',
  yourEmail: 'dame@example.com',
  bundleReason: 'The whole guild hall has wronged me.',
  targets: [{ name: 'Brother Loudsnore', scrollType: 'light-rant', reason: 'Snores through vespers.' }],
  ...overrides,
})
