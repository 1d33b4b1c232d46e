/**
 * What the shop read in a customer's story: the specifics the scroll is built from, and the instructions it
 * acts on. The server reads it with an English NLP library (`src/server/story/`); the engine only ever
 * sees this plain data, so the library never reaches a page's bundle.
 */
export type Story = {
  /**
   * What the target did, turned to the second person and without the subject: "hast not fixed the boiler
   * in 3 weeks", "didst eat my strawberry yoghurt". Written after "thou".
   */
  deeds: string[]
  /** The wronged party's own lines, in the first person, with the target spoken to: "I have asked thee twice". */
  plaints: string[]
  /** Objects of the story, with their article or possessive: "the boiler", "my strawberry yoghurt". */
  things: string[]
  /** Counts and amounts: "four times", "3 weeks", "£600". */
  counts: string[]
  /** Days, dates and times, as a phrase that follows a verb: "on Tuesday", "at 6am", "in March". */
  times: string[]
  /** Places, as a phrase that follows a verb: "at the library", "in Leeds". */
  places: string[]
  /** Other people of the story, named as the customer named them. */
  people: string[]
  /** What the scroll is for, when the customer said: "my best-man speech", "his retirement party". */
  occasion?: string
  /** What the customer asked to be mentioned. */
  mentions: string[]
  /** Words the customer asked the scroll never to use. */
  avoid: string[]
  /** The customer asked for rhyme. */
  rhyme: boolean
  /** "in the style of ...", as asked. */
  styleOf?: string
  /** How many acts the customer asked for. */
  acts?: number
  /** One short sentence of the customer's own, fit to be quoted once. */
  quote?: string
}

export const emptyStory: Story = {
  deeds: [],
  plaints: [],
  things: [],
  counts: [],
  times: [],
  places: [],
  people: [],
  mentions: [],
  avoid: [],
  rhyme: false,
}
