/**
 * The two theatrical commission voices: dramatic (a play with stage directions, swooning, a goose
 * crossing the stage) and tragic (woe, willows, a heart like a ruined abbey full of pigeons).
 */
import { alts, type Grammar } from './phrase-grammar'

export const dramaticVoice: Grammar = {
  title: alts(`
    {dr-title-head} {dr-title-tail}
    {dr-title-head}, {dr-title-seal}
    {dr-title-line}
  `),
  'dr-title-head.low': alts(`
    A Small Scene
    A Dramatic Reading
    A Short Sketch
    A Little Interlude
    A Modest Prologue
    A Brief Soliloquy
  `),
  'dr-title-tail.low': alts(`
    for a Select Audience
    Starring Thee
    Performed in the Kitchen
    with One Goose and No Budget
    Before the Parish
  `),
  'dr-title-seal.low': alts('in One Act\nAbridged\nwith Gentle Swooning\nMatinee Only'),
  'dr-title-line.low': alts('A Rehearsal, with Feeling'),
  'dr-title-head.mid': alts(`
    A Grand Performance
    A Melodrama
    A Stirring Spectacle
    A Stormy Scene
    A Tearful Drama
    A Swooning Recital
  `),
  'dr-title-tail.mid': alts(`
    in Three Acts
    with Thunder Offstage
    Starring Thee, Regrettably
    for the Whole Court
    Featuring a Goose
  `),
  'dr-title-seal.mid': alts('with Fainting\nHold the Applause\nStanding Room Only\nNow Showing'),
  'dr-title-line.mid': alts('The Play Within the Scroll'),
  'dr-title-head.high': alts(`
    An Epic Tragedy
    The Grand Finale
    A Catastrophe
    A Thunderous Climax
    An Operatic Outburst
    The Showstopper
  `),
  'dr-title-tail.high': alts(`
    Starring Thee as the Villain
    Before a Howling Audience
    in Five Acts and a Flood
    Performed to Thunder
    with the Whole Company Weeping
  `),
  'dr-title-seal.high': alts(
    'with Interval and Fireworks\nNo Refunds\nEncore by Popular Demand\nCurtain Down',
  ),
  'dr-title-line.high': alts('The Curtain Falls Upon Thee'),
  salutation: alts(`
    To {$target}, {dr-sal-name}, {dr-sal-how},
    To {$target}, {dr-sal-name},
    To {$target}, {dr-sal-how},
  `),
  'dr-sal-name.low': alts(`
    dear player
    thou minor character
    good audience
    star of this little scene
    understudy of the week
    player of small parts
  `),
  'dr-sal-how.low': alts(`
    enter, stage left
    take thy cue
    as the lamps are lit
    places, please
    a spotlight, if thou wilt
  `),
  'dr-sal-name.mid': alts(`
    villain of the piece
    thou scene-stealer
    thou ham
    leading villain
    thou plot twist
    thou walking cliffhanger
  `),
  'dr-sal-how.mid': alts(`
    as the curtain rises
    as the orchestra swells
    cue the thunder
    as the audience hushes
    take the stage
  `),
  'dr-sal-name.high': alts(`
    thou arch-villain
    scourge of the stage
    thou boo-worthy blackguard
    thou wicked understudy
    thou ruin of every play
    thou menace of the matinee
  `),
  'dr-sal-how.high': alts(`
    hear ye, hear ye, as the trumpets sound
    as the thunder crashes on cue
    lights, drums, and fury
    as the whole house rises
    as the final curtain trembles
  `),
  proclaim: alts(`
    Hark! The curtains part, and the herald steps forward to announce the deed: “{$grievance}{$stop}” (The audience gasps. A lady in the front row faints.)
    Lo, a messenger arrives, breathless, clutching a scroll, and reads aloud: “{$grievance}{$stop}” (Thunder. Lightning. A goat bleats offstage.)
    Picture it: a great hall, a hush, a single candle, and these words: “{$grievance}{$stop}” (A long and terrible pause.)
  `),
  'dr-stage': alts(`
    (The herald collapses.)
    (A {dr-trumpet} sounds, slightly off-key.)
    (Enter a chorus of disappointed {dr-nuns}.)
    (The lights dim. A {dr-lute} plays something {dr-mournful}.)
    (A {dr-goose-crosses} crosses the stage, slowly, judging.)
    (Exit, pursued by a {dr-goose}.)
    (The orchestra weeps.)
    (A {dr-candle} gutters, on cue.)
    (A small {dr-dog} crosses the stage, looks at the audience, and leaves.)
    (Thunder, slightly too {dr-early}.)
    (The {dr-prompter} weeps openly in the wings.)
    (A {dr-turnip} flies in from the gallery. Then another.)
    (Lights up on a lone {dr-turnip}. It is symbolic.)
  `),
  'dr-line': alts(`
    I swoon. I recover. I swoon again.
    {dr-couch}
    Never, in all the annals of the stage, has such a {dr-villain} trod the boards.
    Oh, cruel fate! Oh, crueller {$addressee}!
    The {dr-audience} demands justice, and also its money back, which it shall not get.
    I cry out to the heavens, and the heavens, for once, {dr-cry-back}.
    Was ever a {dr-soul} so wronged? Was ever a {dr-scroll} so deserved?
    I clutch my {dr-brow}. I clutch my {dr-heart}. I clutch, for good measure, a nearby {dr-curtain}.
    Lo! The villain returns, and the audience, as one, reaches for its {dr-cabbages}.
    Stop the play! Stop the play! No, carry on, I wish {dr-them-all} to see this.
    Never have the boards groaned so loudly, and the boards have seen {dr-great-deal}.
    I demand a {dr-second} act, so that I may be wronged in it all over again, {dr-louder}.
  `),
  'dr-villain': alts('villain\nscoundrel\nrogue\nknave'),
  'dr-soul': alts('soul\nheart\nplayer'),
  'dr-scroll': alts('scroll\ncurse\nletter'),
  'dr-brow': alts('brow\ntemples\nforehead'),
  'dr-heart': alts('heart\npearls\nchest'),
  'dr-curtain': alts('curtain\nstagehand\ncandlestick'),
  'dr-them-all': alts('them all\nthe whole house\nevery last groundling'),
  'dr-second': alts('second\nthird\nfurther'),
  'dr-louder': alts('louder\nin costume\nwith music'),
  'dr-goose-crosses': alts('goose\nswan\nhen'),
  'dr-dog': alts('dog\ncat\npig'),
  'dr-turnip': alts('turnip\ncabbage\nboot'),
  'dr-nuns': alts('nuns\nmonks\nshepherds\nfishwives'),
  'dr-cry-back': alts('cry back\nanswer\nsob along'),
  'dr-great-deal': alts('a great deal\nthree plagues and a pantomime\neverything'),
  'dr-candle': alts('candle\ntorch\nlamp'),
  'dr-early': alts('early\nlate\nloud'),
  'dr-lute': alts('lute\nviol\nrecorder'),
  'dr-mournful': alts('mournful\nsad\nin a minor key'),
  'dr-prompter': alts('prompter\nstagehand\nwardrobe mistress'),
  'dr-couch': alts(`
    Bring me my fainting couch! Bring me my second fainting couch!
    Bring me my smelling salts! Bring me my stronger smelling salts!
    Fetch me my swooning chair! Fetch me my other swooning chair!
  `),
  'dr-audience': alts('audience\ngallery\nwhole house'),
  'dr-cabbages': alts('cabbages\nturnips\nrotten apples'),
  'dr-goose': alts('goose\nbear\nswan\nvery small dog'),
  'dr-trumpet': alts('trumpet\nsackbut\nhorn'),
  'dr-judge.low': alts(
    'Behold thee: {insult}, in a supporting role.\nThou art {insult}, and not even the lead.',
  ),
  'dr-judge.mid': alts('Behold the villain of our piece: {insult}, {simile}!\nThou art {insult}! Boo! Hiss!'),
  'dr-judge.high': alts(`
    Behold the villain, most vile: {insult}! The groundlings hurl cabbages!
    Enter the villain: {insult}! The whole house rises to boo!
    Thou art {insult}, {simile}, and the critics are unanimous!
  `),
  'body.low': alts('{dr-line} {dr-judge} {dr-stage}\n{dr-stage} {dr-line} {dr-judge}'),
  'body.mid': alts('{dr-stage} {dr-line} {dr-judge} {dr-stage}\n{dr-line} {dr-judge} {doom} {dr-stage}'),
  'body.high': alts(
    '{dr-line} {dr-stage} {dr-judge} {doom} {dr-stage}\n{dr-judge} {dr-line} {dr-line} {dr-stage}',
  ),
  'curse-intro': alts(`
    And now, for the {dr-ci-final-act}, the curse! (Drums.)
    The stage darkens. {dr-ci-voice}
    (The whole {dr-ci-company} steps forward and {dr-ci-speaks} as one.)
    Curtain up on the final scene: {dr-ci-scene}.
  `),
  'dr-ci-final-act': alts('final act\ngrand finale\nlast scene\nclimax'),
  'dr-ci-voice': alts(`
    A single voice rings out.
    A single trumpet sounds.
    A lone voice rings out.
    One voice rises from the dark.
    A single drum begins to beat.
  `),
  'dr-ci-company': alts('company\ncast\nchorus'),
  'dr-ci-speaks': alts('speaks\ndeclaims\nchants'),
  'dr-ci-scene': alts('the curse\na curse, in full costume\nthe curse, with drums'),
  'own-curse': alts(`
    may every stage thou treadest have a trapdoor, and may it open
    may the critics review thy every deed, harshly
    may thy lines desert thee before the whole court
    may an understudy replace thee, and do better
  `),
  'signoff.low': alts('With a deep bow,\nExeunt,'),
  'signoff.mid': alts('With a flourish and a swirl of the cloak,\nYours, as the curtain falls,'),
  'signoff.high': alts(
    'Yours, dramatically, eternally, and with an encore,\nExit the author, to thunderous applause,',
  ),
}

export const tragicVoice: Grammar = {
  title: alts(`
    {tr-title-head} {tr-title-tail}
    {tr-title-head}, {tr-title-seal}
    {tr-title-line}
  `),
  'tr-title-head.low': alts(`
    A Small Lament
    A Sigh
    A Quiet Sorrow
    A Little Elegy
    A Melancholy Note
    A Mournful Word
  `),
  'tr-title-tail.low': alts(`
    for Minor Disappointments
    by a Rainy Window
    Regarding Thee, Alas
    Over a Cold Cup of Tea
    for What Might Have Been Better
  `),
  'tr-title-seal.low': alts('Set Down in Ink\nBarely Audible\nDamp at the Edges\nwith One Tear'),
  'tr-title-line.low': alts('A Small Lament\nA Sorrow Too Small for a Ballad'),
  'tr-title-head.mid': alts(`
    A Lament
    A Dirge
    A Plaint
    A Tearful Ballad
    A Weeping Song
    A Sorrowful Air
  `),
  'tr-title-tail.mid': alts(`
    in a Minor Key
    for What Might Have Been
    Beneath the Willow
    Upon Thy Failings
    Sung to One Remaining String
  `),
  'tr-title-seal.mid': alts('Through Tears\nBlotted\nwith Handkerchiefs\nUnfinished'),
  'tr-title-line.mid': alts('The Ballad of My Sorrow'),
  'tr-title-head.high': alts(`
    The Great Lamentation
    The Final Elegy
    An Inconsolable Dirge
    The Last Lament
    A Grand Wailing
    A Tragedy
  `),
  'tr-title-tail.high': alts(`
    for All That Was Lost
    Over Thy Ruinous Deeds
    Sung to Empty Halls
    in Seventeen Verses
    Beneath a Weeping Sky
  `),
  'tr-title-seal.high': alts('Beyond Consolation\nWept in Buckets\nAlas\nwith Every Handkerchief'),
  'tr-title-line.high': alts('The Great Lamentation\nWoe, Woe, and Thrice Woe'),
  salutation: alts(`
    To {$target}, {tr-sal-name}, {tr-sal-how},
    To {$target}, {tr-sal-name},
    To {$target}, {tr-sal-how},
  `),
  'tr-sal-name.low': alts(`
    once-bright hope
    dear disappointment
    source of my small sorrow
    my gentle regret
    friend of brighter days
    thou cloud on my afternoon
  `),
  'tr-sal-how.low': alts(`
    with a quiet sigh
    by a rain-streaked window
    as the candle burns low
    with a heavy heart, but only slightly
    in a hand that trembles a little
  `),
  'tr-sal-name.mid': alts(`
    cause of my weeping
    thou grief of my days
    once-cherished friend
    thou thorn in my heart
    author of my sorrow
    thou ruin of my Tuesdays
  `),
  'tr-sal-how.mid': alts(`
    through tears
    beneath the weeping willow
    with my last dry handkerchief
    as the lute plays its one string
    beneath a sky the colour of porridge
  `),
  'tr-sal-name.high': alts(`
    thou ruin of all my hopes
    architect of my despair
    thou storm upon my heart
    thou shipwreck of my trust
    thou bringer of endless gloom
    thou cause of a thousand laments
  `),
  'tr-sal-how.high': alts(`
    alas, alas, and once more alas
    drowning in an ocean of tears
    as the servants fetch more towels
    as the heavens weep with me
    from the depths of inconsolable woe
  `),
  proclaim: alts(`
    Alas. I set down my quill, and take it up again, and set it down. But it must be written: “{$grievance}{$stop}” And so the light went out of the world, or at least out of my Tuesday.
    I had such hopes for thee once. Then came this: “{$grievance}{$stop}” The minstrels sing of it still, in a minor key.
    Woe is me, for I have learned that: “{$grievance}{$stop}” I wept. The scribe wept. The ink ran, and we had to begin again.
  `),
  // each lament has a word or two that varies, so one seldom comes back word for word
  'tr-woe': alts(`
    There was a time, {$addressee}, when I {tr-believed}. Those were simpler days; I was younger; the {tr-harvest}.
    I have wept until my handkerchiefs were wrung dry, and then into my {tr-handkerchief}.
    The willow by the {tr-river} weeps, and now I know why: someone told it about thee.
    I walked the cold {tr-shore} at {tr-dawn} and asked the gulls what I had done to deserve thee. They only {tr-laughed}, as gulls do.
    My heart is a ruined {tr-abbey}, roofless and full of {tr-pigeons}, and thou art the reason.
    Even the {tr-rain} falls more slowly now, as though it too is disappointed in thee.
    The {tr-lute} I once played so gaily has one string left, and it plays only {tr-sighs}.
    I shall become a hermit, I think, and live in a {tr-cave}, and speak of thee only to {tr-bats}.
    I have composed a lament about thee for the {tr-lute}. It has {tr-eleven} verses, and each is sadder than the last.
    The {tr-candle} by which I write has wept its wax to the {tr-table}, and I have not the heart to stop it.
    {tr-asked-stars}
    My tears have filled {tr-goblets} and a modest bucket, and the servants have stopped asking.
    Once, I thought thou wouldst amount to {tr-something}. Now I only hope thou wilt amount to {tr-less}.
  `),
  'tr-believed': alts('believed in thee\ntrusted thee\nthought well of thee'),
  'tr-harvest': alts('harvest was good\nale was cheaper\ngeese were kinder'),
  'tr-handkerchief': alts('second-best handkerchief\nsleeve\nhat'),
  'tr-river': alts('river\nmillpond\nchapel'),
  'tr-shore': alts('shore\ncliffs\nmarsh'),
  'tr-dawn': alts('dawn\ndusk'),
  'tr-laughed': alts('laughed\nshrieked\ncackled'),
  'tr-abbey': alts('abbey\nchapel\ncastle'),
  'tr-pigeons': alts('pigeons\nbats\nrooks'),
  'tr-rain': alts('rain\nsnow\nsleet'),
  'tr-lute': alts('lute\nharp\nfiddle'),
  'tr-sighs': alts('sighs\nlaments\ndirges'),
  'tr-cave': alts('cave\nhollow tree\ntower'),
  'tr-bats': alts('bats\nowls\nmoths'),
  'tr-eleven': alts('eleven\nfourteen\nforty'),
  'tr-candle': alts('candle\ntaper\nrushlight'),
  'tr-table': alts('table\nfloor\npage'),
  'tr-asked-stars': alts(`
    I asked the stars why, and they only twinkled, which is what stars do instead of answering.
    I asked the moon why, and it only waned, which is what the moon does instead of answering.
    I asked the owls why, and they only hooted, which is what owls do instead of answering.
  `),
  'tr-goblets': alts('two goblets\na flagon\nthree bowls'),
  'tr-something': alts('something\na great deal\nmuch'),
  'tr-less': alts('less\na little less\nrather less'),
  'tr-judge.low': alts(
    'How sad it is that thou art {insult}. How sad, and how {tr-predictable}.\nThou art {insult}, and oh, how it grieves me.',
  ),
  'tr-predictable': alts('predictable\nfamiliar\nvery like thee'),
  'tr-judge.mid': alts(`
    To think that thou, who might have been anything, art {insult}.
    Thou art {insult}, {simile}, and all my tears will not change it.
  `),
  'tr-judge.high': alts(`
    Thou art {insult}, and history itself will weep, though mostly with laughter.
    Thou art {insult}, {simile}: a tragedy in one act, and that act a bad one.
  `),
  'body.low': alts('{tr-woe} {tr-judge}\n{tr-judge} {tr-woe}'),
  'body.mid': alts('{tr-woe} {tr-judge} {doom}\n{tr-judge} {tr-woe} {tr-woe}'),
  'body.high': alts('{tr-woe} {tr-judge} {doom} {tr-woe}\n{tr-judge} {tr-woe} {doom}'),
  'curse-intro': alts(`
    And through my {tr-ci-tears}, I curse thee {tr-ci-thus}.
    Alas, it falls to me to lay this curse, and I do it {tr-ci-weeping}.
    With a heavy heart and a {tr-ci-steady} quill, I curse thee.
    Woe, that it should come to this: {tr-ci-a-curse}.
  `),
  'tr-ci-tears': alts('tears\nsobs\nsorrow'),
  'tr-ci-thus': alts('thus\nso\nnow'),
  'tr-ci-weeping': alts('weeping\nsighing\nwith a trembling hand'),
  'tr-ci-steady': alts('steady\ntrembling\ntear-stained'),
  'tr-ci-a-curse': alts('a curse\nthe curse\na curse, written in tears'),
  'own-curse': alts(`
    may thy every song be sung in a minor key
    may it rain upon thee on every feast day
    may thy favourite tavern close for ever, and the new one be worse
    may thy candles burn down just before the happy ending
  `),
  'signoff.low': alts('Sadly yours,\nWith a sigh,'),
  'signoff.mid': alts('Yours in sorrow,\nWeeping, and yours,'),
  'signoff.high': alts('Yours, inconsolably,\nIn eternal and tragic dudgeon,'),
}
