"""A grammar of everyday English → German with exact gold word alignments (issue #11).

The words live in ``lexicon.toml``; this module holds the rules. A sentence is built as a
structure (clauses of noun phrases, verbs and adverbials), rendered into English and German
tokens that carry alignment keys, and every English word is linked to every German word that
shares a key. Generation is deterministic for a seed.

Conventions
-----------
* Words are ``sentence.split()`` on both sides. Punctuation sticks to the preceding word
  (``book.``, ``Buch.``, ``Today,``, ``weiß,``); alignments are sorted ``(english index, german
  index)`` pairs, 0-based.
* English is typed as people type it: a capital first letter and final ``.``/``!``/``?`` (a few
  percent start lower case and have no final punctuation), contractions (``don't``, ``isn't``,
  ``can't``, ``won't``, ``I'm``, ``it's``, ``she's`` …) in about half of the places they can occur.
* German has capitalised nouns, a capital first letter, a comma before ``dass``, ``weil``,
  ``wenn``, ``ob`` and ``aber`` and after a fronted ``wenn`` clause, and always ends in ``.``,
  ``!`` (mirroring English) or ``?``.
* English ``you`` is always informal singular ``du``/``dich``/``dir``/``dein`` (never ``ihr``/``Sie``).
  Person nouns use the German masculine/generic form (``teacher``→``Lehrer``).

Alignment conventions
---------------------
* Articles, possessives and numbers align to the German determiner, adjectives to adjectives,
  nouns to nouns, pronouns to pronouns (``it``→``es``, ``this``/``that``→``das``).
* A preposition aligns to the German preposition; a contraction such as ``im``/``zum``/``am``
  takes both ``in``/``to``/``at`` and ``the``. Multi-word prepositions align word by word to the
  one German word (``next to``→``neben``, both). ``home`` (``at home``/``go home``) aligns to
  ``Hause`` and ``at``→``zu``; directional ``home`` also to ``nach``.
* The lexical verb aligns to every German piece of the lexical verb: the finite verb in simple
  tenses, the participle or infinitive at the end, and a separable prefix (``arrives``→``kommt``
  and ``an``; ``gets``/``up``→``steht`` and ``auf``; in a verb-final clause the one word ``ankommt``).
* Auxiliaries that German keeps align to the German auxiliary: ``has``/``have``→``hat``/``habe``
  (or ``ist`` for sein-perfects), ``will``→``wird``, modals→the modal (``can``→``kann``,
  ``wants`` and ``to`` is unaligned, ``had``/``to``→``musste``). ``been``→``gewesen``.
* Auxiliaries that German does not have align to the German finite lexical verb: do-support
  (``does``/``did``/``Do``), the progressive ``is``/``am``/``are``/``was`` (``is reading``→both
  to ``liest``).
* ``not`` aligns to ``nicht``, or to ``kein…`` when an indefinite object or predicate is negated
  (``a``/``an`` also align to ``kein…``). A contraction aligns to the union of its parts
  (``doesn't``→``nicht`` and the finite verb; ``I'm``→``ich`` and ``bin``/the verb).
* Conjunctions and wh-words align one to one (``because``→``weil``, ``whether``/``if``→``ob``,
  ``where``→``wo``/``wohin``); time expressions word by word (``in the morning``→``am Morgen``:
  ``in``/``the``→``am``; ``tonight``→``heute Abend``); frequency adverbs one to one.

A1 constructions (issue #11)
----------------------------
* Imperatives are du-forms without ``du`` (``Please open the window.``→``Öffne bitte das Fenster.``;
  ``please``→``bitte``; ``Do not open …``: ``do``→the verb). ``please`` (first, or last after a comma)
  puts ``bitte`` at the head of the middle field, after the pronouns and before a noun subject
  (``Can you help me, please?``→``Kannst du mir bitte helfen?``, ``Where is the station, please?``→
  ``Wo ist bitte der Bahnhof?``). ``There is/are``→``es gibt`` + accusative
  (``there``→``es``, ``is``→``gibt``; ``Is there …?``→``Gibt es …?``; ``no``/``not a``→``kein…``).
* ``very``/``too``→``sehr``/``zu``; comparatives ``bigger than``→``größer als`` (``more``/``beautiful``
  both→``schöner``). Age ``ten years old``→``zehn Jahre alt`` and ``How old``→``Wie alt``; prices
  ``costs five euros``→``kostet fünf Euro`` and ``How much``→``Wie viel``; numbers 1–99.
* Names and places are bare nouns (``My name is Anna.``→``Ich heiße Anna.``: ``my``→``ich``, ``name`` and
  ``is``→``heiße``; ``to Spain``→``nach Spanien``, ``from Spain``→``aus Spanien``, ``in Berlin``).
* Clock times (``at half past seven``→``um halb acht``: ``half``/``past``→``halb``, ``seven``→``acht``;
  ``at quarter past/to seven``→``um Viertel nach/vor sieben``; ``What time is it?``→``Wie spät ist es?``);
  ``on Sundays``→``sonntags``; ``How often …?``→``Wie oft …?`` (``how``→``wie``, ``often``→``oft``). Two
  predicative adjectives (``The river is long and wide.``→``Der Fluss ist lang und breit.``).
* ``like`` + -ing→``gern`` (``I like swimming.``→``Ich schwimme gern.``: ``like``→``gern``, ``swimming``→
  ``schwimme``).
* ``by bus``→``mit dem Bus`` (``by``→``mit``/``dem``; ``go`` by vehicle→``fahren``), ``on foot``→``zu Fuß``;
  ``into``/``onto``→``in``/``auf`` + accusative. ``play the piano``→``Klavier spielen`` (``the`` goes with
  the noun), sports and languages have no article (``Fußball``, ``Deutsch``).
* Quantifiers ``some``/``many``/``a lot of``/``no``→``einige``/``etwas``, ``viele``/``viel``, ``kein…``;
  ``How many books``→``Wie viele Bücher`` (fronted). Possessive 's→the genitive after the noun (``my brother's car``→
  ``das Auto meines Bruders``: ``brother's``→``Bruders`` and ``das``; pass 43, was ``von`` + dative);
  ``favourite``→the compound ``Lieblings-`` (``my favourite film``→``mein Lieblingsfilm``, both words to the one
  German word).
* ``to school``/``at school`` without an article→``zur Schule``/``in der Schule`` (the article goes with
  the preposition); greetings and ``would like``→``möchte`` are fixed forms.
* Verb + complement idioms keep the German complement apart, at the end like a separable prefix but never
  joined (``go for a walk``→``spazieren gehen``: ``go``→``gehen``, ``for``/``a``/``walk``→``spazieren``;
  ``have lunch``→``zu Mittag essen``, ``ride a bike``→``Fahrrad fahren``, ``take photos``→``Fotos
  machen``, negated ``keine Fotos``). Two-word English nouns are one German compound (``orange juice``→
  ``Orangensaft``, both words). ``How many days are there …?``→``Wie viele Tage gibt es …?``; ``What is the
  weather like?``→``Wie ist das Wetter?`` (``what`` and ``like``→``wie``); a comparative without ``than``
  (``but I am taller``→``aber ich bin größer``).
* A name's 's is a German genitive -s before the noun, no article (``Tom's uncle``→``Toms Onkel``: ``Tom's``→
  ``Toms``; ``Max' Hund`` after s, x, z). ``this``/``that`` before a noun→``dieser``/``diese``/``dieses`` with the
  endings of ``der``/``die``/``das`` (``those red shoes``→``diese roten Schuhe``). Two adjectives stand in the
  English order opinion, size, age, colour and share one German ending (``a beautiful old church``→``eine schöne
  alte Kirche``). A place may follow a noun (``the garden behind our house``→``der Garten hinter unserem Haus``).
* ``get``/``become``/``turn`` + adjective→``werden`` (``It gets dark.``→``Es wird dunkel.``, perfect with
  ``sein``: ``ist berühmt geworden``); ``than me``→``als ich`` (German keeps the nominative); ``not very big``→
  ``nicht sehr groß``; an age without ``years old`` (``I am ten.``→``Ich bin zehn.``), and ``When I was five,``→
  ``Als ich fünf war,``.
* ``be hungry``/``thirsty``→``Hunger``/``Durst haben`` in every tense (``I'm not hungry.``→``Ich habe keinen
  Hunger.``: ``am``→``habe``, ``not``→``keinen``, ``hungry``→``Hunger``; ``very``→``großen``); ``get`` a
  thing→``bekommen`` (never in the perfect, where ``have got`` is ``haben``); did-questions with ``like`` about a
  thing make the thing the German subject and the person a dative (``Did you like the film?``→``Hat dir der Film
  gefallen?``, food: ``geschmeckt``; ``did``→``hat``, ``you``→``dir``, ``like``→``gefallen``). ``Mum``, ``Dad``,
  ``Grandma``, ``Grandpa`` are also names (``Mum is baking a cake.``→``Mama backt einen Kuchen.``, ``Dad's
  car``→``Papas Auto``). An imperative may have an if/when clause (``If you are thirsty, drink some water.``→``Wenn du
  Durst hast, trink etwas Wasser.``). ``last``/``next``/``this``/``every`` + season or weekend (``letzten Sommer``,
  ``nächstes Wochenende``), ``on her birthday``→``an ihrem Geburtstag``, ``What is your favourite film?``→``Was ist
  dein Lieblingsfilm?``; ``at the party``/``market``→``auf``, ``at the zoo``/``cinema``→``im``, ``to the
  sea``/``lake``/``beach``→``ans Meer``/``an den``.
* Jobs after ``be`` have no German article and a feminine form for a woman (``Is your mother a teacher?``→``Ist
  deine Mutter Lehrerin?``: ``a``→``Lehrerin``); ``been to``→``in`` + dative; ``Let's …``→``Lass uns …`` with the
  infinitive last; ``Have you ever …?``→``Hast du schon einmal …?``; ``any`` has no German word in a question
  and is ``kein`` when negated (``Are there any biscuits?``→``Gibt es Kekse?``); ``already``→``schon``,
  ``still``→``noch``; ``not … yet``→``noch nicht``/``noch kein`` with ``noch`` right before the negation (``I have
  not read the book yet.``→``Ich habe das Buch noch nicht gelesen.``: ``yet``→``noch``).
* Number across the languages: an English plural that is a German singular (``The vegetables are fresh.``→``Das
  Gemüse ist frisch.``) and an English singular that is a German plural (``My homework is easy.``→``Meine
  Hausaufgaben sind einfach.``, ``hair``→``Haare``); the German verb agrees with the German noun (``NP.de_person``).
* ``look``/``smell``/``taste`` + adjective (``You look tired.``→``Du siehst müde aus.``); meals and seasons as
  subjects take the German article (``Dinner will be ready …``→``Das Abendessen wird … fertig sein.``,
  ``Winter is my favourite season.``→``Der Winter ist meine Lieblingsjahreszeit.``).
* One English verb, several German ones, chosen by what the clause says: a shop ``opens``→``öffnet`` (a door is
  ``aufgemacht``); ``go`` to a city, a country or the sea→``fahren``; ``walk`` to a place→``zu Fuß gehen``, about
  →``spazieren gehen``, ``can walk``→``laufen``; ``put``→``legen`` (what lies) or ``stellen`` (what stands) with the
  accusative of the place (``Put the milk in the fridge!``→``Stell die Milch in den Kühlschrank!``, ``Wohin …?``);
  a person or a clock that ``stops``→``stehen bleiben`` (a vehicle: ``halten``); ``be late``→``zu spät kommen``.
* Three coordinated objects with a comma (``We need eggs, flour and butter.``→``Wir brauchen Eier, Mehl und
  Butter.``); ``learn to swim``→``schwimmen lernen``; ``like`` + a school subject negated with ``nicht`` (``Ich mag
  Mathe nicht.``, but ``Ich spreche kein Deutsch.``); ``That woman is my aunt.``→``Diese Frau ist meine Tante.``
* Spoken German tells ``didn't`` and a past reason or report in the Perfekt (``I didn't understand the
  question.``→``Ich habe die Frage nicht verstanden.``, ``…, weil es geregnet hat``; ``_spoken_past``), a story in
  the Präteritum (``als ich fünf war``; ``mögen``, ``haben``, ``wissen`` always). The English present perfect takes
  no finished time.
* Facts a class counts (``A year has twelve months.``→``Ein Jahr hat zwölf Monate.``, ``There are twenty-five pupils
  in my class.``); ``my sister and I``→``wir`` (``NP.person``); ``so``→``also`` with the verb right after it;
  ``all the``→``alle`` with ``nicht`` before it; ``What time …?``→``Um wie viel Uhr …?``; ``Have you … yet?``→``Hast
  du … schon …?``; ``How much sugar …?``→``Wie viel Zucker …?``; ``take the bus``→``mit dem Bus fahren`` and ``cross
  the street``→``über die Straße gehen`` (the English verb aligned to the German verb and its preposition); ``in
  town``→``in der Stadt``; ``in the field``→``auf dem Feld``; ``some`` + a plural object has no German word.
* An imperative, a comma and a reason: two main clauses (``Please close the window, it's cold.``→``Mach bitte das
  Fenster zu, es ist kalt.``); ordinals and superlatives before a noun with ``the`` or a possessive only (``Take the
  second street.``→``Nimm die zweite Straße.``, ``on the third floor``→``im dritten Stock``, ``the biggest
  elephant``→``der größte Elefant``), comparatives with any article (``a bigger house``→``ein größeres Haus``); a
  gerund as the subject is a German infinitive as a noun (``Swimming is my favourite sport.``→``Schwimmen ist mein
  Lieblingssport.``, ``Dancing is fun.``→``Tanzen macht Spaß.``); ``at six o'clock every morning``→``jeden Morgen um
  sechs Uhr``; ``walk the dog``→``mit dem Hund spazieren gehen``; ``for my birthday``→``zum Geburtstag``; ``at
  break``→``in der Pause``; ``above``/``between``/``near``→``über``/``zwischen``/``in der Nähe von``; ``you`` keeps
  the Präteritum of ``sein`` (``Where were you yesterday?``→``Wo warst du gestern?``).
* ``ago``→``vor`` + dative before the count (``two days ago``→``vor zwei Tagen``; the simple past only); ``before``/
  ``after`` a meal, school, work or a clock time (``vor dem Abendessen``, ``nach der Schule``, ``vor zehn Uhr``);
  ``Which …?``→``welcher``/``welche``/``welches`` with the object first (``Which book do you want?``→``Welches Buch
  willst du?``); ``may``→``dürfen`` (``May I go to the toilet?``→``Darf ich zur Toilette gehen?``) and ``Should I /
  we …?``→``Soll ich`` / ``Sollen wir …?``; the hour alone and minutes past and to (``at ten past nine``→``um zehn
  nach neun``, ``at nine in the morning``→``um neun Uhr morgens``); ``on Saturday afternoon``→``am
  Samstagnachmittag``; ``all evening``→``den ganzen Abend``; dates (``on the third of May``→``am dritten Mai``,
  ``Today is the fifth of May.``→``Heute ist der fünfte Mai.``); a body part with a possessive names its owner in
  the dative with the article (``My head hurts.``→``Mir tut der Kopf weh.``, ``Brush your teeth!``→``Putz dir die
  Zähne!``); ``Mr``/``Mrs`` + surname→``Herr`` (``Herrn`` in the accusative and dative) / ``Frau``; a present perfect
  of what still goes on, with for + a span, is the German present with ``seit`` (``I have lived here for five
  years.``→``Ich wohne seit fünf Jahren hier.``); two orders joined by ``and`` (``Listen and repeat the words.``→``Hör
  zu und wiederhol die Wörter.``).
* The weather as a construction of its own (``It's raining again.``→``Es regnet wieder.``, ``Is it snowing in the
  mountains?``→``Schneit es in den Bergen?``, ``It will be cold and windy tomorrow.``); ``too`` + adjective ``for``
  + a pronoun→the dative pronoun right after the finite verb (``The shoes are too small for me.``→``Die Schuhe sind
  mir zu klein.``); ``Could I / you / we …?``→``Könnte ich`` / ``Könntest du`` / ``Könnten wir …?`` (a polite
  request; the past of ``can`` stays ``konnte``); someone's name (``My dog's name is Max.``→``Mein Hund heißt
  Max.``, ``What is your sister's name?``→``Wie heißt deine Schwester?``).
* An auxiliary contracts after a subject pronoun (``I've seen``, ``we'll go``, ``she's got``); ``open a book at
  page …``→``aufschlagen``; a place before a prepositional object (``Ich warte vor dem Kino auf dich.``); ``paint
  the room blue``→``das Zimmer blau streichen``; ``love``/``hate`` + -ing→``lieben``/``hassen es, … zu`` +
  infinitive; ``write in your notebook``/``on the board``→``in dein Heft``/``an die Tafel``.
* ``before``/``until`` clauses→``bevor``/``bis`` with the verb last, both clauses in the past or neither; a
  future in a ``when``/``if``/``before``/``until`` clause is said in the present (``If it rains tomorrow, …``→``Wenn
  es morgen regnet, …``); a tool→``mit`` + dative (``She cuts the bread with a knife.``→``Sie schneidet das Brot
  mit einem Messer.``); ``have time``→``Zeit haben`` (``keine Zeit``); ``get off at the next stop``→``an der
  nächsten Haltestelle aussteigen``; ``must not``→``nicht dürfen`` (``You mustn't touch it.``→``Du darfst es nicht
  anfassen.``); ``where's``, ``who's``, ``how's``, ``that's``, ``mustn't``.
* ``How`` + a measuring adjective (``How tall are you?``→``Wie groß bist du?``); a late bus or train→``Verspätung
  haben`` (``The bus is late again.``→``Der Bus hat wieder Verspätung.``); rain or snow that stops or starts
  (``Has it stopped raining?``→``Hat es aufgehört zu regnen?``); ``more fun than``→``macht mehr Spaß als``; ``so`` +
  adjective + a that-clause (``It was so cold that we stayed at home.``→``Es war so kalt, dass wir zu Hause
  blieben.``).
* (Pass 19 opened a weather statement with its time in German; since pass 41 it keeps the English order: ``It was very
  cold yesterday.``→``Es war gestern sehr kalt.``, ``Yesterday it was …``→``Gestern war es …``); a given dative object
  (the, a possessive, a name) stands before the time (``I give my dog water every morning.``→``Ich gebe meinem Hund
  jeden Morgen Wasser.``, ``Ich helfe meiner Mutter heute nicht.``), a new one after it (``Wir geben heute einem Kind
  einen Apfel.``); ``take the bus to school``→``mit dem Bus zur Schule fahren`` (home, a city, a place in town); ``on
  TV``→``im Fernsehen``; ``bake`` / ``cook`` / ``make`` … ``for`` someone→``für`` + accusative; chickens on a
  farm→``Hühner``, chicken on a plate→``Hähnchen``. A few training pairs (3 %) are two sentences typed into one box,
  each aligned to its own German (``two_sentences``; valid, test and the compositional split are single sentences).
* A thing on, under, behind, in front of, next to or between things lies or stands (``The book is on the
  table.``→``Das Buch liegt auf dem Tisch.``, ``The cup was next to the plate.``→``Die Tasse stand neben dem
  Teller.``; ``is``→the German verb, ``_resting``); a thing that could do either (a bag), a person, an animal, and
  anything in a room or a town stay with ``ist``. Food too (``The bread is on the table.``→``Das Brot liegt auf dem
  Tisch.``, ``Die Milch steht …``; not cake, butter or jam), 15 % of the copula's places.
* ``want to be`` / ``become`` + a job→``werden`` without an article (``I want to be a doctor.``→``Ich will Arzt
  werden.``, ``My aunt became a teacher.``→``Meine Tante wurde Lehrerin.``, negated with ``kein``); ``who`` asks
  about the past in the Perfekt like a did-question (``Who turned off the light?``→``Wer hat das Licht
  ausgemacht?``; ``Wer hatte …?`` as ``_PRETERITE_KEPT``), agrees as one person (``Who likes art?``) and asks for a
  person or an animal only.
* Some adjectives are another word said of a thing (``Adjective.things``): ``nice``→``nett`` of people, ``schön``
  of the weather, a day, a town, a room (``The weather is nice today.``→``Das Wetter ist heute schön.``);
  ``busy``→``beschäftigt`` of people, ``voll`` of a street, a shop, a bus, only after ``be`` (``The streets are
  busy.``→``Die Straßen sind voll.``). A negated quantity takes ``nicht`` right before it (``We don't have much
  time.``→``Wir haben nicht viel Zeit.``, ``There aren't many cars in our village.``→``Es gibt nicht viele Autos
  in unserem Dorf.``; ``_NICHT_BEFORE``).
* ``like … best``→``am liebsten`` (``Which subject do you like best?``→``Welches Fach magst du am liebsten?``, ``My
  sister likes cats best.``→``Meine Schwester mag Katzen am liebsten.``; ``Clause.best``); ``that`` as the object
  of repeat, explain, understand … (``Can you repeat that?``→``Kannst du das wiederholen?``); ``touch``→``anfassen``
  (``Don't touch the snake!``→``Fass die Schlange nicht an!``); ``watch television`` as ``watch TV``→``fernsehen``.
* A red or green light is ``die Ampel`` (``light (traffic)``: ``When the light is green, you can cross the
  street.``→``Wenn die Ampel grün ist, kannst du über die Straße gehen.``, ``We must wait when the light is
  red.``); ``baby brother`` / ``baby sister``→``kleiner Bruder`` / ``kleine Schwester`` (``My baby brother can't
  walk.``→``Mein kleiner Bruder kann nicht laufen.``); music, art, history and geography teachers, and Mr or Mrs
  … is our teacher with the woman's form after Mrs (``Mrs Taylor is our art teacher.``→``Frau Taylor ist unsere
  Kunstlehrerin.``); nice and busy said of things drawn as copulas of their own (``The shops are busy.``→``Die
  Geschäfte sind voll.``; one in 20,000 before); a name after a relative or a pet (``NP.called``: ``My friend Tom
  is very funny.``→``Mein Freund Tom ist sehr lustig.``, ``mit meiner Schwester Anna``; a man's name after a man).
* In a verb-final clause a comparison follows the verb (``I think that dogs are better than cats.``→``Ich glaube,
  dass Hunde besser sind als Katzen.``; that- and because-clauses compare now and then, ``P_SUB_COMPARATIVE``); a
  main clause keeps ``als …`` after the adjective. ``for tomorrow``→``für morgen`` with schoolwork and what it
  needs (``I must learn ten new words for tomorrow.``→``Ich muss für morgen zehn neue Wörter lernen.``;
  ``_FOR_TOMORROW``).
* ``say hello to``→``grüßen`` (``Say hello to your parents!``→``Grüß deine Eltern!``); ``take … with
  you``→``mitnehmen``, the English pronoun after ``with`` being the subject's (``Take an umbrella with you!``→``Nimm
  einen Regenschirm mit!``; ``Verb.en_after``); what one drinks or eats from→``aus`` + dative (``The cat is drinking
  milk from a bowl.``→``Die Katze trinkt Milch aus einer Schüssel.``; a container that holds it,
  ``_container_holds``); ``any brothers or sisters``→``Geschwister`` in questions and negations (``Have you got
  any brothers or sisters?``→``Hast du Geschwister?``; ``Sampler.siblings``).
* The places of a town and the way there (pass 30, ``_town_places``): a building next to, behind, opposite or near
  another ``ist`` there (``The bank is next to the post office.``→``Die Bank ist neben der Post.``), ``around the
  corner``→``um die Ecke``, ``far from here``→``weit von hier entfernt``, ``the nearest``→``der / die / das
  nächste``, ``the way to``→``der Weg zum / zur / nach`` (``Can you show me the way to the museum?``→``Kannst du
  mir den Weg zum Museum zeigen?``). ``during``→``während`` + the genitive (``während des Films``, ``während der
  Stunde``; ``during the day``→``tagsüber``); ``be afraid (of)``→``Angst haben (vor + dative)`` like hunger
  (``I'm not afraid of big dogs.``→``Ich habe keine Angst vor großen Hunden.``; ``Clause.feared``); ``argue``→``sich
  streiten`` (plural subjects); ``What does this word mean?``→``Was bedeutet dieses Wort?``.
* How many times in a span (pass 31): ``once`` / ``twice`` / ``three times a day``, ``week``, ``month``,
  ``year``→``einmal am Tag``, ``zweimal in der Woche``, ``dreimal im Monat`` … (a habit: present and simple past,
  never beside often or never: ``_COUNTED_TIMES``).
* Pass 32: how well one plays or speaks something (``Mr Smith plays the piano very well.``→``Herr Smith spielt sehr
  gut Klavier.``, ``She speaks English well.``→``Sie spricht gut Englisch.``: the bare object closes the middle
  field, a negation says nicht before the adverb, never kein; ``_WELL_OBJECT_VERBS``); ``first`` after what is done
  first→``zuerst`` before the object (``Wash the vegetables first!``→``Wasch zuerst das Gemüse!``; ``P_FIRST``);
  a team wins and plays (``Our team won the match.``→``Unsere Mannschaft gewann das Spiel.``; ``P_TEAM``); one
  cooks a meal above all (``Our father is cooking dinner.``→``Unser Vater kocht das Abendessen.``;
  ``P_COOK_MEAL``); ``How far is it to the station?``→``Wie weit ist es bis zum Bahnhof?`` (``how_far``).
* Pass 33: ``speak`` is a core verb (a language spoken came 13 times in 20,000 pairs; run 52 says ``Sprichst du
  gut?`` for ``Do you speak German well?``).
* Pass 34: a superlative of the world, a country or a town (``This is the highest mountain in the world.``→``Das
  ist der höchste Berg der Welt.``: a genitive, no preposition; ``What is the fastest animal in the world?``→``Was
  ist das schnellste Tier der Welt?``; ``Vienna is the biggest city in Austria.``→``Wien ist die größte Stadt in
  Österreich.``; ``You are the best mum in the world!``→``Du bist die beste Mama der Welt!``; ``best_of_all``);
  ``was born``→``wurde … geboren`` with a town, a country, a month or a date (``Where were you born?``→``Wo wurdest
  du geboren?``; ``born``); ``right next to``, ``behind``, ``in front of``, ``opposite``→``direkt neben``, ``hinter``
  … (``P_RIGHT``); ``just``→``gerade`` in a statement in the Perfekt (``I have just eaten.``→``Ich habe gerade
  gegessen.``; ``P_JUST``); ``on Sunday mornings``→``sonntagmorgens``, a habit like ``sonntags``; riding is a
  gerund (``Riding is my favourite sport.``→``Reiten ist mein Lieblingssport.``).
* Pass 35: the nth street (``Take the second street on the left.``→``Nimm die zweite Straße links.``), two directions
  joined (``route``), very before an attributive adjective (``NP.very``), where someone works (``Sampler.workplace``),
  liking a kind (``Do you like bananas?``→``Magst du Bananen?``), what someone is doing or did
  (``Sampler.what_do``).
* Pass 36: it and they for a thing named before, in the gender and number of its German noun (``ANAPHORS``,
  ``Sampler.because_it``: ``I don't like coffee because it's bitter.``→``Ich mag keinen Kaffee, weil er bitter
  ist.``); ``wash the dishes``→``das Geschirr spülen``; ``go to the toilet``→``auf die Toilette gehen``; ``go to
  sleep``→``schlafen gehen``; ``School starts at eight.``→``Die Schule beginnt um acht.``; ``my back``→``mein
  Rücken``; a comma before and in English only.
* Pass 37: ``been to``→``in … gewesen`` (``Sampler.been_to``); a shop or a museum that is open→``geöffnet`` (a
  window: ``offen``); ``know the answer``→``die Antwort wissen``; a season or school liked with its German article
  (``I like autumn.``→``Ich mag den Herbst.``); ``give`` for a birthday or Christmas→``schenken`` (``Sampler.fix``);
  ``some bread``→``etwas Brot`` in any object.
* Pass 38: a modal verb in a verb-final clause, last after its infinitive (``Sampler.sub_modal``: ``The teacher says
  that we must be quiet.``→``Der Lehrer sagt, dass wir ruhig sein müssen.``); it and they after and or but (``We
  have a cat and it is very old.``→``Wir haben eine Katze und sie ist sehr alt.``); ``after the walk``→``nach dem
  Spaziergang``; no weather told as a step (``Sampler.fix``).
* Pass 39: what animals can and cannot do, true of their kind (``Sampler.ability``, ``Sampler.ability_pair``: ``Fish
  can swim, but they can't fly.``→``Fische können schwimmen, aber sie können nicht fliegen.``; ``Birds can fly, but
  fish can't.``); fish the animal (``Fische``) and fish the food (mass: ``Wir hatten Fisch.``); a superlative without
  its noun (``the_most``: ``Who is the youngest in your family?``→``Wer ist der Jüngste in deiner Familie?``); ``fly
  away``, ``run away``→``wegfliegen``, ``weglaufen``; ``learn to paint``→``malen lernen``.
* Pass 40: where something is done, asked with ``wo`` (``Sampler.where_done``: ``Where can I buy a ticket?``→``Wo
  kann ich eine Fahrkarte kaufen?``); ``take a taxi``→``ein Taxi nehmen``, ``take the bus``→``mit dem Bus fahren``
  (one rule, ``Sampler.fix``); a person next to one (``My best friend sits next to me.``→``… neben mir.``).
* Pass 41: a weather statement keeps the English order of its time (``It's raining today.``→``Es regnet
  heute.``); whose friend someone is, Freundin of a woman (``Sampler.my_friend``: ``Emma is my best friend.``→``Emma
  ist meine beste Freundin.``); a woman or a girl as the subject of a fifth of the job sentences (``Sampler.woman``),
  a nurse who is a woman ``Krankenschwester``; who works where (``Sampler.works_at``: ``A cook works in a
  restaurant.``→``Ein Koch arbeitet in einem Restaurant.``); ``very early`` / ``very late``; how many times in all
  (``I have watched this film three times.``→``… diesen Film dreimal …``); ``have a shower``→``duschen``, ``have a
  bath``→``baden``, ``get home``→``nach Hause kommen``; a name that fits whom it names (``My sister's name is
  Lisa.``).
* Pass 42: ``feel`` + an adjective→``sich fühlen`` (``I feel tired.``→``Ich fühle mich müde.``); ``the market
  square``→``Marktplatz``, ``the town centre``→``Stadtzentrum``; the most … of long adjectives (``the most expensive
  shop``→``das teuerste Geschäft``), ``sweeter``; a job asked (``Is your brother a police officer?``→``Ist dein Bruder
  Polizist?``); never two contrary adjectives joined by and (``_CONTRARIES``), never a superlative after ``a``.
* Pass 43: an owner in the genitive after the noun (``der Bruder meines Freundes``); ``the brown one``→``die
  braune`` (``NP.one``); ``nicer``→``netter`` / ``schöner``; ``is called``→``heißt``; ``Let's meet``→``Treffen wir
  uns``. Pass 44: ``would like to`` + an infinitive→``möchte … gehen``; ``abends`` with a frequency; ``works in a
  bank``→``bei einer Bank``; ``have a cold``, ``catch a cold``; a name said to (``Sentence.vocative``).
* Pass 45: two subjects joined by and with a plural verb (``Tom and Ben are playing.``→``Tom und Ben spielen.``);
  with + a person (``Clause.with_``: ``She goes to school with her sister.``→``Sie geht mit ihrer Schwester zur
  Schule.``, the mit-phrase after the time, before the place); a day and a clock time (``_DAY_CLOCK``: ``on Monday at
  nine o'clock``→``am Montag um neun Uhr``); early or late with a time word (``_EARLY_TIMED``: ``I get up early every
  day.``→``Ich stehe jeden Tag früh auf.``) and nicht before früh and spät; ``more``→``mehr``; a person who is cold,
  hot or warm (``_feels``: ``I'm cold.``→``Mir ist kalt.``); it for an animal that does something
  (``Sampler.animal_doing``: ``The dog is barking because it is hungry.``→``…, weil er Hunger hat.``).
* Pass 46: ``forget to``, ``try to``, ``remember to`` and ``It's time to`` + an infinitive→the zu-infinitive
  (``to_do``: ``Don't forget to call me!``→``Vergiss nicht, mich anzurufen!``; ``I'm trying to sleep.``→``Ich
  versuche zu schlafen.``); two things joined by and before an adjective (``Fruit and vegetables are healthy.``→
  ``Obst und Gemüse sind gesund.``).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import re
import tomllib
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from transformer.data.sampling import distinct
from transformer.data.toy_en_de import Example

MAX_WORDS = 20


def replace(obj, /, **changes):
    """`dataclasses.replace` for this module's frozen dataclasses (none has __post_init__ or a field outside
    __init__): the field dict copied and changed. The generator calls it several times per sentence, and the
    library's version (which re-runs __init__ through keyword arguments) took a fifth of the generation time."""
    unknown = changes.keys() - obj.__dataclass_fields__.keys()
    if unknown:
        raise TypeError(f"{type(obj).__name__} has no field {sorted(unknown)[0]!r}")
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__, **changes)  # frozen: the instance dict is written directly, once
    return new


LEXICON_PATH = Path(__file__).with_name("lexicon.toml")

# ---------------------------------------------------------------------------------------------
# Lexicon


@dataclass(frozen=True)
class Noun:
    """A noun: English singular/plural, German singular/plural, gender, class and place use."""

    key: str
    en: str
    en_pl: str
    de: str
    pl: str
    g: str
    cls: str
    mass: bool = False
    obl: str | None = None
    to: str | None = None
    at: str | None = None
    loc: bool = False
    bare: bool = False
    pl_only: bool = False
    on: str | None = None
    zero: bool = False  # no English article: to work → zur Arbeit, at work → bei der Arbeit
    fem: str | None = None  # a job's feminine form: teacher → Lehrerin (She is a teacher. → Sie ist Lehrerin.)
    de_sg: bool = False  # English plural, German singular: vegetables → Gemüse (Das Gemüse ist frisch.)
    in_: str | None = None  # "in the X" is not in: in the field → auf dem Feld


@dataclass(frozen=True)
class Verb:
    """A verb: English forms, German forms (without a separable prefix) and its valency."""

    key: str
    en: tuple[str, str, str, str, str]  # base, 3sg, past, participle, -ing
    en_part: str | None
    de: str
    sep: str
    p1: str
    p2: str
    p3: str
    past: str
    part: str
    aux: str
    type: str
    case: str
    subj: str | tuple[str, ...]
    obj: tuple[str, ...]
    stative: bool
    place: bool
    prep: bool = False
    de_prep: str = ""  # wait for → warten auf (+ accusative)
    en_perfect: bool = False  # have got: an English perfect form, a German present
    apart: bool = False  # the German complement stays a separate word: go swimming → schwimmen gehen
    kein: str = ""  # the negation of a bare-noun complement: Fotos machen → keine Fotos machen
    links: tuple[tuple[int, int], ...] = ()  # apart: English particle word i ↔ German complement word j
    refl: str = ""  # "acc" or "dat": a German reflexive pronoun (sit down → sich setzen, look at → sich … ansehen)
    recip: bool = False  # only with a plural subject: we meet → wir treffen uns
    en_after: tuple[str, ...] = ()  # English words after the object: take the dog for a walk; "*": the subject's
    # object pronoun (take an umbrella with you / with her)


@dataclass(frozen=True)
class Adjective:
    """An adjective: German predicative form, inflection stem and the noun classes it fits."""

    key: str
    de: str
    stem: str
    cls: frozenset[str]
    attr: bool = False  # only before a noun (my best friend), never "is best"
    pred: bool = False  # only after "be" (I am ready), never before a noun
    # Said of a thing, some adjectives are another German word (pass 22): a nice teacher → ein netter Lehrer, but
    # nice weather → schönes Wetter; I am busy → Ich bin beschäftigt, but the streets are busy → … sind voll.
    things: str = ""  # the German of the thing sense ("" = none)
    things_cls: frozenset[str] = frozenset()  # the noun classes and nouns of the thing sense (in cls too)
    things_pred: bool = False  # the thing sense only after "be" (the street is busy, not "a busy street")

    def german(self, thing: bool) -> tuple[str, str]:
        """(predicative form, inflection stem) said of a thing (`thing`) or of a person."""
        if thing and self.things:
            return self.things, self.things[:-1] if self.things.endswith("e") else self.things
        return self.de, self.stem


def _en_plural(word: str) -> str:
    if word.endswith(("s", "sh", "ch", "x")):
        return word + "es"
    if word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def _de_stem(inf: str) -> str:
    return inf[:-2] if inf.endswith("en") else inf[:-1]


def _needs_e(stem: str) -> bool:
    """``arbeit-e-t``, ``regn-e-t``, ``öffn-e-t`` but ``wohn-t``, ``lern-t``, ``schwimm-t``."""
    if stem.endswith(("t", "d")):
        return True
    return stem[-1] in "mn" and stem[-2] not in "aeiouäöülrhmn"


def _links(d: dict) -> tuple[tuple[int, int], ...]:
    """An apart verb's particle ↔ complement links: ``links = "0-0 0-1 1-2"``, or every word with every word."""
    if not d.get("apart"):
        return ()
    if "links" in d:
        return tuple(tuple(int(x) for x in pair.split("-")) for pair in d["links"].split())  # type: ignore[misc]
    return tuple((i, j) for i in range(len(d["en_part"].split())) for j in range(len(d["sep"].split())))


def _load(data: dict) -> tuple[dict[str, Noun], dict[str, Verb], dict[str, Adjective], dict]:
    nouns = {}
    for key, d in data["nouns"].items():
        en = d.get("en", key)
        nouns[key] = Noun(
            key, en, d.get("en_pl", _en_plural(en)), d["de"], d["pl"], d["g"], d["cls"],
            d.get("mass", False), d.get("obl"), d.get("to"), d.get("at"), d.get("loc", False),
            d.get("bare", False), d.get("pl_only", False), d.get("on"), d.get("zero", False),
            d.get("fem"), d.get("de_sg", False), d.get("in"),
        )  # fmt: skip
    verbs = {}
    for key, d in data["verbs"].items():
        stem = _de_stem(d["de"])
        e = "e" if _needs_e(stem) else ""
        p2 = d.get("p2", stem + ("t" if stem.endswith(("s", "ß", "z", "x")) else e + "st"))
        en = tuple(d["en"].split())
        assert len(en) == 5, key
        verbs[key] = Verb(
            key, en, d.get("en_part"), d["de"], d.get("sep", ""), d.get("p1", stem + "e"), p2,
            d.get("p3", stem + e + "t"), d["past"], d["part"], d["aux"], d["type"], d.get("case", "acc"),
            d["subj"] if isinstance(d["subj"], str) else tuple(d["subj"]), tuple(d.get("obj", ())),
            d.get("stative", False), d.get("place", False), d.get("prep", False), d.get("de_prep", ""),
            d.get("en_perfect", False), d.get("apart", False), d.get("kein", ""), _links(d), d.get("refl", ""),
            d.get("recip", False), tuple(d.get("en_after", "").split()),
        )  # fmt: skip
    adjs = {
        k: Adjective(
            k,
            d["de"],
            d.get("stem", d["de"][:-1] if d["de"].endswith("e") else d["de"]),
            frozenset(d["cls"]) | frozenset(d.get("things_cls", ())),
            d.get("attr", False),
            d.get("pred", False),
            d.get("things", ""),
            frozenset(d.get("things_cls", ())),
            d.get("things_pred", False),
        )  # fmt: skip
        for k, d in data["adjectives"].items()
    }
    return nouns, verbs, adjs, data["irregular"]


_LEXICON = tomllib.loads(LEXICON_PATH.read_text("utf-8"))  # read once
NOUNS, VERBS, ADJECTIVES, IRREGULAR = _load(_LEXICON)
# The first-year core: lexicon entries marked `core = true` (the words a beginner's course teaches first).
_CORE_WORDS = frozenset(
    key for section in ("nouns", "verbs", "adjectives") for key, d in _LEXICON[section].items() if d.get("core", False)
)
# Comparatives: adjective → (English, German) (taller → größer, more beautiful → schöner).
COMPARATIVES: dict[str, tuple[str, str]] = {k: tuple(d["cmp"]) for k, d in _LEXICON["adjectives"].items() if "cmp" in d}  # type: ignore[misc]
# Superlatives: adjective → its superlative, itself an adjective only before a noun with the or a possessive
# (the biggest dog → der größte Hund, my oldest friend → mein ältester Freund); drawn by _Sampler.np only.
SUPERLATIVES: dict[str, str] = {}
for _k, _d in _LEXICON["adjectives"].items():
    if "sup" in _d:
        _en, _stem = _d["sup"]
        SUPERLATIVES[_k] = _en
        ADJECTIVES[_en] = Adjective(_en, _stem, _stem, frozenset({"superlative"}), attr=True)
# Adjectives that can be more or most can be very before a noun too (pass 35: a very old church → eine sehr alte
# Kirche); not best (attributive only), not a colour said with more.
_GRADABLE = frozenset(k for k in COMPARATIVES if not ADJECTIVES[k].pred)
# A one-word comparative is an adjective before a noun too (a bigger house → ein größeres Haus); drawn by np only.
ATTRIBUTIVE_COMPARATIVES: dict[str, str] = {k: en for k, (en, _) in COMPARATIVES.items() if " " not in en}
# The comparative of an adjective's thing sense (pass 43: nicer → netter of people, schöner of the weather)
_THING_COMPARATIVES: dict[str, str] = {
    k: d["cmp_things"] for k, d in _LEXICON["adjectives"].items() if "cmp_things" in d
}
for _k, _en in ATTRIBUTIVE_COMPARATIVES.items():
    assert _en not in ADJECTIVES, _en
    _de = COMPARATIVES[_k][1]
    _things = _THING_COMPARATIVES.get(_k, "")
    ADJECTIVES[_en] = Adjective(_en, _de, _de, frozenset({"comparative"}), attr=True, things=_things,
                                things_cls=ADJECTIVES[_k].things_cls)  # fmt: skip

# Pronouns: English subject → (German nom, acc, dat, person index 0..4 = ich du er wir sie(pl)).
PRONOUNS: dict[str, tuple[str, str, str, int]] = {
    "I": ("ich", "mich", "mir", 0),
    "you": ("du", "dich", "dir", 1),
    "he": ("er", "ihn", "ihm", 2),
    "she": ("sie", "sie", "ihr", 2),
    "it": ("es", "es", "ihm", 2),
    "we": ("wir", "uns", "uns", 3),
    "they": ("sie", "sie", "ihnen", 4),
}
OBJECT_PRONOUNS = {"I": "me", "you": "you", "he": "him", "she": "her", "it": "it", "we": "us", "they": "them"}
# pass 36: it and they that stand for a thing named before them, in the gender and number of its German noun (I don't
# like coffee because it's bitter. → Ich mag keinen Kaffee, weil er bitter ist.): key → (English, German nom, acc,
# dat, person index). Not in PRONOUNS: they are no new words, only other German for "it" and "they".
ANAPHORS: dict[str, tuple[str, tuple[str, str, str, int]]] = {
    "it (m)": ("it", ("er", "ihn", "ihm", 2)),
    "it (f)": ("it", ("sie", "sie", "ihr", 2)),
    "it (n)": ("it", ("es", "es", "ihm", 2)),
    "they (things)": ("they", ("sie", "sie", "ihnen", 4)),
}


def _pronoun_forms(pronoun: str) -> tuple[str, str, str, int]:
    """German nominative, accusative, dative and person index of a pronoun key of PRONOUNS or ANAPHORS."""
    return ANAPHORS[pronoun][1] if pronoun in ANAPHORS else PRONOUNS[pronoun]


POSSESSIVES = {"my": "mein", "your": "dein", "his": "sein", "her": "ihr", "its": "sein", "our": "unser", "their": "ihr"}
_POSS_OWNER = {"my": "I", "your": "you", "his": "he", "her": "she", "its": "it", "our": "we", "their": "they"}
NUMBERS = {
    "two": "zwei", "three": "drei", "four": "vier", "five": "fünf", "six": "sechs", "seven": "sieben",
    "eight": "acht", "nine": "neun", "ten": "zehn", "eleven": "elf", "twelve": "zwölf",
}  # fmt: skip
# "one" is a determiner like "a" (one dog → ein Hund).
_EN_UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")  # fmt: skip
_DE_UNITS = ("", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
             "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn")  # fmt: skip
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_DE_TENS = ("", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig")


def number_words(n: int) -> tuple[str, str]:
    """English and German number word for 1..99 (``twenty-one``→``einundzwanzig``; one → ``ein``)."""
    if not 1 <= n <= 99:
        raise ValueError(f"numbers run from 1 to 99, got {n}")
    if n < 20:
        return _EN_UNITS[n], "ein" if n == 1 else _DE_UNITS[n]
    tens, unit = divmod(n, 10)
    if unit == 0:
        return _EN_TENS[tens], _DE_TENS[tens]
    de_unit = "ein" if unit == 1 else _DE_UNITS[unit]
    return f"{_EN_TENS[tens]}-{_EN_UNITS[unit]}", f"{de_unit}und{_DE_TENS[tens]}"


# Numbers from 13 on as a determiner: There are twenty-five pupils in my class. → Es gibt fünfundzwanzig Schüler …
BIG_NUMBERS = dict(number_words(n) for n in range(13, 100))


# Time expressions: English words, German words, links (English index, German index).
TIME: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[int, int], ...]]] = {
    "today": (("today",), ("heute",), ((0, 0),)),
    "tomorrow": (("tomorrow",), ("morgen",), ((0, 0),)),
    "yesterday": (("yesterday",), ("gestern",), ((0, 0),)),
    "now": (("now",), ("jetzt",), ((0, 0),)),
    "tonight": (("tonight",), ("heute", "Abend"), ((0, 0), (0, 1))),
    "every day": (("every", "day"), ("jeden", "Tag"), ((0, 0), (1, 1))),
    "every week": (("every", "week"), ("jede", "Woche"), ((0, 0), (1, 1))),
    "every morning": (("every", "morning"), ("jeden", "Morgen"), ((0, 0), (1, 1))),
    "every evening": (("every", "evening"), ("jeden", "Abend"), ((0, 0), (1, 1))),
    "at night": (("at", "night"), ("in", "der", "Nacht"), ((0, 0), (0, 1), (1, 2))),
    "at the weekend": (("at", "the", "weekend"), ("am", "Wochenende"), ((0, 0), (1, 0), (2, 1))),
    "last week": (("last", "week"), ("letzte", "Woche"), ((0, 0), (1, 1))),
    "next week": (("next", "week"), ("nächste", "Woche"), ((0, 0), (1, 1))),
    "last year": (("last", "year"), ("letztes", "Jahr"), ((0, 0), (1, 1))),
    "next year": (("next", "year"), ("nächstes", "Jahr"), ((0, 0), (1, 1))),
    "in two hours": (("in", "two", "hours"), ("in", "zwei", "Stunden"), ((0, 0), (1, 1), (2, 2))),
    "in five minutes": (("in", "five", "minutes"), ("in", "fünf", "Minuten"), ((0, 0), (1, 1), (2, 2))),
    "in ten minutes": (("in", "ten", "minutes"), ("in", "zehn", "Minuten"), ((0, 0), (1, 1), (2, 2))),
    "later": (("later",), ("später",), ((0, 0),)),
    "tomorrow morning": (("tomorrow", "morning"), ("morgen", "früh"), ((0, 0), (1, 1))),
    "tomorrow evening": (("tomorrow", "evening"), ("morgen", "Abend"), ((0, 0), (1, 1))),
    "yesterday morning": (("yesterday", "morning"), ("gestern", "Morgen"), ((0, 0), (1, 1))),
    "yesterday evening": (("yesterday", "evening"), ("gestern", "Abend"), ((0, 0), (1, 1))),
    "tomorrow afternoon": (("tomorrow", "afternoon"), ("morgen", "Nachmittag"), ((0, 0), (1, 1))),
    "yesterday afternoon": (("yesterday", "afternoon"), ("gestern", "Nachmittag"), ((0, 0), (1, 1))),
    "this afternoon": (("this", "afternoon"), ("heute", "Nachmittag"), ((0, 0), (1, 1))),
    "soon": (("soon",), ("bald",), ((0, 0),)),
    "this morning": (("this", "morning"), ("heute", "Morgen"), ((0, 0), (1, 1))),
    "this evening": (("this", "evening"), ("heute", "Abend"), ((0, 0), (1, 1))),
    "this week": (("this", "week"), ("diese", "Woche"), ((0, 0), (1, 1))),
    "next month": (("next", "month"), ("nächsten", "Monat"), ((0, 0), (1, 1))),
    "last month": (("last", "month"), ("letzten", "Monat"), ((0, 0), (1, 1))),
    "last night": (("last", "night"), ("letzte", "Nacht"), ((0, 0), (1, 1))),
    "after school": (("after", "school"), ("nach", "der", "Schule"), ((0, 0), (0, 1), (1, 2))),
    "at christmas": (("at", "Christmas"), ("an", "Weihnachten"), ((0, 0), (1, 1))),
    "at easter": (("at", "Easter"), ("an", "Ostern"), ((0, 0), (1, 1))),
    "in the holidays": (("in", "the", "holidays"), ("in", "den", "Ferien"), ((0, 0), (1, 1), (2, 2))),
    "on my birthday": (("on", "my", "birthday"), ("an", "meinem", "Geburtstag"), ((0, 0), (1, 1), (2, 2))),
    "then": (("then",), ("dann",), ((0, 0),)),  # Then we go home. → Dann gehen wir nach Hause.
    "first": (("first",), ("zuerst",), ((0, 0),)),
    "after that": (("after", "that"), ("danach",), ((0, 0), (1, 0))),
    "at the moment": (("at", "the", "moment"), ("im", "Moment"), ((0, 0), (1, 0), (2, 1))),
    "yet": (("yet",), ("noch",), ((0, 0),)),  # not … yet → noch nicht (only there: Sampler.extras)
}
for _k, (_art, _de) in {"week": ("der", "Woche"), "month": ("des", "Monats"), "year": ("des", "Jahres"),
                        "lesson": ("der", "Stunde")}.items():  # fmt: skip
    # at the end of the week → am Ende der Woche: the genitive, as a time word of its own
    TIME[f"at the end of the {_k}"] = (("at", "the", "end", "of", "the", _k), ("am", "Ende", _art, _de),
                                       ((0, 0), (1, 0), (2, 1), (3, 2), (4, 2), (5, 3)))  # fmt: skip
# after / before an event: after the film → nach dem Film, before the lesson → vor der Stunde, after work → nach der
# Arbeit (the dative of nach and vor; the holidays are plural: nach den Ferien)
_EVENTS = {"film": ("dem", "Film"), "lesson": ("der", "Stunde"), "game": ("dem", "Spiel"), "party": ("der", "Party"),
           "concert": ("dem", "Konzert"), "match": ("dem", "Spiel"), "test": ("dem", "Test"),
           "trip": ("dem", "Ausflug"), "holidays": ("den", "Ferien"), "walk": ("dem", "Spaziergang")}  # fmt: skip
for _k, (_art, _de) in _EVENTS.items():
    for _en_prep, _de_prep in (("after", "nach"), ("before", "vor")):
        TIME[f"{_en_prep} the {_k}"] = ((_en_prep, "the", _k), (_de_prep, _art, _de), ((0, 0), (1, 1), (2, 2)))
TIME["after work"] = (("after", "work"), ("nach", "der", "Arbeit"), ((0, 0), (0, 1), (1, 2)))
# during → während + the genitive (pass 30): during the lesson → während der Stunde, during the film → während des
# Films, during dinner → während des Abendessens (a meal without its English article); during the day → tagsüber
_DURING = {"film": ("des", "Films"), "lesson": ("der", "Stunde"), "game": ("des", "Spiels"), "party": ("der", "Party"),
           "concert": ("des", "Konzerts"), "test": ("des", "Tests"), "trip": ("des", "Ausflugs"),
           "holidays": ("der", "Ferien"), "break": ("der", "Pause"), "walk": ("des", "Spaziergangs")}  # fmt: skip
for _k, (_art, _de) in _DURING.items():
    TIME[f"during the {_k}"] = (("during", "the", _k), ("während", _art, _de), ((0, 0), (1, 1), (2, 2)))
for _k, _de in (("breakfast", "Frühstücks"), ("lunch", "Mittagessens"), ("dinner", "Abendessens")):
    TIME[f"during {_k}"] = (("during", _k), ("während", "des", _de), ((0, 0), (0, 1), (1, 2)))
TIME["during the day"] = (("during", "the", "day"), ("tagsüber",), ((0, 0), (1, 0), (2, 0)))
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
for _k in _DAYS:
    TIME[f"every {_k}"] = (("every", NOUNS[_k].en), ("jeden", NOUNS[_k].de), ((0, 0), (1, 1)))
for _k in ("morning", "afternoon", "evening"):
    TIME[f"in the {_k}"] = (("in", "the", _k), ("am", NOUNS[_k].de), ((0, 0), (1, 0), (2, 1)))
    for _d in _DAYS:  # on Saturday afternoon → am Samstagnachmittag (one German word)
        TIME[f"on {_d} {_k}"] = (("on", NOUNS[_d].en, _k), ("am", NOUNS[_d].de + NOUNS[_k].de.lower()),
                                 ((0, 0), (1, 1), (2, 1)))  # fmt: skip
for _i, _k in enumerate(_DAYS):  # on Tuesday and Thursday → am Dienstag und Donnerstag (one am for both)
    for _j in _DAYS[_i + 1 :]:
        _en, _de = ("on", NOUNS[_k].en, "and", NOUNS[_j].en), ("am", NOUNS[_k].de, "und", NOUNS[_j].de)
        TIME[f"on {_k} and {_j}"] = (_en, _de, ((0, 0), (1, 1), (2, 2), (3, 3)))
# in the evening with never, always, often … → abends (pass 44: Er sieht abends nie fern.; dev6 and dev7), else am Abend
_PARTS_OF_DAY = {f"in the {k}": NOUNS[k].de.lower() + "s" for k in ("morning", "afternoon", "evening")}
_HABITS: set[str] = set()  # on Sundays → sonntags: a habit, told in the present or the simple past only
for _k in _DAYS:
    TIME[f"on {_k}"] = (("on", NOUNS[_k].en), ("am", NOUNS[_k].de), ((0, 0), (1, 1)))
    TIME[f"on {_k}s"] = (("on", NOUNS[_k].en + "s"), (NOUNS[_k].de.lower() + "s",), ((0, 0), (1, 0)))
    _HABITS.add(f"on {_k}s")
    for _part in ("morning", "afternoon", "evening"):  # on Sunday mornings → sonntagmorgens (pass 34)
        _de = NOUNS[_k].de.lower() + NOUNS[_part].de.lower() + "s"
        TIME[f"on {_k} {_part}s"] = (("on", NOUNS[_k].en, _part + "s"), (_de,), ((0, 0), (1, 0), (2, 0)))
        _HABITS.add(f"on {_k} {_part}s")
# how many times in a span (pass 31): twice a week → zweimal in der Woche, three times a day → dreimal am Tag, once a
# month → einmal im Monat; a habit like on Sundays (present and simple past only)
for _n, _en_n, _de_n in ((1, "once", "einmal"), (2, "twice", "zweimal"), (3, "three times", "dreimal")):
    for _unit, _de_unit in (("day", ("am", "Tag")), ("week", ("in", "der", "Woche")), ("month", ("im", "Monat")),
                            ("year", ("im", "Jahr"))):  # fmt: skip
        _en = (*_en_n.split(), "a", _unit)
        _links = ((0, 0), (1, 0)) if _n == 3 else ((0, 0),)
        _a = len(_en) - 2  # the English "a" links to the German preposition (and article)
        _links += tuple((_a, j) for j in range(1, len(_de_unit))) + ((_a + 1, len(_de_unit)),)
        TIME[f"{_en_n} a {_unit}"] = (_en, (_de_n, *_de_unit), _links)
        _HABITS.add(f"{_en_n} a {_unit}")
# never beside often or never (Sampler.fix)
_COUNTED_TIMES = frozenset(t for t in TIME if t.startswith(("once a ", "twice a ", "three times a ")))
# last/next/this/every + a season or the weekend: last summer → letzten Sommer, next weekend → nächstes Wochenende
_ACC_ENDING = {"m": "en", "f": "e", "n": "es"}
for _k in ("summer", "winter", "spring", "autumn", "weekend"):
    _g = NOUNS[_k].g
    for _en_det, _de_det in (("last", "letzt"), ("next", "nächst"), ("this", "dies"), ("every", "jed")):
        TIME[f"{_en_det} {_k}"] = ((_en_det, NOUNS[_k].en), (_de_det + _ACC_ENDING[_g], NOUNS[_k].de), ((0, 0), (1, 1)))
# on your/his/her/our/their birthday → an deinem/seinem/ihrem/unserem/ihrem Geburtstag ("on my birthday" above)
for _poss in ("your", "his", "her", "our", "their"):
    TIME[f"on {_poss} birthday"] = (
        ("on", _poss, "birthday"), ("an", POSSESSIVES[_poss] + "em", "Geburtstag"), ((0, 0), (1, 1), (2, 2))
    )  # fmt: skip
# for my birthday → zum Geburtstag, for Christmas → zu Weihnachten (what one gets, wants or gives then)
for _poss in ("my", "your", "his", "her", "our", "their"):
    TIME[f"for {_poss} birthday"] = (("for", _poss, "birthday"), ("zum", "Geburtstag"), ((0, 0), (1, 0), (2, 1)))
TIME["for christmas"] = (("for", "Christmas"), ("zu", "Weihnachten"), ((0, 0), (1, 1)))
TIME["at break"] = (("at", "break"), ("in", "der", "Pause"), ((0, 0), (0, 1), (1, 2)))  # in the school's break
# in my free time → in meiner Freizeit (what people do when they have no school or work)
for _poss in ("my", "your", "his", "her", "our", "their"):
    TIME[f"in {_poss} free time"] = (
        ("in", _poss, "free", "time"), ("in", POSSESSIVES[_poss] + "er", "Freizeit"), ((0, 0), (1, 1), (2, 2), (3, 2))
    )  # fmt: skip
for _k in ("summer", "winter", "spring", "autumn", "january", "february", "march", "april", "may", "june", "july",
           "august", "september", "october", "november", "december"):  # fmt: skip
    TIME[f"in {_k}"] = (("in", NOUNS[_k].en), ("im", NOUNS[_k].de), ((0, 0), (1, 1)))
# Clock times: at seven o'clock → um sieben Uhr; at half past seven → um halb acht.
CLOCK: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[int, int], ...]]] = {}
for _h in range(1, 13):
    _en_h = _EN_UNITS[_h]
    _de_next = _DE_UNITS[_h % 12 + 1]
    CLOCK[f"{_en_h} o'clock"] = ((_en_h, "o'clock"), ("ein" if _h == 1 else _DE_UNITS[_h], "Uhr"), ((0, 0), (1, 1)))
    CLOCK[f"half past {_en_h}"] = (("half", "past", _en_h), ("halb", _de_next), ((0, 0), (1, 0), (2, 1)))
    _de_h = "eins" if _h == 1 else _DE_UNITS[_h]  # Viertel nach eins
    CLOCK[f"quarter past {_en_h}"] = (("quarter", "past", _en_h), ("Viertel", "nach", _de_h), ((0, 0), (1, 1), (2, 2)))
    CLOCK[f"quarter to {_en_h}"] = (("quarter", "to", _en_h), ("Viertel", "vor", _de_h), ((0, 0), (1, 1), (2, 2)))
    CLOCK[_en_h] = ((_en_h,), (_de_h,), ((0, 0),))  # at seven → um sieben (the hour alone, as people say it)
    for _en_m, _de_m in map(number_words, (5, 10, 20)):  # ten past nine → zehn nach neun, five to six → fünf vor …
        for _en_p, _de_p in (("past", "nach"), ("to", "vor")):
            CLOCK[f"{_en_m} {_en_p} {_en_h}"] = ((_en_m, _en_p, _en_h), (_de_m, _de_p, _de_h), ((0, 0), (1, 1), (2, 2)))
for _k, (_en, _de, _links) in CLOCK.items():
    TIME[f"at {_k}"] = (("at",) + _en, ("um",) + _de, ((0, 0),) + tuple((i + 1, j + 1) for i, j in _links))
# at seven o'clock in the morning → um sieben Uhr morgens (hours that belong to that part of the day)
_DAYTIME_CLOCK = set()
for _part, _de_part, _hours in (("morning", "morgens", range(5, 12)), ("afternoon", "nachmittags", range(1, 6)),
                                ("evening", "abends", range(6, 12))):  # fmt: skip
    for _h in _hours:
        _en, _de, _links = TIME[f"at {_EN_UNITS[_h]} o'clock"]
        TIME[f"at {_EN_UNITS[_h]} o'clock in the {_part}"] = (
            _en + ("in", "the", _part), _de + (_de_part,), _links + ((3, 3), (4, 3), (5, 3))
        )  # fmt: skip
        _DAYTIME_CLOCK.add(f"at {_EN_UNITS[_h]} o'clock in the {_part}")


# at six o'clock every morning → jeden Morgen um sechs Uhr (German: the repeated time before the clock time)
def _said_together(en_keys: Sequence[str], de_keys: Sequence[str]) -> tuple:
    """A TIME entry of time words said one after the other: the English words in the order of `en_keys`, the German
    ones in the order of `de_keys` (the same keys), each word keeping its links (at six o'clock every morning → jeden
    Morgen um sechs Uhr)."""

    def starts(keys: Sequence[str], side: int) -> dict[str, int]:
        at, out = 0, {}
        for key in keys:
            out[key], at = at, at + len(TIME[key][side])
        return out

    en_at, de_at = starts(en_keys, 0), starts(de_keys, 1)
    return (
        tuple(w for key in en_keys for w in TIME[key][0]),
        tuple(w for key in de_keys for w in TIME[key][1]),
        tuple((i + en_at[key], j + de_at[key]) for key in en_keys for i, j in TIME[key][2]),
    )


_EVERY_CLOCK = set()
for _part, _hours in (("day", range(1, 13)), ("morning", range(5, 12)), ("evening", range(6, 12))):
    for _h in _hours:
        for _clock in (f"{_EN_UNITS[_h]} o'clock", f"half past {_EN_UNITS[_h]}"):
            _at, _every = f"at {_clock}", f"every {_part}"
            TIME[f"{_at} {_every}"] = _said_together((_at, _every), (_every, _at))
            _EVERY_CLOCK.add(f"{_at} {_every}")
# at nine in the morning → um neun Uhr morgens (the hour alone in English, with Uhr in German)
for _part, _de_part, _hours in (("morning", "morgens", range(5, 12)), ("afternoon", "nachmittags", range(1, 6)),
                                ("evening", "abends", range(6, 12))):  # fmt: skip
    for _h in _hours:
        TIME[f"at {_EN_UNITS[_h]} in the {_part}"] = (
            ("at", _EN_UNITS[_h], "in", "the", _part), ("um", "ein" if _h == 1 else _DE_UNITS[_h], "Uhr", _de_part),
            ((0, 0), (1, 1), (1, 2), (2, 3), (3, 3), (4, 3)),
        )  # fmt: skip
        _DAYTIME_CLOCK.add(f"at {_EN_UNITS[_h]} in the {_part}")
# before ten o'clock → vor zehn Uhr, after eight o'clock → nach acht Uhr
_AROUND_CLOCK = set()
for _h in range(1, 13):
    _en, _de, _links = CLOCK[f"{_EN_UNITS[_h]} o'clock"]
    for _en_p, _de_p in (("before", "vor"), ("after", "nach")):
        TIME[f"{_en_p} {_EN_UNITS[_h]} o'clock"] = (
            (_en_p,) + _en, (_de_p,) + _de, ((0, 0),) + tuple((i + 1, j + 1) for i, j in _links)
        )  # fmt: skip
        _AROUND_CLOCK.add(f"{_en_p} {_EN_UNITS[_h]} o'clock")
# a day and a clock time (pass 45): on Monday at nine o'clock / at nine o'clock on Monday → am Montag um neun Uhr
# (German: the day first, as the bigger span before the smaller)
_DAY_CLOCK = set()
for _d in _DAYS:
    for _h in range(1, 13):
        for _clock in (f"{_EN_UNITS[_h]} o'clock", f"half past {_EN_UNITS[_h]}"):
            _on, _at = f"on {_d}", f"at {_clock}"
            TIME[f"{_on} {_at}"] = _said_together((_on, _at), (_on, _at))
            TIME[f"{_at} {_on}"] = _said_together((_at, _on), (_on, _at))
            _DAY_CLOCK.update((f"{_on} {_at}", f"{_at} {_on}"))
_CLOCK_TIMES = frozenset(f"at {k}" for k in CLOCK) | _DAYTIME_CLOCK | _EVERY_CLOCK | _AROUND_CLOCK | _DAY_CLOCK
# two days ago → vor zwei Tagen, a week ago → vor einer Woche: vor + the dative, before the count (past only)
_AGO: list[str] = []
for _n, _en_n, _de_n in ((1, "a", "ein"), (1, "an", "ein"), (2, "two", "zwei"), (3, "three", "drei"),
                         (5, "five", "fünf"), (10, "ten", "zehn")):  # fmt: skip
    for _unit, _g, _de_sg, _de_pl in (("minute", "f", "Minute", "Minuten"), ("hour", "f", "Stunde", "Stunden"),
                                      ("day", "m", "Tag", "Tagen"), ("week", "f", "Woche", "Wochen"),
                                      ("month", "m", "Monat", "Monaten"), ("year", "n", "Jahr", "Jahren")):  # fmt: skip
        if (_en_n == "an") != (_unit == "hour") or (_unit == "month" and _n > 3):
            continue  # an hour, a day; not "ten months ago"
        _de_count = _de_n + ("er" if _g == "f" else "em") if _n == 1 else _de_n
        _en_unit = _unit if _n == 1 else _unit + "s"
        TIME[f"{_en_n} {_en_unit} ago"] = (
            (_en_n, _en_unit, "ago"), ("vor", _de_count, _de_sg if _n == 1 else _de_pl), ((0, 1), (1, 2), (2, 0))
        )  # fmt: skip
        _AGO.append(f"{_en_n} {_en_unit} ago")
# before / after a meal or school → vor dem Abendessen, nach der Schule (any tense)
for _en_p, _de_p in (("before", "vor"), ("after", "nach")):
    for _k in ("breakfast", "lunch", "dinner", "school", "work"):
        if f"{_en_p} {_k}" not in TIME:
            _art = "der" if NOUNS[_k].g == "f" else "dem"
            TIME[f"{_en_p} {_k}"] = ((_en_p, _k), (_de_p, _art, NOUNS[_k].de), ((0, 0), (0, 1), (1, 2)))
# from nine to five → von neun bis fünf; from Monday to Friday → von Montag bis Freitag (drawn on their own)
_RANGES: list[str] = []  # drawn by Sampler.time on their own, never among the other time words
for _a in range(6, 12):
    for _b in (*range(1, 7), 12):
        _de_b = "eins" if _b == 1 else _DE_UNITS[_b]
        TIME[f"from {_EN_UNITS[_a]} to {_EN_UNITS[_b]}"] = (
            ("from", _EN_UNITS[_a], "to", _EN_UNITS[_b]), ("von", _DE_UNITS[_a], "bis", _de_b),
            ((0, 0), (1, 1), (2, 2), (3, 3)),
        )  # fmt: skip
        _RANGES.append(f"from {_EN_UNITS[_a]} to {_EN_UNITS[_b]}")
for _i, _a in enumerate(_DAYS):
    for _b in _DAYS[_i + 1 :]:
        TIME[f"from {_a} to {_b}"] = (
            ("from", NOUNS[_a].en, "to", NOUNS[_b].en), ("von", NOUNS[_a].de, "bis", NOUNS[_b].de),
            ((0, 0), (1, 1), (2, 2), (3, 3)),
        )  # fmt: skip
        _RANGES.append(f"from {_a} to {_b}")
# Dates: on the third of May → am dritten Mai (am + the weak ending -en); drawn by Sampler.time on their own.
_EN_ORDINAL_UNITS = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                     "eighteenth", "nineteenth")  # fmt: skip
_DE_ORDINAL_UNITS = ("", "erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt",
                     "elft", "zwölft") + tuple(_DE_UNITS[n] + "t" for n in range(13, 20))  # fmt: skip


def ordinal_words(n: int) -> tuple[str, str]:
    """English ordinal and German ordinal stem for 1..31 (``twenty-first``→``einundzwanzigst``)."""
    if not 1 <= n <= 31:
        raise ValueError(f"days of a month run from 1 to 31, got {n}")
    if n < 20:
        return _EN_ORDINAL_UNITS[n], _DE_ORDINAL_UNITS[n]
    tens, unit = divmod(n, 10)
    if unit == 0:
        return _EN_TENS[tens][:-1] + "ieth", _DE_TENS[tens] + "st"
    de_unit = "ein" if unit == 1 else _DE_UNITS[unit]
    return f"{_EN_TENS[tens]}-{_EN_ORDINAL_UNITS[unit]}", f"{de_unit}und{_DE_TENS[tens]}st"


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")  # fmt: skip
_MONTH_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
DATES: dict[str, tuple[str, str, str]] = {}  # the third of May → (third, dritt, may)
for _m, _days in zip(_MONTHS, _MONTH_DAYS, strict=True):
    for _n in range(1, _days + 1):
        _en_o, _de_o = ordinal_words(_n)
        DATES[f"the {_en_o} of {_m}"] = (_en_o, _de_o, _m)
        TIME[f"on the {_en_o} of {_m}"] = (
            ("on", "the", _en_o, "of", NOUNS[_m].en), ("am", _de_o + "en", NOUNS[_m].de),
            ((0, 0), (1, 0), (2, 1), (3, 2), (4, 2)),
        )  # fmt: skip
_DATE_TIMES = tuple(f"on {d}" for d in DATES)
_DATE_SET = frozenset(_DATE_TIMES)
P_DATE = 0.03  # share of time adverbials that are a date (on the third of May → am dritten Mai)
# How long: for an hour → eine Stunde, all day → den ganzen Tag (an accusative of time, no preposition). Drawn only
# for verbs of an activity that lasts (sleep, wait, work …; Sampler.clause), never fronted.
_DURATIONS = {
    "for an hour": (("for", "an", "hour"), ("eine", "Stunde"), ((0, 0), (1, 0), (2, 1))),
    "for two hours": (("for", "two", "hours"), ("zwei", "Stunden"), ((0, 0), (1, 0), (2, 1))),
    "for three hours": (("for", "three", "hours"), ("drei", "Stunden"), ((0, 0), (1, 0), (2, 1))),
    "for ten minutes": (("for", "ten", "minutes"), ("zehn", "Minuten"), ((0, 0), (1, 0), (2, 1))),
    "for twenty minutes": (("for", "twenty", "minutes"), ("zwanzig", "Minuten"), ((0, 0), (1, 0), (2, 1))),
    "for a week": (("for", "a", "week"), ("eine", "Woche"), ((0, 0), (1, 0), (2, 1))),
    "for two weeks": (("for", "two", "weeks"), ("zwei", "Wochen"), ((0, 0), (1, 0), (2, 1))),
    "for a long time": (("for", "a", "long", "time"), ("lange",), ((0, 0), (1, 0), (2, 0), (3, 0))),
    "all day": (("all", "day"), ("den", "ganzen", "Tag"), ((0, 0), (0, 1), (1, 2))),
    "all night": (("all", "night"), ("die", "ganze", "Nacht"), ((0, 0), (0, 1), (1, 2))),
    "all morning": (("all", "morning"), ("den", "ganzen", "Morgen"), ((0, 0), (0, 1), (1, 2))),
    "all afternoon": (("all", "afternoon"), ("den", "ganzen", "Nachmittag"), ((0, 0), (0, 1), (1, 2))),
    "all evening": (("all", "evening"), ("den", "ganzen", "Abend"), ((0, 0), (0, 1), (1, 2))),
    "all week": (("all", "week"), ("die", "ganze", "Woche"), ((0, 0), (0, 1), (1, 2))),
    "all weekend": (("all", "weekend"), ("das", "ganze", "Wochenende"), ((0, 0), (0, 1), (1, 2))),
}
TIME.update(_DURATIONS)
# How long something that still goes on has gone on: I have lived here for five years. → Ich wohne seit fünf Jahren
# hier. (the English present perfect, the German present with seit + dative; Sampler.clause, _seit)
_SEIT: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[int, int], ...]]] = {}
for _en_n, _de_n, _unit, _de_unit in (("a", "einem", "year", "Jahr"), ("two", "zwei", "years", "Jahren"),
                                      ("three", "drei", "years", "Jahren"), ("five", "fünf", "years", "Jahren"),
                                      ("ten", "zehn", "years", "Jahren"), ("a", "einer", "week", "Woche"),
                                      ("two", "zwei", "weeks", "Wochen"), ("a", "einem", "month", "Monat"),
                                      ("six", "sechs", "months", "Monaten")):  # fmt: skip
    _SEIT[f"for {_en_n} {_unit} (seit)"] = (("for", _en_n, _unit), ("seit", _de_n, _de_unit), ((0, 0), (1, 1), (2, 2)))
TIME.update(_SEIT)
_SEIT_VERBS = frozenset({"live", "work", "know"})  # and have with an animal: We have had our dog for a year.
P_SEIT = 0.5  # share of present perfect clauses of those verbs that say since when
_DURATION_VERBS = frozenset({"sleep", "wait", "work", "play", "swim", "dance", "sing", "talk", "study", "stay",
                             "hike", "read", "cry", "laugh", "rain", "snow", "sit", "camp", "listen", "watch tv",
                             "watch television", "learn", "listen to", "practise"})  # fmt: skip
P_DURATION = 0.12  # share of clauses of those verbs that say how long (We waited for an hour.)
# early, late, again: adverbs told where a time word stands (I get up early → Ich stehe früh auf); early and late
# only for verbs of a moment in the day (Sampler.clause), again for any.
for _k, _de in (("early", "früh"), ("late", "spät"), ("again", "wieder")):
    TIME[_k] = ((_k,), (_de,), ((0, 0),))
for _k, _de in (("early", "früh"), ("late", "spät")):  # pass 41: A farmer gets up very early. → … steht sehr früh auf.
    TIME[f"very {_k}"] = (("very", _k), ("sehr", _de), ((0, 0), (1, 1)))
_EARLY_VERBS = frozenset({"get up", "go to bed", "wake up", "come", "arrive", "go", "leave", "have breakfast",
                          "eat breakfast", "begin", "start", "end", "fall asleep", "finish", "finish (end)",
                          "go to sleep"})  # fmt: skip
TIME["yet?"] = (("yet",), ("schon",), ((0, 0),))  # Have you eaten yet? → Hast du schon gegessen? (Sampler.extras)
# what schoolwork is for: I must learn ten new words for tomorrow. → Ich muss für morgen zehn neue Wörter lernen.
# (pass 25; only with the verbs and objects of _FOR_TOMORROW, see Sampler.fix)
TIME["for tomorrow"] = (("for", "tomorrow"), ("für", "morgen"), ((0, 0), (1, 1)))
_FOR_TOMORROW = {
    "learn": frozenset({"word", "sentence", "song", "poem"}),
    "practise": frozenset({"word", "song", "exercise"}),
    "read": frozenset({"book", "text", "poem", "story"}),
    "write": frozenset({"letter", "story", "email", "sentence", "text"}),
    "do": frozenset({"homework", "exercise"}),
    "need": frozenset({"ticket", "dictionary", "money", "book"}),
}
# how many times in all (pass 41; a present perfect with an object, Sampler.clause): I have watched this film three
# times. → Ich habe diesen Film dreimal gesehen. (a given object before the count, a new one after it)
_TIMES_IN_ALL = ("once", "twice", "three times")
for _k, _de in zip(_TIMES_IN_ALL, ("einmal", "zweimal", "dreimal"), strict=True):
    TIME[_k] = (tuple(_k.split()), (_de,), ((0, 0), (1, 0)) if " " in _k else ((0, 0),))
_COUNTED_VERBS = frozenset({"see", "watch", "read", "visit", "eat", "hear", "meet", "try", "ride", "win", "lose",
                            "call", "bake", "wash", "drink"})  # fmt: skip
P_COUNT = 0.3  # share of present perfect clauses of those verbs that say how many times
_EARLY_LATE = ("early", "late", "very early", "very late", "early", "late")  # I get up very early. (pass 41)
# early or late with a time word (pass 45): I get up early every day. → Ich stehe jeden Tag früh auf.; He came home late
# yesterday. → Er kam gestern spät nach Hause. (German: the time word first, then früh or spät)
_EARLY_TIMED: dict[str, str] = {}  # key → the time word's key
for _k in ("early", "late"):
    for _when in ("today", "tomorrow", "yesterday", "this morning", "every day", "every morning", "at the weekend",
                  "tonight", "on saturday", "on sunday"):  # fmt: skip
        TIME[f"{_k} {_when}"] = _said_together((_k, _when), (_when, _k))
        _EARLY_TIMED[f"{_k} {_when}"] = _when
_OWN_VERBS_TIMES = frozenset(
    {*_DURATIONS, *_SEIT, *_TIMES_IN_ALL, *_EARLY_TIMED, "early", "late", "very early", "very late", "yet", "yet?",
     "for tomorrow"}
)  # never among the time words verbs draw  # fmt: skip
# The time words of the first-year core (drawn more often, see CORE).
_CORE_TIMES = frozenset(
    ("today", "tomorrow", "yesterday", "now", "tonight", "every day", "every week", "every morning", "every evening",
     "at night", "at the weekend", "last week", "next week", "last year", "next year", "in two hours", "then",
     "at the moment")
    + tuple(f"in the {k}" for k in ("morning", "afternoon", "evening"))
    + tuple(f"on {k}" for k in _DAYS)
    + tuple(f"in {k}" for k in ("summer", "winter", "spring", "autumn"))
)  # fmt: skip
_PAST_TIMES = frozenset(
    {
        "yesterday",
        "yesterday morning",
        "yesterday afternoon",
        "yesterday evening",
        "last week",
        "last year",
        "last month",
        "last night",
    }
    | {f"last {k}" for k in ("summer", "winter", "spring", "autumn", "weekend")}
    | set(_AGO)
)
_FUTURE_TIMES = frozenset(
    {
        "tomorrow",
        "tomorrow morning",
        "tomorrow afternoon",
        "tomorrow evening",
        "next week",
        "next year",
        "in two hours",
        "in five minutes",
        "in ten minutes",
        "tonight",
        "soon",
        "next month",
        "later",
    }
    | {f"next {k}" for k in ("summer", "winter", "spring", "autumn", "weekend")}
)

_PAST_TIMES |= {k for k, when in _EARLY_TIMED.items() if when in _PAST_TIMES}  # late yesterday: the past only
_FUTURE_TIMES |= {k for k, when in _EARLY_TIMED.items() if when in _FUTURE_TIMES}  # early tomorrow: not the past
P_EARLY_LATE = 0.2  # share of clauses of the verbs of a moment in the day said early or late (0.12 before pass 45)
P_EARLY_TIMED = 0.5  # share of early and late said with a time word as well (pass 45)

# just → gerade: in a statement in the Perfekt only (Sampler.extras, pass 34: I have just eaten. → Ich habe gerade
# gegessen.)
FREQUENCY = {"often": "oft", "always": "immer", "sometimes": "manchmal", "usually": "normalerweise", "never": "nie",
             "also": "auch", "ever": "einmal", "already": "schon", "still": "noch",
             "just": "gerade"}  # fmt: skip
_ANY_TIME = ("often", "always", "sometimes", "usually", "never", "also")  # "ever" only asks: Have you ever …?
_HOW_OFTEN = ("often", "always", "sometimes", "usually", "never")  # before a clock time: immer um sieben
# already → schon (I have already eaten. → Ich habe schon gegessen.), still → noch (She still lives in Berlin.):
# never negated (not yet / still not are other words), still never in the perfect.
_ALREADY_STILL = ("already", "still")
# "favourite" is not an adjective in German but the compound prefix Lieblings- (Lieblingsfilm).
FAVOURITE = "favourite"
# Family words that are also names, with a capital and no article (Mum is cooking → Mama kocht).
FAMILY_NAMES = ("mum", "mom", "dad", "grandma", "grandpa")
FAVOURITE_NOUNS = ("film", "song", "book", "game", "subject", "sport", "animal", "food", "day", "teacher", "singer",
                   "city", "restaurant", "toy", "dress", "shirt", "story", "comic", "hobby", "cake",
                   "season")  # fmt: skip
# Adverbs that stand where a place phrase stands (I live here, she sings well).
PLACE_ADVERBS = {"here": "hier", "there": "dort", "upstairs": "oben", "downstairs": "unten", "well": "gut",
                 "outside": "draußen", "inside": "drinnen", "together": "zusammen", "back": "zurück",
                 "a lot": "viel",
                 # how (pass 26; _MANNER): Talk slowly, please. → Sprich bitte langsam.
                 "slowly": "langsam", "quietly": "leise", "loudly": "laut", "fast": "schnell",
                 # pass 27: one English word, a German one per verb (the sense in brackets is not said)
                 "carefully (listen)": "gut", "carefully (drive)": "vorsichtig",
                 # pass 29: She sings very well. → Sie singt sehr gut.
                 "very well": "sehr gut",
                 # pass 30: Is the station far from here? → Ist der Bahnhof weit von hier entfernt?
                 "far from here": "weit von hier entfernt",
                 # pass 34: after a superlative only (Sampler.best_of_all): the highest mountain in the world → der
                 # höchste Berg der Welt (a genitive, no preposition)
                 "in the world": "der Welt"}  # fmt: skip
# Word links (English index, German index) of an adverb of several words; the others link every word with every word.
_ADVERB_LINKS = {"far from here": ((0, 0), (0, 3), (1, 1), (2, 2)),  # far ↔ weit … entfernt, from ↔ von, here ↔ hier
                 "in the world": ((0, 0), (1, 0), (2, 1))}  # in, the ↔ der; world ↔ Welt  # fmt: skip


def adverb_words(key: str) -> list[str]:
    """The English words of a PLACE_ADVERBS key: "a lot" → a, lot; "carefully (drive)" → carefully."""
    return key.split(" (")[0].split()


CONJUNCTIONS = {"and": "und", "but": "aber", "or": "oder", "that": "dass", "because": "weil", "when": "wenn",
                "if": "wenn", "whether": "ob", "so": "also", "before": "bevor", "until": "bis"}  # fmt: skip
_COORDINATING = ("and", "but", "or", "so")  # the second clause is a main clause (so → also: verb right after it)
# "what like": What is the weather like? → Wie ist das Wetter?
WH = {"who": "wer", "what": "was", "where": "wo", "when": "wann", "why": "warum", "how": "wie", "how much": "wie viel",
      "what like": "wie", "how often": "wie oft", "what time": "um wie viel Uhr"}  # fmt: skip
_NO_WHICH = frozenset({"name", "placename", "meal"})  # no "Which Tom …?", "Which dinner …?"
_FRONTED_OBJECT = frozenset({"how many", "which"})  # the object asked for stands first (Which book do you want?)
_ASKED_OBJECT = _FRONTED_OBJECT | {"what"}  # questions that ask for the object (it is not in the middle field)
_WH_WORD_BY_WORD = ("how much", "how often", "what time")  # how → wie, often → oft (not every word with every word)
_WH_GERMAN_LINKS = {"um wie viel Uhr": (0, 0, 0, 1)}  # what → um wie viel, time → Uhr


def _wh_tokens(wh: str, words: Sequence[str], p: str) -> list[Token]:
    """The question words; word i of a word-by-word pair gets key <p>wh<i>, the others share <p>wh."""
    paired = wh in _WH_WORD_BY_WORD
    links = _WH_GERMAN_LINKS.get(" ".join(words), range(len(words)))
    return [_t(w, p + "wh" + (str(i) if paired else "")) for i, w in zip(links, words, strict=True)]


# Quantifiers: English determiner → German (plural, mass); "no" is kein-.
QUANTIFIERS = {
    "some": ("einig", "etwas"),
    "many": ("viel", "viel"),
    "a lot of": ("viel", "viel"),
    "no": ("kein", "kein"),
    "much": ("viel", "viel"),  # of a mass noun, negated: We haven't got much time. (pass 22; not in _COUNTED)
    "more": ("mehr", "mehr"),  # never declined: mehr Wasser, mehr Äpfel, mit mehr Freunden (pass 45)
}
_COUNTED = ("some", "many", "a lot of", "no")  # the quantifiers of countable nouns in the plural
# Demonstrative determiners: English singular → (German stem with der-word endings, English plural).
DEMONSTRATIVES = {"this": ("dies", "these"), "that": ("dies", "those")}
_DEFINITE = ("the", *DEMONSTRATIVES)  # determiners a noun with a place after it takes (the/this book on the table)
# Degree words, "please", and the "there" of "there is".
ADVERBS = {"very": "sehr", "too": "zu", "really": "wirklich", "quite": "ziemlich", "so": "so", "please": "bitte",
           "there": "es"}  # fmt: skip

# Prepositions: English words → (German preposition, case) for place/with/for phrases.
PREPOSITIONS: dict[str, tuple[tuple[str, ...], str, str]] = {
    "in": (("in",), "in", "dat"),
    "on": (("on",), "auf", "dat"),
    "under": (("under",), "unter", "dat"),
    "next to": (("next", "to"), "neben", "dat"),
    "behind": (("behind",), "hinter", "dat"),
    "in front of": (("in", "front", "of"), "vor", "dat"),
    "opposite": (("opposite",), "gegenüber", "dat"),
    "with": (("with",), "mit", "dat"),
    "from": (("from",), "von", "dat"),
    "for": (("for",), "für", "acc"),
    "into": (("into",), "in", "acc"),
    "onto": (("onto",), "auf", "acc"),
    # where something is put (wohin?): the English of the place, the German accusative
    "on (to)": (("on",), "auf", "acc"),
    "in (to)": (("in",), "in", "acc"),
    "on (board)": (("on",), "an", "acc"),  # write on the board → an die Tafel schreiben
    "under (to)": (("under",), "unter", "acc"),
    "next to (to)": (("next", "to"), "neben", "acc"),
    "been to": (("to",), "in", "dat"),  # I have been to Berlin → Ich bin in Berlin gewesen (where one was)
    "through": (("through",), "durch", "acc"),  # We walk through the park. → Wir gehen durch den Park.
    "across": (("across",), "über", "acc"),  # The horse ran across the field. → über das Feld
    "above": (("above",), "über", "dat"),  # The lamp is above the table. → Die Lampe ist über dem Tisch.
    "between": (("between",), "zwischen", "dat"),  # between the sofa and the TV (an NP with also)
    "near": (("near",), "in der Nähe", "gen"),  # near my house → in der Nähe meines Hauses (of Tom's: von, _de_pp)
    "on (floor)": (("on",), "in", "dat"),  # on the second floor → im zweiten Stock
    "at the end of": (("at", "the", "end", "of"), "am Ende", "gen"),  # am Ende der Straße, dieser Straße
    "to (route)": (("to",), "zu", "dat"),  # the bus to the airport → der Bus zum Flughafen (nach Berlin: _de_pp)
    "to (way)": (("to",), "zu", "dat"),  # pass 30: the way to the museum → der Weg zum Museum (nach Berlin: _de_pp)
    "of (picture)": (("of",), "von", "dat"),  # a photo of my family → ein Foto von meiner Familie
    "from (container)": (("from",), "aus", "dat"),  # drink milk from a glass → Milch aus einem Glas trinken
    "around": (("around",), "um", "acc"),  # pass 30: The bank is around the corner. → Die Bank ist um die Ecke.
    # pass 34: right next to the bank → direkt neben der Bank (where a place of a town is: _town_places)
    "right next to": (("right", "next", "to"), "direkt neben", "dat"),
    "right behind": (("right", "behind"), "direkt hinter", "dat"),
    "right in front of": (("right", "in", "front", "of"), "direkt vor", "dat"),
    "right opposite": (("right", "opposite"), "direkt gegenüber", "dat"),
    # pass 35: where someone works (Sampler.workplace): a teacher at my school → Lehrerin an meiner Schule (an: who
    # teaches or learns there), a nurse at the hospital → Krankenschwester im Krankenhaus
    "at (school)": (("at",), "an", "dat"),
    "at (work)": (("at",), "in", "dat"),
    "in (bank)": (("in",), "bei", "dat"),  # works in a bank → arbeitet bei einer Bank (pass 44; dev6 and dev7)
    "at (bank)": (("at",), "bei", "dat"),
    "with (task)": (("with",), "bei", "dat"),  # pass 51: help me with my homework → mir bei meinen Hausaufgaben helfen
}
_CONTRACT = {("in", "dem"): "im", ("in", "das"): "ins", ("an", "dem"): "am", ("zu", "dem"): "zum",
             ("zu", "der"): "zur", ("von", "dem"): "vom", ("bei", "dem"): "beim", ("an", "das"): "ans"}  # fmt: skip

_DEF = {"nom": ("der", "die", "das", "die"), "acc": ("den", "die", "das", "die"), "dat": ("dem", "der", "dem", "den"),
        "gen": ("des", "der", "des", "der")}  # fmt: skip
_EIN = {"nom": ("", "e", "", "e"), "acc": ("en", "e", "", "e"), "dat": ("em", "er", "em", "en"),
        "gen": ("es", "er", "es", "er")}  # fmt: skip
_WEAK = {"nom": ("e", "e", "e", "en"), "acc": ("en", "e", "e", "en"), "dat": ("en", "en", "en", "en"),
         "gen": ("en", "en", "en", "en")}  # fmt: skip
_MIXED = {"nom": ("er", "e", "es", "en"), "acc": ("en", "e", "es", "en"), "dat": ("en", "en", "en", "en"),
          "gen": ("en", "en", "en", "en")}  # fmt: skip
_STRONG = {"nom": ("er", "e", "es", "e"), "acc": ("en", "e", "es", "e"), "dat": ("em", "er", "em", "en"),
           "gen": ("en", "er", "en", "er")}  # fmt: skip
_GI = {"m": 0, "f": 1, "n": 2, "pl": 3}


# ---------------------------------------------------------------------------------------------
# Structures

# A token is a word plus alignment keys; English and German words sharing a key are aligned.
Token = tuple[str, frozenset[str]]


@dataclass(frozen=True)
class NP:
    """A noun phrase: pronoun, ``this``/``that``, or determiner + optional adjective + noun.

    det: ``the``, ``a``, ``one``, ``none`` (bare plural or mass), a possessive, a number or a quantifier.
    owner: possessive 's (my brother's car → das Auto meines Bruders; det is then ``the``); a name as the owner
    is a Saxon genitive in German too (Tom's uncle → Toms Onkel).
    det ``this``/``that`` is a demonstrative (this book → dieses Buch, those shoes → diese Schuhe).
    """

    noun: str | None = None
    pronoun: str | None = None
    det: str = "the"
    adj: str | None = None
    plural: bool = False
    owner: NP | None = None
    also: NP | None = None  # a dog and a cat → einen Hund und eine Katze (objects only)
    adj2: str | None = None  # a second adjective: a beautiful old church → eine schöne alte Kirche
    loc: PP | None = None  # where it is: the garden behind our house → der Garten hinter unserem Haus
    of: str | None = None  # what a container or measure holds: a glass of milk → ein Glas Milch (no "of" in German)
    fem: bool = False  # a job said of a woman: Lehrerin (with det "job": She is a teacher. → Sie ist Lehrerin.)
    called: str | None = None  # a name after the noun: my friend Tom → mein Freund Tom (pass 24)
    very: bool = False  # very before the (first) adjective: a very old house → ein sehr altes Haus (pass 35)
    one: bool = False  # the noun said as "one" after an adjective: than the brown one → als die braune (pass 43)

    @property
    def person(self) -> int:
        """German person index 0..4 (ich du er wir sie-plural)."""
        if self.also is not None:  # my sister and I → wir; Tom and Anna → sie
            return 3 if self.also.pronoun == "I" or self.also.person == 3 else 4
        if self.pronoun is not None:  # this / that: 2
            return _pronoun_forms(self.pronoun)[3] if self.pronoun in PRONOUNS or self.pronoun in ANAPHORS else 2
        return 4 if self.plural else 2

    @property
    def de_plural(self) -> bool:
        """The German number where it differs from the English one: vegetables → Gemüse (singular), homework →
        Hausaufgaben (plural)."""
        if self.noun is None:
            return self.plural
        noun = NOUNS[self.noun]
        return (self.plural and not noun.de_sg) or noun.g == "pl"

    @property
    def de_person(self) -> int:
        """The German person: the English one, with the German number (vegetables are → Gemüse ist)."""
        if self.pronoun is not None or self.noun is None or self.also is not None:
            return self.person
        return 4 if self.de_plural else 2


@dataclass(frozen=True)
class PP:
    """An adverbial: a place (``in``, ``on``, ``at`` …), a direction (``to``), ``with``/``for``/``from``.

    ``np`` is None for ``home`` (``at home``/``to home`` → ``zu Hause``/``nach Hause``).
    """

    prep: str
    np: NP | None = None
    num: int | None = None  # at page ten → auf Seite zehn (prep "at page" or "to page", no noun phrase)


@dataclass(frozen=True)
class Clause:
    """One clause. verb is a lexicon key or ``be``; for ``be`` exactly one of pred_* is set."""

    subj: NP
    verb: str
    obj: NP | None = None
    iobj: NP | None = None
    pp: PP | None = None
    pred_adj: str | None = None
    pred_adj2: str | None = None  # long and wide → lang und breit (a second predicative adjective)
    pred_np: NP | None = None
    time: str | None = None
    freq: str | None = None
    tense: str = "pres"  # pres | past | perf | fut
    modal: str | None = None  # can | must | want | should | may
    neg: bool = False
    prog: bool = False
    mood: str = "decl"  # decl | yn | wh
    wh: str | None = None  # who | what | where | when | why | how | how much | how old | how often
    front_time: bool = False
    degree: str | None = None  # very | too before a predicative adjective
    for_whom: str | None = None  # too small for me → mir zu klein (a pronoun, dative in German)
    than: NP | None = None  # comparative: taller than the cat → größer als die Katze
    cmp: bool = False  # a comparative without than: but I am taller → aber ich bin größer
    age: int | None = None  # ten years old → zehn Jahre alt
    bare_age: bool = False  # I am ten. → Ich bin zehn. (no "years old")
    price: int | None = None  # costs five euros → kostet fünf Euro
    gern: bool = False  # I like swimming → Ich schwimme gern
    by: str | None = None  # by bus → mit dem Bus (a vehicle noun), or "foot" (on foot → zu Fuß)
    please: bool = False  # Please open … / Can I …, please? → Öffne bitte … / Kann ich bitte …? (middle field)
    going: bool = False  # future with "be going to" instead of "will" (German werden either way)
    de_perfect: bool = False  # Did you read …? → Hast du … gelesen? (a did-question is a German Perfekt)
    lets: bool = False  # with mood imp: Let's go to the park! → Lass uns in den Park gehen! (verb last)
    result: str | None = None  # a colour the object is painted: paint the room blue → das Zimmer blau streichen
    best: bool = False  # like … best → am liebsten (Welches Tier magst du am liebsten?)
    # after "but": only the subject and the negated auxiliary are said, the rest left out (pass 28): Birds can fly,
    # but fish can't. → Vögel können fliegen, aber Fische nicht.
    elided: bool = False
    feared: NP | None = None  # afraid of big dogs → Angst vor großen Hunden (pass 30; with pred_adj "afraid" only)
    with_: NP | None = None  # who does it too (pass 45): She goes to school with her sister. → … mit ihrer Schwester …


@dataclass(frozen=True)
class Sentence:
    """A sentence: one clause, two coordinated clauses, or a main clause with a subordinate one."""

    structure: str
    main: Clause
    conj: str | None = None
    second: Clause | None = None
    fronted_sub: bool = False
    end: str = "."  # English final punctuation: . ! ?
    contract: bool = False
    lower: bool = False
    en_comma: bool = False
    tokens: tuple[tuple[Token, ...], tuple[Token, ...]] | None = None  # fixed forms (My name is …, There is …)
    question: bool = False  # whether a fixed form is a question
    nps: tuple[NP, ...] = ()  # the noun phrases of a fixed form (for held-out pairs)
    vocative: str | None = None  # whom an order or a question is said to (pass 44: Mum, can you help me? → Mama, …)


def _t(word: str, *keys: str) -> Token:
    return word, frozenset(keys)


# ---------------------------------------------------------------------------------------------
# English rendering


def _a_or_an(following: str) -> str:
    if following.startswith(("eu", "uni", "use")):  # a euro, a university
        return "a"
    silent_h = following.lower().startswith(("hour", "honest"))  # an hour, an honest man (pass 43: was "a honest")
    return "an" if following[0].lower() in "aeiou" or silent_h else "a"  # an English teacher


def _en_np(np: NP, k: str, case: str = "nom") -> list[Token]:
    if np.also is not None:
        first = _en_np(replace(np, also=None), k, case)
        if np.also.also is not None:  # eggs, flour and butter: a comma after the first of three
            _attach(first, len(first) - 1, ",")
            return first + _en_np(np.also, k + "2", case)
        return first + [_t("and", k + "&")] + _en_np(np.also, k + "2", case)
    if np.pronoun is not None:
        word = ANAPHORS[np.pronoun][0] if np.pronoun in ANAPHORS else np.pronoun
        if case != "nom" and word in OBJECT_PRONOUNS:
            word = OBJECT_PRONOUNS[word]
        return [_t(word, k + "n")]
    noun = NOUNS[np.noun]  # type: ignore[index]
    word = noun.en_pl if np.plural else noun.en
    if np.one:  # the old one, the red ones: German has the adjective alone (das alte, die roten)
        word = "ones" if np.plural else "one"
    if np.det == "any" and np.noun == "brothers and sisters":  # Have you got any brothers or sisters? (pass 26)
        word = "brothers or sisters"
    if np.det == "none" and np.noun in FAMILY_NAMES:
        word = word.capitalize()  # Mum, Grandpa
    out: list[Token] = []
    adjs = [_t(w, k + "a") for w in (np.adj or "").split()] + [_t(w, k + "a2") for w in (np.adj2 or "").split()]
    if np.very and np.adj:  # (the most beautiful beach: both words of a superlative link to schönste)
        adjs.insert(0, _t("very", k + "v"))
    loc = _en_pp(np.loc, k + "l") if np.loc is not None else []
    if np.owner is not None and np.det == "the":  # my brother's car: 's → the German article (das Auto meines Bruders)
        out = _en_np(np.owner, k + "w")
        last, keys = out[-1]
        out[-1] = (last + "'s", keys | {k + "d", k + "von"})
        return out + adjs + [_t(w, k + "n") for w in word.split()] + _en_of(np, k) + loc
    if np.det in ("a", "job"):
        out.append(_t(_a_or_an(adjs[0][0] if adjs else word), k + "d"))
    elif np.det == "the_":
        out.append(_t("the", k + "d"))
    elif np.det == "zero":  # to school → zur Schule: the German article goes with the preposition
        pass
    elif np.det in ("how many", "how much"):
        out += [_t("how", k + "dh"), _t(np.det.split()[1], k + "dm")]
    elif np.det in DEMONSTRATIVES:
        out.append(_t(DEMONSTRATIVES[np.det][1] if np.plural else np.det, k + "d"))
    elif np.det != "none":
        out += [_t(w, k + "d") for w in np.det.split()]  # a lot of
    called = [_t(w, k + "nm") for w in NOUNS[np.called].en.split()] if np.called else []  # my friend Tom
    return out + adjs + [_t(w, k + "n") for w in word.split()] + called + _en_of(np, k) + loc


def _en_of(np: NP, k: str) -> list[Token]:
    """a glass of milk, a kilo of apples: the contents after "of" (plural where they are counted)."""
    if np.of is None:
        return []
    held = NOUNS[np.of]
    return [_t("of", k + "m")] + [_t(w, k + "m") for w in (held.en_pl if _counted(np) else held.en).split()]


def _counted(np: NP) -> bool:
    """The contents of a measure are plural where they are counted: a kilo of apples, a packet of biscuits."""
    return np.of is not None and not NOUNS[np.of].mass and np.noun in _COUNTING_MEASURES


def _en_pp(pp: PP, k: str) -> list[Token]:
    if pp.prep in _ADVERB_LINKS:  # each English word its own key
        return [_t(w, f"{k}p{i}") for i, w in enumerate(adverb_words(pp.prep))]
    if pp.prep in PLACE_ADVERBS:
        return [_t(w, k + "p") for w in adverb_words(pp.prep)]  # a lot: two words
    if pp.prep in ("at page", "to page"):  # at page ten → auf Seite zehn; (turn) to page ten → Seite zehn
        return [_t(pp.prep.split()[0], k + "p"), _t("page", k + "n"),
                *(_t(w, k + "num") for w in number_words(pp.num)[0].split())]  # fmt: skip
    if pp.prep == "on tv":  # on TV → im Fernsehen
        return [_t("on", k + "p"), _t("TV", k + "n")]
    if pp.np is None:  # home
        if pp.prep == "to":
            return [_t("home", k + "p", k + "n")]
        return [_t("at", k + "p"), _t("home", k + "n")]
    en_words = ("to",) if pp.prep == "to" else ("at",) if pp.prep == "at" else PREPOSITIONS[pp.prep][0]
    return [_t(w, k + "p") for w in en_words] + _en_np(pp.np, k, "acc")


def _en_forms(verb: str) -> tuple[str, str, str, str, str]:
    if verb == "be":
        return ("be", "is", "was", "been", "being")
    if verb == "get_":
        return VERBS["have got"].en
    return VERBS[verb].en


def _be_form(person: int, subj: NP, tense: str) -> str:
    if tense == "past":
        return "was" if person in (0, 2) else "were"
    if subj.pronoun == "I":
        return "am"
    return "is" if person == 2 else "are"


def _en_verb_group(c: Clause, p: str, question: bool) -> tuple[list[Token], list[Token], list[Token]]:
    """(fronted auxiliary for questions, auxiliaries+negation+adverb before the verb, verb words)."""
    groups = _en_verb_words(c, p, question)
    verb = VERBS.get(c.verb)
    if verb is not None and verb.de_prep and not verb.en_part:  # cross → über … gehen: the verb to both words
        op = p + "op"
        groups = tuple([(w, k | {op}) if w in verb.en else (w, k) for w, k in g] for g in groups)  # type: ignore[assignment]
    return groups


_DO_MODALS = {"want": ("want", "wants"), "have to": ("have", "has")}  # modals said with do-support: base, 3rd person


def _en_verb_words(c: Clause, p: str, question: bool) -> tuple[list[Token], list[Token], list[Token]]:
    if c.verb in VERBS and VERBS[c.verb].en_perfect:  # has got → hat: both words to the German verb
        groups = _en_verb_group(replace(c, tense="perf", verb="get_"), p, question)
        fin_key = frozenset({p + "fin"})
        return tuple([(w, frozenset({p + "v"}) if k == fin_key else k) for w, k in g] for g in groups)  # type: ignore[return-value]
    v, fin, neg = p + "v", p + "fin", p + "neg"
    subj = c.subj
    third = subj.person == 2 and subj.pronoun != "I"
    forms = _en_forms(c.verb)
    particle = VERBS[c.verb].en_part if c.verb in VERBS else None
    pkey = _particle_key(c.verb, p)
    notk: list[Token] = [_t("not", neg)] if c.neg else []
    freq: list[Token] = [_t(c.freq, p + "f")] if c.freq else []
    aux: list[Token] = []
    main: list[Token]
    if c.modal is not None:
        m = IRREGULAR[c.modal]
        if c.tense == "past":
            words_ = m["en_past"].split()
            had = c.modal in ("must", "have to")
            if had or c.neg or question:  # had to / did not have to: kept simple
                words_ = ["had", "to"] if had else words_
            aux = [_t(words_[0], fin)] + [_t(w, fin) if had else _t(w) for w in words_[1:]]
        elif c.modal in _DO_MODALS:  # want to / have to (pass 28) take do: Do you want to …? You don't have to …
            base, third_form = _DO_MODALS[c.modal]
            infinitive = [_t(forms[0], v)] + _particle(particle, pkey)
            if c.neg or question:
                do = [_t("does" if third else "do", fin)]
                rest = [_t(base, fin), _t("to")]
                if question:
                    return do, [], notk + freq + rest + infinitive
                return [], do + notk + freq + rest, infinitive
            rest = [_t(third_form if third else base, fin), _t("to")]
            if c.modal == "have to":  # I always have to get up early.
                return [], freq + rest, infinitive
            aux = rest
        else:
            aux = [_t(w, fin) for w in m["en"].split()]  # would like to: Would you like to come?
        main = [_t(forms[0], v)]
        if question:
            return aux[:1], [], aux[1:] + notk + main + _particle(particle, pkey)
        return [], aux + notk + freq, main + _particle(particle, pkey)
    if c.tense == "fut" and c.going:  # am going to visit → werde … besuchen (am, going, to → werde)
        aux = [_t(_be_form(subj.person, subj, "pres"), fin)]
        main = [_t("going", fin), _t("to", fin), _t(forms[0], v)]
    elif c.tense == "fut":
        aux = [_t("will", fin)]
        main = [_t(forms[0], v)]
    elif c.tense == "perf":
        aux = [_t("has" if third else "have", fin)]
        main = [_t(forms[3], v)]
    elif c.prog:
        aux = [_t(_be_form(subj.person, subj, c.tense), v)]
        main = [_t(forms[4], v)]
    elif c.verb == "be":
        aux = [_t(_be_form(subj.person, subj, c.tense), v)]
        main = []
    elif c.neg or question:
        do = "did" if c.tense == "past" else "does" if third else "do"
        aux = [_t(do, fin if c.de_perfect else v)]  # did ↔ hast of a Perfekt question
        main = [_t(forms[0], v)]
    elif c.de_perfect:  # (because it) rained → (weil es) geregnet hat: the past form to both German words
        main = [_t(forms[2], v, fin)]
    else:
        main = [_t(forms[2] if c.tense == "past" else forms[1] if third else forms[0], v)]
    main = main + _particle(particle, pkey)
    if question:
        return aux[:1], [], aux[1:] + notk + freq + main
    return [], aux + notk + freq, main


def _particle(particle: str | None, v: str) -> list[Token]:
    """The English particle words; after an ``apart`` verb each word i gets its own key ``<v>i`` (on holiday)."""
    if not particle:
        return []
    if v.endswith("vp"):
        return [_t(w, f"{v}{i}") for i, w in enumerate(particle.split())]
    return [_t(w, v) for w in particle.split()]  # "for a walk": three words


def _particle_key(verb: str, p: str) -> str:
    """wait for → auf (op); go on holiday → in den Urlaub (vp: word by word, Verb.links); else the verb (v)."""
    if verb not in VERBS:
        return p + "v"
    return p + "op" if VERBS[verb].de_prep else p + "vp" if VERBS[verb].apart else p + "v"


def _time_tokens(key: str | None, p: str) -> tuple[list[Token], list[Token]]:
    """The English and the German words of a TIME key, each German word keyed to the English words it links to."""
    if key is None:
        return [], []
    en, de, links = TIME[key]
    return [_t(w, f"{p}t{i}") for i, w in enumerate(en)], [
        _t(w, *(f"{p}t{i}" for i, j in links if j == jj)) for jj, w in enumerate(de)
    ]


def _en_time(c: Clause, p: str) -> list[Token]:
    return _time_tokens(c.time, p)[0]


def _en_gern(c: Clause, p: str, question: bool) -> tuple[list[Token], list[Token], list[Token]]:
    """I like swimming / do you like cooking / she does not like dancing (``like``→``gern``)."""
    third = c.subj.person == 2 and c.subj.pronoun != "I"
    forms = VERBS[c.verb].en
    particle = _particle(VERBS[c.verb].en_part, _particle_key(c.verb, p))
    ing = [_t(forms[4], p + "v")] + particle
    if c.neg or question:
        do = _t("did" if c.tense == "past" else "does" if third else "do", p + "v")
        notk = [_t("not", p + "neg")] if c.neg else []
        if question:
            return [do], [], notk + [_t("like", p + "g")] + ing
        return [], [do] + notk, [_t("like", p + "g")] + ing
    like = "liked" if c.tense == "past" else "likes" if third else "like"
    return [], [], [_t(like, p + "g")] + ing


def _en_extra(c: Clause, p: str) -> list[Token]:
    """Predicative extras of ``be``: very/too + adjective, comparative, age."""
    out: list[Token] = []
    if c.degree is not None:
        out.append(_t(c.degree, p + "deg"))
    if c.pred_adj is not None and c.wh != "how adj":  # How big is it?: the adjective stands with how
        out += [_t(w, p + "pa") for w in (COMPARATIVES[c.pred_adj][0] if c.than or c.cmp else c.pred_adj).split()]
        if c.pred_adj2 is not None:
            out += [_t("and", p + "pa&"), _t(c.pred_adj2, p + "pa2")]
        if c.feared is not None:  # afraid of dogs → Angst vor Hunden
            out += [_t("of", p + "fo")] + _en_np(c.feared, p + "f", "acc")
        if c.for_whom is not None:  # too small for me → mir zu klein: "for me" is the dative pronoun
            out += [_t("for", p + "fwn")] + _en_np(NP(pronoun=c.for_whom), p + "fw", "acc")  # for, me → mir
        if c.than is not None:
            out += [_t("than", p + "als")] + _en_np(c.than, p + "c", "acc")  # than me → als ich
    elif c.pred_np is not None:
        out += _en_np(c.pred_np, p + "q")
    elif c.age is not None and c.wh != "how old":
        out.append(_t(number_words(c.age)[0], p + "num"))
        if not c.bare_age:
            out += [_t("year" if c.age == 1 else "years", p + "yr"), _t("old", p + "pa")]
    return out


def _en_clause(c: Clause, p: str) -> list[Token]:
    question = c.mood != "decl"
    group = _en_gern if c.gern else _en_verb_group
    front, pre, main = group(c, p, question and not (c.mood == "wh" and c.wh == "who"))
    out: list[Token] = []
    if c.front_time:
        out += _en_time(c, p)
    if c.wh == "how old":
        out += [_t("how", p + "wh"), _t("old", p + "pa")]
    elif c.wh == "how adj":  # How big is your house? → Wie groß ist dein Haus?
        out += [_t("how", p + "wh"), _t(c.pred_adj, p + "pa")]  # type: ignore[arg-type]
    elif c.wh in _FRONTED_OBJECT:
        out += _en_np(c.obj, p + "o", "acc")  # type: ignore[arg-type]
    elif c.mood == "wh":
        wh_words = ("what",) if c.wh == "what like" else c.wh.split()  # type: ignore[union-attr]
        out += _wh_tokens(c.wh, wh_words, p)  # type: ignore[arg-type]
    subj = [] if c.wh == "who" else _en_np(c.subj, p + "s")
    if c.wh == "who":  # who agrees as one person: Who likes …?, Who has …? (never "Who like …?")
        front, pre, main = group(replace(c, mood="decl", subj=NP(pronoun="he")), p, False)
    out += front + subj + pre + main
    if c.verb == "be" or c.verb in LINKING:
        out += _en_extra(c, p)
    if c.price is not None and c.wh != "how much":
        out += [_t(number_words(c.price)[0], p + "num"), _t("euro" if c.price == 1 else "euros", p + "eur")]
    particle_after_obj = False
    if (
        c.obj is not None
        and c.obj.pronoun is not None
        and c.verb in VERBS
        and VERBS[c.verb].en_part
        and not (VERBS[c.verb].prep)
    ):
        particle_after_obj = True  # picks him up
        part = out.pop()
    if c.iobj is not None:
        out += _en_np(c.iobj, p + "i", "acc")
    if c.obj is not None and c.wh not in _ASKED_OBJECT:
        out += _en_np(c.obj, p + "o", "acc")
    if particle_after_obj:
        out.append(part)
    after = VERBS[c.verb].en_after if c.verb in VERBS else ()
    if after:  # take the dog for a walk, take an umbrella with you: the verb's words, keyed as its English verb
        who = "he" if c.wh == "who" else c.subj.pronoun or "he"  # Who takes … with him? (subjects: Sampler.fix)
        keys = (p + "v", p + "op") if VERBS[c.verb].de_prep else (p + "v",)
        out += [_t(OBJECT_PRONOUNS[who] if w == "*" else w, *keys) for w in after]
    if c.result is not None:
        out.append(_t(c.result, p + "res"))
    if c.best:
        out.append(_t("best", p + "best"))
    if c.pp is not None and c.wh != "where":
        out += _en_pp(c.pp, p + "p")
    if c.by == "foot":
        out += [_t("on", p + "by"), _t("foot", p + "bn")]
    elif c.by is not None:
        out += [_t("by", p + "by"), _t(NOUNS[c.by].en, p + "bn")]
    if c.with_ is not None:  # with my sister → mit meiner Schwester (after the place, before the time)
        out += [_t("with", p + "wm")] + _en_np(c.with_, p + "w", "acc")
    if c.wh == "what like":  # What is the weather like (today)?
        out.append(_t("like", p + "wh"))
    if not c.front_time and c.wh != "when":
        out += _en_time(c, p)
    return out


# ---------------------------------------------------------------------------------------------
# German rendering


def _de_np(np: NP, case: str, k: str, kein: str | None = None, in_pp: bool = False) -> list[Token]:
    """German noun phrase; ``kein`` is the negation key when the indefinite becomes ``kein``; ``in_pp``: after a
    preposition (to school → zur Schule: the article goes with it)."""
    if np.also is not None:
        first = _de_np(replace(np, also=None), case, k, kein, in_pp)
        if np.also.also is not None:  # Eier, Mehl und Butter
            _attach(first, len(first) - 1, ",")
            return first + _de_np(np.also, case, k + "2", kein, in_pp)
        return first + [_t("und", k + "&")] + _de_np(np.also, case, k + "2", kein, in_pp)
    if np.pronoun is not None:
        if np.pronoun in ("this", "that"):
            return [_t("das", k + "n")]
        nom, acc, dat, _ = _pronoun_forms(np.pronoun)
        return [_t({"nom": nom, "acc": acc, "dat": dat}[case], k + "n")]
    noun = NOUNS[np.noun]  # type: ignore[index]
    if np.fem:  # Lehrerin, Lehrerinnen
        plural = noun.fem + ("nen" if noun.fem.endswith("in") else "n")  # type: ignore[operator]  # Krankenschwestern
        noun = replace(noun, de=noun.fem, pl=plural, g="f", obl=None)
    if noun.de_sg:  # vegetables → Gemüse: one German singular
        np = replace(np, plural=False)
    gi = _GI["pl" if np.plural else noun.g]
    out: list[Token] = []
    adj_table = _STRONG
    noun_keys: tuple[str, ...] = (k + "n",)
    if kein is not None and np.det in ("a", "job", "any", "none", "the_"):
        keys = (kein, k + "d") if np.det in ("a", "job", "any") else (kein,)
        out.append(_t("kein" + _EIN[case][gi], *keys))
        adj_table = _MIXED
        if np.det == "the_":
            noun_keys += (k + "d",)
    elif _definite_bare(np):
        out.append(_t(_DEF[case][gi], k + "n"))  # Dinner is ready. → Das Abendessen ist fertig.; Winter is my favourite
        # season. → Der Winter ist …
        adj_table = _WEAK
    elif np.det in ("the_", "job", "any") or (np.det == "some" and np.plural and case != "nom"):
        noun_keys += (k + "d",)  # Klavier spielen; sie ist Lehrerin; Hast du Cousins?; Ich kaufe Äpfel. (no word)
    elif np.det == "the" and np.owner is not None and _saxon(np.owner):  # Toms Onkel: the name, no article
        name = NOUNS[np.owner.noun].de  # type: ignore[index]
        out.append(_t(name + ("'" if name.endswith(("s", "ß", "x", "z")) else "s"), k + "wn", k + "d", k + "von"))
    elif np.det == "the":
        out.append(_t(_DEF[case][gi], k + "d"))
        adj_table = _WEAK
    elif np.det in DEMONSTRATIVES:  # dieser, diese, dieses: the endings of der, die, das
        out.append(_t(DEMONSTRATIVES[np.det][0] + _STRONG[case][gi], k + "d"))
        adj_table = _WEAK
    elif np.det == "all the":  # all the biscuits → alle Kekse, mit allen Kindern (plural only)
        out.append(_t("all" + _STRONG[case][gi], k + "d"))
        adj_table = _WEAK
    elif np.det == "zero":  # the article goes with the preposition, else with the noun (School starts at eight. I
        out.append(_t(_DEF[case][gi], k + ("p" if in_pp else "n")))  # like school. → Ich mag die Schule.)
        adj_table = _WEAK
    elif np.det in ("a", "one"):
        out.append(_t("ein" + _EIN[case][gi], k + "d"))
        adj_table = _MIXED
    elif np.det in POSSESSIVES:
        out.append(_t(POSSESSIVES[np.det] + _EIN[case][gi], k + "d"))
        adj_table = _MIXED
    elif np.det in NUMBERS or np.det in BIG_NUMBERS:
        out.append(_t(NUMBERS.get(np.det) or BIG_NUMBERS[np.det], k + "d"))
    elif np.det == "how many":
        out += [_t("wie", k + "dh"), _t("vielen" if case == "dat" else "viele", k + "dm")]
    elif np.det == "which":  # welcher, welche, welches: the endings of der, die, das
        out.append(_t("welch" + _STRONG[case][gi], k + "d"))
        adj_table = _WEAK
    elif np.det == "how much":  # How much sugar do you want? → Wie viel Zucker willst du?
        out += [_t("wie", k + "dh"), _t("viel", k + "dm")]
    elif np.det == "no":
        out.append(_t("kein" + _EIN[case][gi], k + "d"))
        adj_table = _MIXED
    elif np.det in QUANTIFIERS:
        plural_form, mass_form = QUANTIFIERS[np.det]
        plural = np.plural or noun.g == "pl"  # a lot of homework → viele Hausaufgaben: the German noun is plural
        ending = ("en" if case == "dat" else "e") if plural and np.det != "more" else ""  # mehr: no ending
        out.append(_t(plural_form + ending if plural else mass_form, k + "d"))
    if np.adj == FAVOURITE:  # my favourite film → mein Lieblingsfilm (one word)
        word = noun.pl if np.plural else noun.de
        out.append(_t("Lieblings" + word[0].lower() + word[1:], k + "a", k + "n"))
    else:
        if np.adj is not None:
            adjective = ADJECTIVES[np.adj]
            if np.very:  # ein sehr altes Haus: sehr takes no ending
                out.append(_t("sehr", k + "v"))
            out.append(_t(adjective.german(_of_thing(adjective, noun))[1] + adj_table[case][gi], k + "a"))
        if np.adj2 is not None:  # both adjectives take the same ending (eine schöne alte Kirche)
            adjective = ADJECTIVES[np.adj2]
            out.append(_t(adjective.german(_of_thing(adjective, noun))[1] + adj_table[case][gi], k + "a2"))
        if np.plural or noun.g == "pl":  # mit langen Haaren
            word = _de_plural(noun, case)
        else:
            word = noun.obl if noun.obl and case != "nom" else noun.de
            if case == "gen" and noun.g in ("m", "n") and not noun.obl:  # des Hauses, des Strandes, des Kinos
                word += _genitive_ending(word)
        if np.one:  # die braune: the adjective stands for the noun and takes its key
            out[-1] = (out[-1][0], out[-1][1] | frozenset(noun_keys))
        else:
            out += [_t(w, *noun_keys) for w in word.split()]  # Herr Smith: two words
    if np.called is not None:  # mein Freund Tom, mit meiner Schwester Anna (the name as it is, in every case)
        out += [_t(w, k + "nm") for w in NOUNS[np.called].de.split()]
    if np.of is not None:  # ein Glas Milch, mit zwei Kilo Äpfeln: the contents follow in the same case
        out.append(_t(_de_plural(NOUNS[np.of], case) if _counted(np) else NOUNS[np.of].de, k + "m"))
    if np.loc is not None:
        out += _de_pp(np.loc, k + "l")
    if np.owner is not None and np.det == "the" and not _saxon(np.owner):  # an owner only with "the" (as in English)
        return out + _de_np(np.owner, "gen", k + "w")  # der Bruder meines Freundes, die Tasche der Lehrerin (pass 43)
    return out


# nouns of one syllable that take -s in the genitive all the same: loanwords (des Films, des Chefs)
_GENITIVE_S = frozenset({"Chef", "Chip", "Clown", "Club", "Fan", "Film", "Golf", "Job", "Park", "Snack", "Song",
                         "Sport", "Star", "T-Shirt", "Team", "Test", "Toast"})  # fmt: skip


def _genitive_ending(word: str) -> str:
    """The genitive -s of a masculine or neuter noun: -es after s, ß, x, z, sch and on a native noun of one syllable
    that ends in a consonant (des Hauses, des Freundes, des Strandes), else -s (des Lehrers, des Bahnhofs, des Kinos,
    des Schuhs, des Films)."""
    if word.endswith(("s", "ß", "x", "z", "sch")):
        return "es"
    last = word.split()[-1]
    one_syllable = len(re.findall(r"[aeiouäöüyé]+", last.lower())) == 1
    consonant = last[-1].lower() not in "aeiouyéh"
    return "es" if one_syllable and consonant and last not in _GENITIVE_S else "s"


def _de_plural(noun: Noun, case: str) -> str:
    """The German plural; the dative adds -n where it does not end in -n or -s (den Kindern, den Autos)."""
    return noun.pl + "n" if case == "dat" and not noun.pl.endswith(("n", "s")) else noun.pl


def _is_name(np: NP) -> bool:
    """A first name, or Mum/Dad/Grandma/Grandpa used as one (no article: Mama kocht, ich helfe Opa)."""
    return np.noun is not None and (NOUNS[np.noun].cls == "name" or (np.det == "none" and np.noun in FAMILY_NAMES))


def _saxon(owner: NP) -> bool:
    """A name owns with a German genitive -s before the noun (Toms Onkel, Mamas Auto); other owners in the genitive
    after it (das Auto meines Bruders)."""
    return _is_name(owner)


def _de_pp(pp: PP, k: str) -> list[Token]:
    if pp.prep in _ADVERB_LINKS:  # each German word the keys of the English words it links to
        links, words = _ADVERB_LINKS[pp.prep], PLACE_ADVERBS[pp.prep].split()
        return [_t(w, *(f"{k}p{i}" for i, jj in links if jj == j)) for j, w in enumerate(words)]
    if pp.prep in PLACE_ADVERBS:  # very well → sehr gut: two words
        return [_t(w, k + "p") for w in PLACE_ADVERBS[pp.prep].split()]
    if pp.prep == "at page":
        return [_t("auf", k + "p"), _t("Seite", k + "n"), _t(number_words(pp.num)[1], k + "num")]  # type: ignore[arg-type]
    if pp.prep == "to page":  # Turn to page ten. → Schlag Seite zehn auf. (an accusative, no preposition)
        return [_t("Seite", k + "p", k + "n"), _t(number_words(pp.num)[1], k + "num")]  # type: ignore[arg-type]
    if pp.prep == "on tv":
        return [_t("im", k + "p"), _t("Fernsehen", k + "n")]
    if pp.np is None:
        if pp.prep == "to":
            return [_t("nach", k + "p"), _t("Hause", k + "n")]
        return [_t("zu", k + "p"), _t("Hause", k + "n")]
    noun = NOUNS[pp.np.noun] if pp.np.noun else None
    if pp.prep == "to" and noun is not None and noun.cls == "placename":
        prep, case = "nach", "dat"
    elif pp.prep == "to":
        if pp.np.pronoun is None and noun is not None and noun.to in ("in", "an"):
            prep, case = noun.to, "acc"  # in den Park, ans Meer
        else:
            prep, case = "zu", "dat"
    elif pp.prep == "at":
        prep, case = (noun.at if noun and noun.at else "an"), "dat"
    elif pp.prep == "for" and noun is not None and noun.cls == "meal" and pp.np.det == "none":
        return _de_prep_np("zu", replace(pp.np, det="zero"), "dat", k)  # for breakfast → zum Frühstück
    else:
        _, prep, case = PREPOSITIONS[pp.prep]
        if pp.prep == "on" and noun is not None and noun.on:
            prep = noun.on  # on the wall → an der Wand, on the door → an der Tür
        if pp.prep == "in" and noun is not None and noun.in_:
            prep = noun.in_  # in the field → auf dem Feld
    if noun is not None and noun.cls == "placename":
        prep, case = {"to": "nach", "to (route)": "nach", "to (way)": "nach", "from": "aus"}.get(pp.prep, prep), "dat"
    if case == "gen" and (pp.np.pronoun is not None or (pp.np.owner is not None and _saxon(pp.np.owner))):
        prep, case = prep + " von", "dat"  # in der Nähe des Bahnhofs, but: in der Nähe von Toms Haus, von dir
    return _de_prep_np(prep, pp.np, case, k)


def _de_prep_np(prep: str, np: NP, case: str, k: str) -> list[Token]:
    """A German preposition and its noun phrase, contracted where German contracts (zu dem → zum, in dem → im); of a
    preposition of several words the last one contracts (in der Nähe von dem → in der Nähe vom)."""
    *head, last = prep.split()
    words = [_t(w, k + "p") for w in head]
    np_tokens = _de_np(np, case, k, in_pp=True)
    if np.det in ("the", "zero") and (last, np_tokens[0][0]) in _CONTRACT:
        word = _CONTRACT[last, np_tokens[0][0]]
        return words + [_t(word, k + "p", *np_tokens[0][1])] + np_tokens[1:]
    return words + [_t(last, k + "p")] + np_tokens


def _de_present(verb: Verb, person: int) -> str:
    return (verb.p1, verb.p2, verb.p3, verb.de, verb.de)[person]


def _de_past(verb: Verb, person: int) -> str:
    if person in (0, 2):
        return verb.past
    if person == 1:
        return verb.past + ("st" if verb.past.endswith("e") else "st")
    return verb.past + ("n" if verb.past.endswith("e") else "en")


def imperative(verb: Verb) -> str:
    """The du-imperative: öffne, nimm, lies, fahr, halte, lächle, mach (… an)."""
    stem = _de_stem(verb.de)
    if verb.de.endswith("eln"):
        return stem[:-2] + "le"
    if verb.de.endswith("ern"):
        return stem + "e"
    regular = stem + ("t" if stem.endswith(("s", "ß", "z", "x")) else ("e" if _needs_e(stem) else "") + "st")
    if verb.p2 == regular or any(u in verb.p2 and u not in stem for u in "äöü"):
        return stem + ("e" if _needs_e(stem) else "")
    return verb.p2[:-1] if stem.endswith(("s", "ß", "z", "x")) else verb.p2[:-2]  # lies, iss, nimm, gib


def _irregular(name: str, key: str, person: int) -> str:
    return IRREGULAR[name][key].split()[person]


_HERE_THERE = frozenset({"here", "there"})  # place adverbs before nicht with a full verb (Geh hier nicht …!)
_WHITHER = frozenset({"to", "into", "onto", "on (to)", "in (to)", "under (to)", "next to (to)", "on (board)"})  # wohin
_FAR = frozenset({"sea", "mountain"})  # go to the sea → ans Meer fahren (a journey, not a walk)


def _walks_to(c: Clause) -> bool:
    """walk to a place → zu Fuß gehen (I walk to school. → Ich gehe zu Fuß zur Schule.)"""
    return c.verb == "walk" and c.pp is not None and c.pp.prep == "to"


def _de_verb_key(c: Clause) -> str:
    """The German verb's lexicon key: go by bus, to Berlin, to the sea → fahren (a journey); walk somewhere → gehen
    (zu Fuß with "to"), walk about → spazieren gehen, can walk → laufen; be late → zu spät kommen; want to be a job →
    werden; a thing on, under or beside something lies or stands (_resting); else the clause's own."""
    if _late(c):
        return "come"
    if c.verb == "be" and c.modal == "want" and c.pred_np is not None and c.pred_np.det == "job":
        return "become"  # I want to be a doctor. → Ich will Arzt werden. (pass 21)
    resting = _resting(c)
    if resting is not None:
        return resting
    if c.verb == "walk":
        if c.pp is not None and c.pp.prep in _WHITHER | {"through", "across"}:
            return "go"
        return "walk" if c.modal == "can" and c.pp is None else "go for a walk"
    if c.verb != "go" or c.by == "foot":
        return c.verb
    np = c.pp.np if c.pp is not None and c.pp.prep == "to" else None
    far = np is not None and np.noun is not None and (NOUNS[np.noun].cls == "placename" or np.noun in _FAR)
    return "drive" if c.by is not None or far else c.verb


# Where a thing is, said of its position (pass 20): The book is on the table. → Das Buch liegt auf dem Tisch., The cup
# is next to the plate. → Die Tasse steht neben dem Teller. What lies flat lies (liegen), what stands upright stands
# (stehen); a thing that could be either (a bag, a clock, a picture) and anything in a room or a town stays "ist".
# Food too (pass 21): Das Brot liegt auf dem Tisch., Die Milch steht auf dem Tisch. (not cake, butter or jam: a cake
# or a piece of it, butter in its dish or on a plate, could be said either way)
_LYING_FOOD = ("bread", "apple", "banana", "sandwich", "cheese", "egg", "chocolate", "biscuit", "pear", "orange",
               "sausage", "tomato", "carrot", "pizza")  # fmt: skip
_STANDING_FOOD = ("milk", "juice", "soup", "coffee", "tea", "water", "lemonade")
_FOOD_THINGS = (*_LYING_FOOD, *_STANDING_FOOD)
_RESTING_FOOD = frozenset(_FOOD_THINGS)
_LYING = frozenset({
    "book", "letter", "newspaper", "dictionary", "comic", "postcard", "magazine", "menu", "notebook", "exercise book",
    "key", "phone", "pen", "pencil", "crayon", "map", "ticket", "ruler", "rubber", "eraser", "paper", "towel",
    "spoon", "fork", "knife", "blanket", "pillow", "passport", "wallet", "stamp", "sticker", "ball", "doll",
    "teddy bear", "jacket", "coat", "winter coat", "hat", "cap", "dress", "shirt", "t-shirt", "skirt", "scarf",
    "jumper", "sweater", "jeans", "glove", "belt", "blouse", "sock", "tie", "swimsuit", "uniform",
    *_LYING_FOOD,
})  # fmt: skip
_STANDING = frozenset({
    "lamp", "cup", "mug", "glass", "bottle", "plate", "bowl", "pot", "basket", "box", "candle", "computer",
    "television", "tv", "radio", "shoe", "boot", "sandal", "sneaker", *_STANDING_FOOD,
})  # fmt: skip
_RESTING_PREPS = frozenset({"on", "under", "next to", "behind", "in front of", "between"})
_RESTING_THINGS = tuple(sorted(_LYING | _STANDING))


def _resting(c: Clause) -> str | None:
    """The verb key "lie" or "stand" when a be-clause says where a thing lies or stands (on, under, beside …)."""
    if c.verb != "be" or c.pp is None or c.pp.prep not in _RESTING_PREPS or c.pp.np is None or c.wh is not None:
        return None
    noun = c.subj.noun
    if noun is None or c.subj.also is not None:
        return None
    return "lie" if noun in _LYING else "stand" if noun in _STANDING else None


def _seit_verb(verb: str, obj: NP | None) -> bool:
    return verb in _SEIT_VERBS or (verb == "have" and obj is not None and obj.noun is not None
                                   and NOUNS[obj.noun].cls == "animal" and obj.det in POSSESSIVES)  # fmt: skip


def _seit(c: Clause) -> bool:
    """An English present perfect of something still going on, with for + a span: the German present with seit."""
    return c.tense == "perf" and c.time in _SEIT


def _de_verbs(c: Clause, p: str) -> tuple[Token, list[Token], Token | None]:
    """(finite verb, right bracket words, the verb-final fused form of a separable finite)."""
    v, fin = p + "v", p + "fin"
    person = c.subj.de_person if c.wh != "who" and not _feels(c) else 2  # mir ist kalt: ist, whoever is cold
    key = _de_verb_key(c)  # be late → kommen, walk → gehen / spazieren gehen / laufen, go by bus → fahren
    if key == "be":
        be = "haben" if _said_with_haben(c) else "be"  # I am hungry → ich habe Hunger
        inf, part, aux = ("haben", "gehabt", "haben") if _said_with_haben(c) else ("sein", "gewesen", "sein")

        def finite_main(tense: str) -> str:
            return _irregular(be, "past" if tense == "past" else "pres", person)

        sep = ""
    else:
        verb = VERBS[key]
        sep, part, aux = verb.sep, verb.part, verb.aux
        inf = sep + (" " if verb.apart else "") + verb.de  # anrufen; spazieren gehen stays two words

        def finite_main(tense: str) -> str:
            return _de_past(verb, person) if tense == "past" else _de_present(verb, person)

    apart = key != "be" and VERBS[key].apart  # schwimmen gehen, zu Mittag essen: never fused

    def words(text: str) -> list[Token]:
        """Bracket words; the complement of an apart verb is linked word by word to the English particle."""
        out = [_t(w, v) for w in text.split()]
        if apart and VERBS[c.verb].links:  # without links (stop → stehen bleiben) the complement is the verb's
            links = VERBS[c.verb].links
            for j in range(len(sep.split())):
                out[j] = (out[j][0], frozenset(f"{p}vp{i}" for i, jj in links if jj == j))
        return out

    if c.modal is not None:
        key = "past" if c.tense == "past" else "pres"
        if c.modal == "should" and c.mood != "decl" and c.subj.pronoun in ("I", "we"):
            key = "ask"  # Should I / we …? → Soll ich / Sollen wir …? (an offer or a suggestion, not sollte)
        return _t(_irregular(c.modal, key, person), fin), words(inf), None
    if c.tense == "fut":
        return _t(_irregular("werden", "pres", person), fin), words(inf), None
    seit = _seit(c)  # have lived … for five years → wohnt seit fünf Jahren: the present (have → the finite verb too)
    if (c.tense == "perf" and not seit) or c.de_perfect:
        hab = _irregular("be" if aux == "sein" else "haben", "pres", person)
        return _t(hab, fin), words(part), None
    finite = finite_main("pres" if seit else c.tense)
    keys = (v, fin) if seit else (v,)
    if sep:
        return _t(finite, *keys), words(sep), None if apart else _t(sep + finite, *keys)
    return _t(finite, *keys), [], None


_REFLEXIVE = {"acc": ("mich", "dich", "sich", "uns", "sich"), "dat": ("mir", "dir", "sich", "uns", "sich")}


_BODY_CARE = frozenset({"wash", "brush"})  # Ich putze mir die Zähne. Wasch dir die Hände!
_BODY_RAISED = frozenset({"put up (hand)"})  # pass 27: one's own body part with the article alone: Heb die Hand!
# my head, not my heads
_ONE_EACH = frozenset({"head", "stomach", "neck", "face", "nose", "mouth", "body", "hair", "back"})


def _body(np: NP | None) -> bool:
    return np is not None and np.noun is not None and np.also is None and NOUNS[np.noun].cls == "body"


def _own_body_object(c: Clause, verbs: frozenset[str]) -> bool:
    """A body part, not asked for, as the object of one of `verbs` (_BODY_CARE: wash your hands; _BODY_RAISED: put
    your hand up)."""
    return c.verb in verbs and _body(c.obj) and c.wh not in _ASKED_OBJECT


def _cares_for_body(c: Clause) -> bool:
    """Brush your teeth, wash your hands: a body part as the object of a verb of care (German: a dative)."""
    return _own_body_object(c, _BODY_CARE)


def _raises_body(c: Clause) -> bool:
    """Put your hand up: one's own body part moved, the German article without a dative (Heb die Hand!)."""
    return _own_body_object(c, _BODY_RAISED)


_OWN_POSSESSIVE = {pronoun: poss for poss, pronoun in _POSS_OWNER.items()}  # I → my, we → our


def _own_possessive(subj: NP) -> str:
    """The possessive of the subject itself: I → my, the queen → her, the children → their."""
    if subj.pronoun is not None:
        return _OWN_POSSESSIVE.get(subj.pronoun, "their")
    if subj.also is not None:
        people = {np.pronoun for np in _coordinated([subj])}
        return "our" if "I" in people or "we" in people else "your" if "you" in people else "their"
    if subj.plural:
        return "their"
    return "her" if subj.noun in _FEMALE or subj.fem else "his"


def _body_dative(c: Clause, p: str) -> tuple[NP | None, NP | None, list[Token]]:
    """A body part with a possessive: German says whose with a dative and uses the article (My head hurts. → Mir
    tut der Kopf weh.; I brush my teeth. → Ich putze mir die Zähne.). Returns the subject and object to render and
    the dative pronoun (keyed to the English possessive)."""
    s, o = c.subj, c.obj
    if c.verb == "hurt" and _body(s) and s.det in POSSESSIVES:
        pron = PRONOUNS[_POSS_OWNER[s.det]][2]
        return replace(s, det="the"), o, [_t(pron, p + "sd")]
    if _cares_for_body(c) and o.det in POSSESSIVES:
        refl = _REFLEXIVE["dat"][c.subj.de_person if c.wh != "who" else 2]
        return s, replace(o, det="the"), [_t(refl, p + "od")]
    if _raises_body(c) and o.det in POSSESSIVES:  # Put your hand up! → Heb die Hand!
        return s, replace(o, det="the"), []
    return s, o, []


def _reflexive(c: Clause, p: str) -> list[Token]:
    """The reflexive pronoun of a reflexive verb, in the subject's person: ich setze mich, schau dir … an."""
    verb = VERBS.get(c.verb)
    if verb is None or not verb.refl:
        return []
    person_obj = c.obj is not None and (c.obj.pronoun in _PERSON_PRONOUNS or c.obj.noun in _PEOPLE)
    if verb.refl == "dat" and person_obj:
        return []  # look at me → schau mich an; look at the teacher → schau den Lehrer an
    return [_t(_REFLEXIVE[verb.refl][c.subj.de_person if c.wh != "who" else 2], p + "v")]


# be hungry/thirsty → Hunger/Durst haben (ich habe Hunger, hast du Durst?, er hatte keinen Hunger)
HUNGER = ("hungry", "thirsty")
# be + an adjective German says with haben + a noun: the noun, its kein and its "very" (großen Hunger, große Verspätung)
_HABEN_NOUNS = {
    "hungry": ("Hunger", "keinen", "großen"), "thirsty": ("Durst", "keinen", "großen"),
    "late": ("Verspätung", "keine", "große"),  # a vehicle only (_delayed); a late person kommt zu spät
    "afraid": ("Angst", "keine", "große"),  # pass 30: I'm afraid of dogs. → Ich habe Angst vor Hunden.
}  # fmt: skip
_HABEN_ADJECTIVES = frozenset(_HABEN_NOUNS) - {"late"}  # of anyone (late only of a vehicle: _delayed)


_WELL = ("well", "very well")  # how well one does it: gut, sehr gut (place adverbs by their rendering)


def _well_done(c: Clause) -> bool:
    """How well one does it (pass 29, 32): She speaks English very well. → Sie spricht sehr gut Englisch."""
    return c.pp is not None and c.pp.prep in _WELL


def _said_with_haben(c: Clause) -> bool:
    """be + an adjective that German says as haben + a noun: hungry → Hunger haben, the bus is late → Verspätung."""
    return c.verb == "be" and (c.pred_adj in _HABEN_ADJECTIVES or _delayed(c))


_FELT = frozenset({"cold", "hot", "warm"})  # what a person feels: I'm cold. → Mir ist kalt. (pass 45)


def _feels(c: Clause) -> bool:
    """A person who is cold, hot or warm: German says it with a dative and ist (Mir ist kalt. Ist dir warm?)."""
    subj = c.subj  # not a name, whose dative would not show (Peter ist kalt reads as what Peter is like), nor a
    # bare plural, which has no article to show it either (Actors were cold. is not "Schauspielern war kalt.")
    bare = subj.noun is not None and subj.det == "none"
    return (
        c.verb == "be" and c.pred_adj in _FELT and subj.also is None and _personal(subj) and not _is_name(subj)
        and not bare
    )  # fmt: skip


def _delayed(c: Clause) -> bool:
    """The bus is late. → Der Bus hat Verspätung. (a vehicle is not "zu spät")"""
    return c.verb == "be" and c.pred_adj == "late" and c.subj.noun is not None and NOUNS[c.subj.noun].cls == "vehicle"


def _late(c: Clause) -> bool:
    """be late → zu spät kommen (Why are you late? → Warum kommst du zu spät?)"""
    return c.verb == "be" and c.pred_adj == "late" and not _delayed(c)


_PLAY_VERBS = frozenset({"play sport", "play music", "play more sport"})  # a bare German object: Fußball spielen


_LIKING = frozenset({"like", "love", "hate"})


def _weather(c: Clause) -> bool:
    """It rains, snows, or is cold, sunny, windy …: a statement about the weather."""
    weather = c.verb in ("rain", "snow") or (c.verb == "be" and c.pred_adj in _WEATHER_ADJECTIVES)
    return weather and c.subj.pronoun == "it"


def _predicative(c: Clause, adj: str) -> str:
    """The German of a predicative adjective, in its thing sense when the subject is a thing (pass 22: Das Wetter
    ist schön. Die Straßen sind voll.; but Er ist nett. Ich bin beschäftigt.)."""
    adjective = ADJECTIVES[adj]
    subj = c.subj
    if subj is None or subj.noun is None:
        thing = subj is not None and (subj.pronoun in ("it", "this", "that") or subj.pronoun in ANAPHORS)
    else:
        thing = _of_thing(adjective, NOUNS[subj.noun])
    return adjective.german(thing)[0]


def _comparative(c: Clause, adj: str) -> str:
    """The German comparative of a predicative adjective, of its thing sense when the subject is a thing (Er ist
    netter als ich.; Das Wetter ist heute schöner.)."""
    if adj in _THING_COMPARATIVES and _predicative(c, adj) != ADJECTIVES[adj].de:
        return _THING_COMPARATIVES[adj]
    return COMPARATIVES[adj][1]


def _given(np: NP | None) -> bool:
    """A noun phrase of a known thing or person: the, this/that, a possessive, an owner, a name (not a pronoun).

    A given dative object stands before the time in the middle field: Ich gebe meinem Hund jeden Morgen Wasser.
    Ich helfe meiner Mutter heute. (A new one after it: Ich gebe heute einem Kind einen Apfel.)"""
    if np is None or np.pronoun is not None or np.noun is None:
        return False
    return np.det in _DEFINITE or np.det in POSSESSIVES or np.owner is not None or _is_name(np)


def _kein_applies(np: NP | None) -> bool:
    return (
        np is not None
        and np.noun is not None
        and np.det in ("a", "job", "any", "none", "the_")
        and NOUNS[np.noun].cls != "placename"
        and not _is_name(np)
        and not _definite_bare(np)
    )


def _definite_bare(np: NP) -> bool:
    """A meal or a season said without an article, with der, die or das in German (Ich mag den Winter nicht.)"""
    noun = NOUNS[np.noun]  # type: ignore[index]
    return np.det == "none" and not np.plural and noun.cls in ("meal", "season")


# A negated quantity takes nicht right before it (pass 22 for many / much / a lot of): Iss nicht alle Kekse!, Wir haben
# nicht viel Zeit., Es gibt nicht viele Autos in unserem Dorf. (never "Wir haben viel Zeit nicht.")
_NICHT_BEFORE = frozenset({"all the", "many", "much", "a lot of"})


def _de_clause(c: Clause, p: str, order: str) -> list[Token]:
    """German clause in ``v2`` (first constituent + verb), ``v1`` (verb first) or ``vf`` (verb last)."""
    finite, bracket, fused = _de_verbs(c, p)
    neg = p + "neg"
    kein_np = None
    if c.neg and not c.gern:
        if c.verb in VERBS and VERBS[c.verb].kein:  # wir machen keine Fotos: kein before the noun of the complement
            noun = VERBS[c.verb].sep.split()[0]
            at = next(i for i, (w, _) in enumerate(bracket) if w == noun)
            kein = VERBS[c.verb].kein.split()  # keine Fotos; keine Erkältung for eine Erkältung (pass 44)
            article = len(kein) > 1  # the complement's article gives way to kein
            bracket = bracket[:at] + [_t(kein[0], neg)] + bracket[at + article :]
            kein_np = "verb"
        elif _said_with_haben(c):  # I am not hungry → ich habe keinen Hunger
            kein_np = "hunger"
        elif c.verb in ("be", "become") and _kein_applies(c.pred_np):  # Sie will keine Ärztin werden.
            kein_np = "pred"
        elif (
            c.obj is not None
            and c.verb in VERBS
            and VERBS[c.verb].case == "acc"
            and not VERBS[c.verb].de_prep
            and _kein_applies(c.obj)
            and not (c.verb in _LIKING and NOUNS[c.obj.noun].bare)  # type: ignore[union-attr,index]
            and not _well_done(c)  # Er spielt nicht sehr gut Klavier. (not: sehr gut kein Klavier)
        ):  # I don't like maths. → Ich mag Mathe nicht. (but: Ich spreche kein Deutsch.)
            kein_np = "obj"
    first: list[Token] = []
    body_subj, body_obj, body_dat = _body_dative(c, p)
    if body_dat or body_obj is not c.obj:  # a dative, or the article alone (Heb die Hand!)
        c = replace(c, subj=body_subj, obj=body_obj)
    subj = _de_np(c.subj, "dat" if _feels(c) else "nom", p + "s")  # I'm cold. → Mir ist kalt. (pass 45)
    if c.wh == "who":
        first = [_t("wer", p + "wh", p + "sn")]
        subj = []
    elif c.wh == "how old":
        first = [_t("wie", p + "wh"), _t("alt", p + "pa")]
    elif c.wh == "how adj":
        first = [_t("wie", p + "wh"), _t(_predicative(c, c.pred_adj), p + "pa")]  # type: ignore[arg-type]
    elif c.wh in _FRONTED_OBJECT:
        first = _de_np(c.obj, "acc", p + "o")  # type: ignore[arg-type]
    elif c.mood == "wh":
        word = WH[c.wh]  # type: ignore[index]
        if c.wh == "where" and c.pp is not None and c.pp.prep in _WHITHER:
            word = "wohin"
        first = _wh_tokens(c.wh, word.split(), p)  # type: ignore[arg-type]
    time = _time_tokens(c.time, p)[1]
    if c.time in _PARTS_OF_DAY and c.freq is not None and c.tense in ("pres", "past") and not c.prog:
        time = [_t(_PARTS_OF_DAY[c.time], p + "t0", p + "t1", p + "t2")]  # a habit (pass 44): nie abends, immer morgens
    # verb first/last: the time stays in the middle field; a weather statement keeps the English order (pass 41:
    # It was very cold yesterday. → Es war gestern sehr kalt.; Yesterday it was very cold. → Gestern war es …)
    if c.front_time and order == "v2" and c.mood == "decl":
        first, time = time, []
    yet, time = (time, []) if c.time in ("yet", "yet?") else ([], time)
    manner: list[Token] = []  # not early → nicht früh: negated, früh and spät follow nicht (pass 45; was "früh nicht")
    if c.neg and c.time is not None and (c.time in _EARLY_TIMED or c.time in _EARLY_LATE) and time:
        cut = len(time) - (2 if c.time.startswith("very") else 1)
        time, manner = time[:cut], time[cut:]
    mid: list[Token] = []
    compared: list[Token] = []  # als + the compared noun phrase, when there is one
    obj_pron: list[Token] = []
    has_obj = c.obj is not None and c.wh not in _ASKED_OBJECT  # an object in the middle field (not asked)
    all_obj = has_obj and c.neg and not c.gern and c.obj.det in _NICHT_BEFORE  # type: ignore[union-attr]
    if has_obj:
        case = VERBS[c.verb].case
        o = _de_np(c.obj, case, p + "o", neg if kein_np == "obj" else None)
        de_prep = VERBS[c.verb].de_prep
        if de_prep:  # warte auf den Bus; nicht comes before it
            o = ([_t("nicht", neg)] if c.neg and not c.gern else []) + [_t(de_prep, p + "op")] + o
            mid_obj = o
        elif c.obj.pronoun is not None:
            obj_pron = o
        else:
            if all_obj:  # Iss nicht alle Kekse! Ich habe nicht viel Zeit.: nicht negates the quantity, before it
                o = [_t("nicht", neg)] + o
            mid_obj = o
    if c.iobj is not None and c.iobj.pronoun is not None:
        obj_pron = _de_np(c.iobj, "dat", p + "i") + obj_pron
    obj_pron += _reflexive(c, p)  # after an accusative pronoun: Schau es dir an!
    if c.for_whom is not None:  # Die Schuhe sind mir zu klein. Ist dir die Jacke zu groß?
        obj_pron += _de_np(NP(pronoun=c.for_whom), "dat", p + "fw")
    if body_dat and c.verb == "hurt" and order == "v2" and c.mood == "decl" and not first:
        first = body_dat  # Mir tut der Kopf weh.
    else:
        obj_pron += body_dat  # Tut dir der Bauch weh? Heute tut mir der Kopf weh. Ich putze mir die Zähne.
    dative_first = c.iobj is not None and _given(c.iobj)  # before the time: gebe meinem Hund jeden Morgen Wasser
    if dative_first:
        mid += _de_np(c.iobj, "dat", p + "i")  # type: ignore[arg-type]
    # a given object before the time: a dative one (helfe meiner Mutter heute (nicht); danke dem Lehrer immer) and
    # one counted (habe diesen Film dreimal gesehen; pass 41)
    obj_first = has_obj and not VERBS[c.verb].de_prep and _given(c.obj)
    obj_first = obj_first and ((VERBS[c.verb].case == "dat" and not all_obj) or c.time in _TIMES_IN_ALL)
    if obj_first:
        mid += mid_obj
    clock_time = c.freq in _HOW_OFTEN and any(w == "um" for w, _ in time)
    if not clock_time:  # am Sonntag oft, in der Pause immer: a day or a part of it before how often
        mid += time
    if c.freq:
        if c.freq == "never" and c.tense == "perf":  # have never → noch nie (not yet, ever)
            mid.append(_t("noch", p + "f"))
        elif c.freq == "ever":  # Have you ever seen …? → Hast du schon einmal … gesehen?
            mid.append(_t("schon", p + "f"))
        mid.append(_t(FREQUENCY[c.freq], p + "f"))
    if clock_time:  # Ich gehe normalerweise um elf ins Bett. Der Film endet immer um drei.
        mid += time
    if c.gern:
        mid += ([_t("nicht", neg)] if c.neg else []) + [_t("gern", p + "g")]
    if c.with_ is not None:  # Sie geht jeden Tag mit ihrer Schwester zur Schule. (pass 45)
        mid += [_t("mit", p + "wm")] + _de_np(c.with_, "dat", p + "w")
    if c.iobj is not None and c.iobj.pronoun is None and not dative_first:
        mid += _de_np(c.iobj, "dat", p + "i")
    prep_obj = has_obj and bool(VERBS[c.verb].de_prep)
    late: list[Token] = []  # spielen im Park Fußball: a game or an instrument closes the middle field
    # warte vor dem Kino auf dich; but a direction after the object: fahre mit dem Bus zur Schule
    place_first = prep_obj and c.pp is not None and c.wh != "where" and c.pp.prep not in _WHITHER
    if place_first:
        mid += _de_pp(c.pp, p + "p")  # type: ignore[arg-type]
    if has_obj and (c.obj.pronoun is None or prep_obj) and not obj_first:  # type: ignore[union-attr]
        if c.verb in _PLAY_VERBS or _well_done(c):  # spricht sehr gut Englisch
            late = mid_obj
        else:
            mid += mid_obj
    if c.verb == "be" and c.pred_adj is not None and c.pp is not None and c.wh != "where" and not place_first:
        mid += _de_pp(c.pp, p + "p")  # Es ist draußen (nicht) kalt. Der Fluss ist hier sehr tief.
        place_first = True
    if c.neg and kein_np is None and not c.gern and not prep_obj and not all_obj:
        here = c.pp is not None and c.pp.prep in _HERE_THERE and c.verb != "be" and c.wh != "where"
        if here and not place_first:  # Du kannst hier nicht parken. (but: Er ist nicht hier.)
            mid += _de_pp(c.pp, p + "p")  # type: ignore[arg-type]
            place_first = True
        mid.append(_t("nicht", neg))
    mid += manner
    if c.best:  # Ich mag Katzen am liebsten. Welches Tier magst du am liebsten?
        mid += [_t("am", p + "best"), _t("liebsten", p + "best")]
    if c.result is not None:  # streiche das Zimmer (nicht) blau
        mid.append(_t(ADJECTIVES[c.result].de, p + "res"))
    if c.price is not None and c.wh != "how much":
        amount = "einen" if c.price == 1 else number_words(c.price)[1]  # kostet einen Euro
        mid += [_t(amount, p + "num"), _t("Euro", p + "eur")]
    if c.degree is not None and _said_with_haben(c):
        mid.append(_t(_HABEN_NOUNS[c.pred_adj][2], p + "deg"))  # type: ignore[index]  # very hungry → großen Hunger
    elif c.degree is not None:
        mid.append(_t(ADVERBS[c.degree], p + "deg"))
    if _said_with_haben(c):  # habe (großen / keinen) Hunger (und Durst); hat (keine) Verspätung
        noun, kein, _ = _HABEN_NOUNS[c.pred_adj]  # type: ignore[index]
        mid += ([_t(kein, neg)] if kein_np == "hunger" else []) + [_t(noun, p + "pa")]
        if c.pred_adj2 is not None:
            mid += [_t("und", p + "pa&"), _t(_HABEN_NOUNS[c.pred_adj2][0], p + "pa2")]
        if c.feared is not None:  # Angst vor + the dative, right after Angst
            mid += [_t("vor", p + "fo")] + _de_np(c.feared, "dat", p + "f")
    elif c.pred_adj is not None and c.wh != "how adj":
        if _late(c):
            mid.append(_t("zu", p + "pa"))  # zu spät (kommen)
        mid.append(_t(_comparative(c, c.pred_adj) if c.than or c.cmp else _predicative(c, c.pred_adj), p + "pa"))
        if c.pred_adj2 is not None:
            mid += [_t("und", p + "pa&"), _t(_predicative(c, c.pred_adj2), p + "pa2")]
        if c.than is not None:
            compared = [_t("als", p + "als")] + _de_np(c.than, "nom", p + "c")
            mid += compared
    if c.pred_np is not None:
        mid += _de_np(c.pred_np, "nom", p + "q", neg if kein_np == "pred" else None)
    if c.age is not None and c.wh != "how old":
        mid.append(_t(number_words(c.age)[1], p + "num"))
        if not c.bare_age:
            mid += [_t("Jahr" if c.age == 1 else "Jahre", p + "yr"), _t("alt", p + "pa")]
    if c.by == "foot":
        mid += [_t("zu", p + "by"), _t("Fuß", p + "bn")]
    elif _walks_to(c):
        mid += [_t("zu", p + "v"), _t("Fuß", p + "v")]
    elif c.by is not None:
        by_np = _de_np(NP(noun=c.by), "dat", p + "b")
        mid += [_t("mit", p + "by"), _t(by_np[0][0], p + "by"), _t(by_np[1][0], p + "bn")]
    if c.pp is not None and c.wh != "where" and not place_first:
        mid += _de_pp(c.pp, p + "p")
    mid += late
    if yet:  # not … yet → noch nicht / noch kein: noch stands right before the negation (das Buch noch nicht)
        at = next((i for i, t in enumerate(mid) if neg in t[1]), len(mid))
        mid = mid[:at] + yet + mid[at:]
    # Pronoun objects come right after the finite verb, before a noun subject (folgt uns ein Affe).
    inner = obj_pron + subj if c.subj.pronoun is None else subj + obj_pron
    if c.please:  # bitte opens the middle field after the pronouns: Gib mir bitte …, Wo ist bitte der Bahnhof?
        bitte = [_t("bitte", p + "pl")]
        inner = obj_pron + bitte + subj if c.subj.pronoun is None else inner + bitte
    if order == "vf":
        verbs = [fused] if fused is not None else bracket + [finite]
        if compared:  # the comparison follows the verb: …, dass Hunde besser sind als Katzen. (pass 25)
            kept = [t for t in mid if not any(t is x for x in compared)]
            return first + inner + kept + verbs + compared
        return first + inner + mid + verbs
    if order == "v1" or (c.mood == "yn"):
        return [finite] + inner + mid + bracket
    if not first:
        return subj + [finite] + obj_pron + mid + bracket
    return first + [finite] + inner + mid + bracket


# ---------------------------------------------------------------------------------------------
# Whole sentences


_CONTRACTIONS = {
    ("do", "not"): "don't", ("does", "not"): "doesn't", ("did", "not"): "didn't", ("is", "not"): "isn't",
    ("are", "not"): "aren't", ("was", "not"): "wasn't", ("were", "not"): "weren't", ("has", "not"): "hasn't",
    ("have", "not"): "haven't", ("will", "not"): "won't", ("can", "not"): "can't", ("should", "not"): "shouldn't",
    ("could", "not"): "couldn't", ("I", "am"): "I'm", ("it", "is"): "it's", ("he", "is"): "he's",
    ("she", "is"): "she's", ("we", "are"): "we're", ("they", "are"): "they're", ("you", "are"): "you're",
    ("what", "is"): "what's", ("there", "is"): "there's", ("I", "would"): "I'd", ("where", "is"): "where's",
    ("who", "is"): "who's", ("how", "is"): "how's", ("that", "is"): "that's", ("must", "not"): "mustn't",
}  # fmt: skip


# an auxiliary after a subject pronoun: I've seen, I've got, we'll go, she's eaten (not "I've a dog", "I've not")
_AUX_CONTRACTIONS = {
    **{(s, "have"): f"{s}'ve" for s in ("I", "you", "we", "they")},
    **{(s, "has"): f"{s}'s" for s in ("he", "she", "it")},
    **{(s, "will"): f"{s}'ll" for s in ("I", "you", "he", "she", "it", "we", "they")},
}


def _contract(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for i, (word, keys) in enumerate(tokens):
        following = tokens[i + 1][0] if i + 1 < len(tokens) else ""
        aux = any(k.endswith("fin") for k in keys) or following == "got"  # have as an auxiliary, has got
        if out and (out[-1][0], word) in _CONTRACTIONS:
            prev, prev_keys = out.pop()
            out.append((_CONTRACTIONS[prev, word], prev_keys | keys))
        # I haven't, I won't; never "I've to go" (have to: pass 28)
        elif out and (out[-1][0], word) in _AUX_CONTRACTIONS and aux and following not in ("not", "to"):
            prev, prev_keys = out.pop()
            out.append((_AUX_CONTRACTIONS[prev, word], prev_keys | keys))
        else:
            out.append((word, keys))
    return out


def _join_cannot(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for word, keys in tokens:
        if out and out[-1][0] == "can" and word == "not":
            out[-1] = ("cannot", out[-1][1] | keys)
        else:
            out.append((word, keys))
    return out


def _attach(tokens: list[Token], index: int, mark: str) -> None:
    word, keys = tokens[index]
    tokens[index] = (word + mark, keys)


def _please_last(tokens: list[Token], word: str, key: str) -> None:
    """…, please / …, bitte: a comma after the last word, then `word`."""
    _attach(tokens, len(tokens) - 1, ",")
    tokens.append(_t(word, key))


def _capitalise(tokens: list[Token]) -> None:
    word, keys = tokens[0]
    tokens[0] = (word[0].upper() + word[1:], keys)


# stop / start + the weather's -ing: English base, 3sg, past, participle; German er-present, past, participle, prefix
_WEATHER_CHANGES = {
    "stop": (("stop", "stops", "stopped", "stopped"), ("hört", "hörte", "aufgehört"), "auf"),
    "start": (("start", "starts", "started", "started"), ("fängt", "fing", "angefangen"), "an"),
}


def weather_change(weather: str, change: str, tense: str = "past", question: bool = False,
                   to: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:  # fmt: skip
    """It has stopped raining. → Es hat aufgehört zu regnen. It started to snow. → Es fing an zu schneien. Did it
    stop raining? → Hat es aufgehört zu regnen? (a did-question is a German Perfekt; the zu-infinitive comes last).
    ``to``: start + to + infinitive instead of the -ing form."""
    en_forms, de_forms, prefix = _WEATHER_CHANGES[change]
    it_en, it_de = _t("it", "s"), _t("es", "s")
    if tense == "perf" or (tense == "past" and question):
        aux_en = _t("has", "a") if tense == "perf" else _t("did", "a")
        verb_en = _t(en_forms[3] if tense == "perf" else en_forms[0], "v")
        aux_de, verb_de = _t("hat", "a"), _t(de_forms[2], "v")
        en = [aux_en, it_en, verb_en] if question else [it_en, aux_en, verb_en]
        de = [aux_de, it_de, verb_de] if question else [it_de, aux_de, verb_de]
    else:
        en = [it_en, _t(en_forms[2] if tense == "past" else en_forms[1], "v")]
        de = [it_de, _t(de_forms[1] if tense == "past" else de_forms[0], "v"), _t(prefix, "v")]
    forms = VERBS[weather].en
    en += [_t("to", "i"), _t(forms[0], "i")] if to else [_t(forms[4], "i")]
    return tuple(en), (*de, _t("zu", "i"), _t(VERBS[weather].de, "i"))


def there_is(np: NP, pp: PP | None, tense: str = "pres", neg: bool = False, question: bool = False,
             time: str | None = None) -> tuple[tuple[Token, ...], tuple[Token, ...]]:  # fmt: skip
    """There is a cat in the garden → Es gibt eine Katze im Garten (es gibt + accusative)."""
    question = question or np.det == "how many"
    plural = np.plural or (np.noun is not None and NOUNS[np.noun].g == "pl")
    be = ("was" if tense == "past" else "is") if not plural else ("were" if tense == "past" else "are")
    gibt = "gab" if tense == "past" else "gibt"
    kein = neg and _kein_applies(np)
    en_np = _en_np(np, "o", "acc")
    if kein and np.det not in ("a", "any"):
        en_neg = [_t("no", "neg")]
    else:
        en_neg = [_t("not", "neg")] if neg else []
    en_there, en_be = [_t("there", "es")], [_t(be, "gibt")]
    en = (en_be + en_there if question else en_there + en_be) + en_neg + en_np
    de_np = _de_np(np, "acc", "o", "neg" if kein else None)
    de = [_t(gibt, "gibt"), _t("es", "es")] if question else [_t("es", "es"), _t(gibt, "gibt")]
    if np.det == "how many":  # How many days are there in a week? → Wie viele Tage gibt es in einer Woche?
        en, de, de_np = en_np + en_be + en_there, de_np + de, []
    if time is not None:
        en_t, de_t, links = TIME[time]
        de += [_t(w, *(f"t{i}" for i, j in links if j == jj)) for jj, w in enumerate(de_t)]
    if neg and not kein and np.det in _NICHT_BEFORE:  # Es gibt nicht viele Autos …
        de += [_t("nicht", "neg")] + de_np
    else:
        de += de_np + ([_t("nicht", "neg")] if neg and not kein else [])
    if pp is not None:
        en += _en_pp(pp, "p")
        de += _de_pp(pp, "p")
    if time is not None:
        en += [_t(w, f"t{i}") for i, w in enumerate(TIME[time][0])]
    return tuple(en), tuple(de)


_NAME_SUBJECTS = {"my": "I", "your": "you", "his": "he", "her": "she"}


def my_name(owner: str, name: str | None, question: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """My name is Anna → Ich heiße Anna; What is your name? → Wie heißt du? (name is → heißen)."""
    pron = _NAME_SUBJECTS[owner]
    heisst = ("heiße", "heißt", "heißt")[min(PRONOUNS[pron][3], 2)]
    subj = [_t(owner, "s")]
    if question:
        en = [_t("what", "wh"), _t("is", "v")] + subj + [_t("name", "v")]
        return tuple(en), (_t("wie", "wh"), _t(heisst, "v"), _t(PRONOUNS[pron][0], "s"))
    assert name is not None
    en = subj + [_t("name", "v"), _t("is", "v"), _t(NOUNS[name].en, "n")]
    return tuple(en), (_t(PRONOUNS[pron][0], "s"), _t(heisst, "v"), _t(NOUNS[name].de, "n"))


def owner_name(
    owner: NP, name: str | None, question: bool = False, called: bool = False
) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """My dog's name is Max. → Mein Hund heißt Max.; What is your sister's name? → Wie heißt deine Schwester?
    With `called` (pass 43): My best friend is called Lena. → Meine beste Freundin heißt Lena.; What is your dog
    called? → Wie heißt dein Hund? (is and called → heißt)."""
    en = _en_np(owner, "s")
    de = _de_np(owner, "nom", "s")
    if not called:
        last, keys = en[-1]
        en[-1] = (last + "'s", keys)
    if question:
        said = [_t("called" if called else "name", "v")]
        return tuple([_t("what", "wh"), _t("is", "v")] + en + said), tuple([_t("wie", "wh"), _t("heißt", "v")] + de)
    assert name is not None
    verb = [_t("is", "v"), _t("called", "v")] if called else [_t("name", "v"), _t("is", "v")]
    return tuple(en + verb + [_t(NOUNS[name].en, "n")]), tuple(de + [_t("heißt", "v"), _t(NOUNS[name].de, "n")])


# Greetings: English words, German words, links.
GREETINGS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[int, int], ...]]] = {
    "hello": (("hello",), ("hallo",), ((0, 0),)),
    "hi": (("hi",), ("hallo",), ((0, 0),)),
    "good morning": (("good", "morning"), ("guten", "Morgen"), ((0, 0), (1, 1))),
    "good evening": (("good", "evening"), ("guten", "Abend"), ((0, 0), (1, 1))),
    "good night": (("good", "night"), ("gute", "Nacht"), ((0, 0), (1, 1))),
    "goodbye": (("goodbye",), ("auf", "Wiedersehen"), ((0, 0), (0, 1))),
    "bye": (("bye",), ("tschüss",), ((0, 0),)),
    "thank you": (("thank", "you"), ("danke",), ((0, 0), (1, 0))),
    "thanks": (("thanks",), ("danke",), ((0, 0),)),
    "see you tomorrow": (("see", "you", "tomorrow"), ("bis", "morgen"), ((0, 0), (1, 0), (2, 1))),
    "how are you": (("how", "are", "you"), ("wie", "geht", "es", "dir"), ((0, 0), (1, 1), (1, 2), (2, 3))),
    "i am fine": (("I", "am", "fine"), ("mir", "geht", "es", "gut"), ((0, 0), (1, 1), (1, 2), (2, 3))),
    # pass 26: what a class says and hears every day
    "thank you very much": (("thank", "you", "very", "much"), ("vielen", "Dank"), ((0, 1), (1, 1), (2, 0), (3, 0))),
    "no thank you": (("no,", "thank", "you"), ("nein,", "danke"), ((0, 0), (1, 1), (2, 1))),
    "yes please": (("yes,", "please"), ("ja,", "bitte"), ((0, 0), (1, 1))),
    "well done": (("well", "done"), ("gut", "gemacht"), ((0, 0), (1, 1))),
    "good afternoon": (("good", "afternoon"), ("guten", "Tag"), ((0, 0), (1, 1))),
    "see you soon": (("see", "you", "soon"), ("bis", "bald"), ((0, 0), (1, 0), (2, 1))),
    "see you later": (("see", "you", "later"), ("bis", "später"), ((0, 0), (1, 0), (2, 1))),
    "have a nice weekend": (("have", "a", "nice", "weekend"), ("schönes", "Wochenende"),
                            ((0, 0), (1, 0), (2, 0), (3, 1))),
    "have a nice day": (("have", "a", "nice", "day"), ("schönen", "Tag"), ((0, 0), (1, 0), (2, 0), (3, 1))),
    "happy birthday": (("happy", "birthday"), ("alles", "Gute", "zum", "Geburtstag"), ((0, 0), (0, 1), (0, 2), (1, 3))),
    "good luck": (("good", "luck"), ("viel", "Glück"), ((0, 0), (1, 1))),
    "sorry": (("sorry",), ("Entschuldigung",), ((0, 0),)),
    "excuse me": (("excuse", "me"), ("Entschuldigung",), ((0, 0), (1, 0))),
    "i am sorry": (("I", "am", "sorry"), ("es", "tut", "mir", "leid"), ((0, 2), (1, 1), (2, 0), (2, 3))),
    "you are welcome": (("you", "are", "welcome"), ("gern", "geschehen"), ((0, 0), (1, 1), (2, 0), (2, 1))),
    "be quick": (("be", "quick"), ("beeil", "dich"), ((0, 0), (1, 0), (0, 1))),  # pass 27: Be quick! → Beeil dich!
    "how do you say this in german": (("how", "do", "you", "say", "this", "in", "German"),
                                      ("wie", "sagt", "man", "das", "auf", "Deutsch"),
                                      ((0, 0), (1, 1), (2, 2), (3, 1), (4, 3), (5, 4), (6, 5))),
    # pass 30: a class asks what a word means (mean → bedeuten: does and mean both on bedeutet)
    "what does this word mean": (("what", "does", "this", "word", "mean"), ("was", "bedeutet", "dieses", "Wort"),
                                 ((0, 0), (1, 1), (2, 2), (3, 3), (4, 1))),
    "what does this sentence mean": (("what", "does", "this", "sentence", "mean"),
                                     ("was", "bedeutet", "dieser", "Satz"), ((0, 0), (1, 1), (2, 2), (3, 3), (4, 1))),
    "what does that mean": (("what", "does", "that", "mean"), ("was", "bedeutet", "das"),
                            ((0, 0), (1, 1), (2, 2), (3, 1))),
}  # fmt: skip
# the greetings asked, and those never followed by a name (How are you? I am fine, Tom. is not said)
GREETING_QUESTIONS = frozenset({"how are you", "how do you say this in german", "what does this word mean",
                                "what does this sentence mean", "what does that mean"})  # fmt: skip
_GREETINGS_UNNAMED = GREETING_QUESTIONS | {"i am fine", "i am sorry", "yes please", "no thank you", "you are welcome"}


def greeting(key: str, name: str | None = None) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """Hello, Anna → Hallo, Anna; How are you → Wie geht es dir; goodbye → auf Wiedersehen."""
    en_w, de_w, links = GREETINGS[key]
    en = [_t(w, f"g{i}") for i, w in enumerate(en_w)]
    de = [_t(w, *(f"g{i}" for i, j in links if j == jj)) for jj, w in enumerate(de_w)]
    if name is not None:
        _attach(en, len(en) - 1, ",")
        _attach(de, len(de) - 1, ",")
        en += [_t(w, "name") for w in NOUNS[name].en.split()]  # Mr Smith → Herr Smith
        de += [_t(w, "name") for w in NOUNS[name].de.split()]
    return tuple(en), tuple(de)


_MOECHTE = ("möchte", "möchtest", "möchte", "möchten", "möchten")


def would_like(subj: NP, np: NP, question: bool = False, please: bool = False) -> tuple[
    tuple[Token, ...], tuple[Token, ...]
]:  # fmt: skip
    """I would like a coffee, please → Ich möchte einen Kaffee, bitte (would like → möchte)."""
    en_s, de_s = _en_np(subj, "s"), _de_np(subj, "nom", "s")
    would, like = _t("would", "v"), _t("like", "v")
    moechte = _t(_MOECHTE[subj.de_person], "v")
    if question:
        en = [would] + en_s + [like] + _en_np(np, "o", "acc")
        de = [moechte] + de_s + _de_np(np, "acc", "o")
    else:
        en = en_s + [would, like] + _en_np(np, "o", "acc")
        de = de_s + [moechte] + _de_np(np, "acc", "o")
    if please:
        _please_last(en, "please", "please")
        _please_last(de, "bitte", "please")
    return tuple(en), tuple(de)


def the_most(subj: NP | None, adj: str, group: NP, female: bool = False, question: bool = False) -> tuple[
    tuple[Token, ...], tuple[Token, ...]
]:  # fmt: skip
    """A superlative said without its noun, a German adjective as a noun (pass 39): Who is the youngest in your
    family? → Wer ist der Jüngste in deiner Familie?; Lisa is the tallest in our class. → Lisa ist die Größte in
    unserer Klasse. subj None: who; female: die (a woman or a girl), else der; question: a yes/no question."""
    the, most = _t("the", "d"), _t(adj, "a")
    der, noun = _t("die" if female else "der", "d"), _t(ADJECTIVES[adj].de.capitalize() + "e", "a")
    en_in = [_t("in", "p"), *_en_np(group, "o")]
    de_in = [_t("in", "p"), *_de_np(group, "dat", "o", in_pp=True)]
    if subj is None:
        return (_t("who", "wh"), _t("is", "v"), the, most, *en_in), (_t("wer", "wh"), _t("ist", "v"), der, noun, *de_in)
    be_en = _t(_be_form(subj.person, subj, "pres"), "v")
    be_de = _t(_irregular("be", "pres", subj.de_person), "v")
    en_s, de_s = _en_np(subj, "s"), _de_np(subj, "nom", "s")
    if question:
        return (be_en, *en_s, the, most, *en_in), (be_de, *de_s, der, noun, *de_in)
    return (*en_s, be_en, the, most, *en_in), (*de_s, be_de, der, noun, *de_in)


def what_is_this(wh: str, pronoun: str) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """What is this? → Was ist das?; Who is that? → Wer ist das?"""
    return (_t(wh, "wh"), _t("is", "v"), _t(pronoun, "n")), (_t(WH[wh], "wh"), _t("ist", "v"), _t("das", "n"))


def what_is(np: NP) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """What is your favourite film? → Was ist dein Lieblingsfilm? (a question about a thing, not a person)."""
    en = (_t("what", "wh"), _t("are" if np.plural else "is", "v"), *_en_np(np, "s"))
    return en, (_t("was", "wh"), _t("sind" if np.de_plural else "ist", "v"), *_de_np(np, "nom", "s"))


_GERUND_ADJECTIVES = ("easy", "difficult", "boring", "interesting", "healthy")
_SPORT_GERUNDS = frozenset({"swim", "run", "climb", "dance", "ride"})  # … is my favourite sport (the others: hobby)


def _gerund(verb: str, key: str) -> tuple[list[Token], list[Token]]:
    """Swimming → Schwimmen: the English -ing form and the German infinitive as a noun (separable: Fernsehen)."""
    v = VERBS[verb]
    return [_t(v.en[4], key)], [_t((v.sep + v.de).capitalize(), key)]


def gerund_is(verb: str, pred: str, owner: str = "my", question: bool = False, hobby_first: bool = False) -> tuple[
    tuple[Token, ...], tuple[Token, ...]
]:  # fmt: skip
    """A gerund as the subject: a German infinitive as a noun (Swimming is my favourite sport. → Schwimmen ist
    mein Lieblingssport.). pred: ``fun`` (Dancing is fun. → Tanzen macht Spaß.), ``hobby``, ``favourite`` (sport) or
    an adjective of _GERUND_ADJECTIVES (Is cooking difficult? → Ist Kochen schwer?). hobby_first: the hobby is the
    subject (My hobby is reading. → Mein Hobby ist Lesen. Is your favourite sport swimming? → Ist dein
    Lieblingssport Schwimmen?)."""
    en_subj, de_subj = _gerund(verb, "sv")
    en_be, de_be = _t("is", "v"), _t("macht", "v", "fun") if pred == "fun" else _t("ist", "v")
    if pred == "fun":
        en_pred, de_pred = [_t("fun", "fun")], [_t("Spaß", "fun")]
    elif pred in ("hobby", "favourite"):
        noun = "sport" if pred == "favourite" and verb in _SPORT_GERUNDS else "hobby"  # my favourite hobby
        np = NP(noun=noun, det=owner, adj=FAVOURITE if pred == "favourite" else None)
        en_pred, de_pred = _en_np(np, "p"), _de_np(np, "nom", "p")
        if hobby_first:
            if question:
                return (en_be, *en_pred, *en_subj), (de_be, *de_pred, *de_subj)
            return (*en_pred, en_be, *en_subj), (*de_pred, de_be, *de_subj)
    else:
        en_pred, de_pred = [_t(pred, "a")], [_t(ADJECTIVES[pred].de, "a")]
    if question:
        return (en_be, *en_subj, *en_pred), (de_be, *de_subj, *de_pred)
    return (*en_subj, en_be, *en_pred), (*de_subj, de_be, *de_pred)


def more_fun(first: str, second: str, question: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """Tennis is more fun than golf. → Tennis macht mehr Spaß als Golf. Is swimming more fun than running? → Macht
    Schwimmen mehr Spaß als Laufen? (a game or a gerund, each a German noun; fun → Spaß machen)."""

    def thing(key: str, k: str) -> tuple[list[Token], list[Token]]:
        if key in NOUNS:  # table tennis: two English words, one German noun
            np = NP(noun=key, det="none")
            return _en_np(np, k, "nom"), _de_np(np, "nom", k)
        return _gerund(key, k)

    (a_en, a_de), (b_en, b_de) = thing(first, "s"), thing(second, "c")
    en_be, de_be = _t("is", "v"), _t("macht", "v", "fun")
    rest_en = (_t("more", "m"), _t("fun", "fun"), _t("than", "als"), *b_en)
    rest_de = (_t("mehr", "m"), _t("Spaß", "fun"), _t("als", "als"), *b_de)
    if question:
        return (en_be, *a_en, *rest_en), (de_be, *a_de, *rest_de)
    return (*a_en, en_be, *rest_en), (*a_de, de_be, *rest_de)


_LOVE_HATE = {  # love / hate + a gerund → lieben / hassen es, … zu + infinitive (present, past; by German person)
    "love": (("love", "loves", "loved"), ("liebe", "liebst", "liebt", "lieben", "lieben"),
             ("liebte", "liebtest", "liebte", "liebten", "liebten")),
    "hate": (("hate", "hates", "hated"), ("hasse", "hasst", "hasst", "hassen", "hassen"),
             ("hasste", "hasstest", "hasste", "hassten", "hassten")),
}  # fmt: skip


def love_ing(c: Clause, feeling: str, question: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """I love swimming in the lake. → Ich liebe es, im See zu schwimmen. (the zu-infinitive group after a comma, its
    objects, places and times before zu; a separable verb takes zu inside: fernzusehen, spazieren zu gehen)."""
    en_forms, pres, past = _LOVE_HATE[feeling]
    liking = replace(c, gern=True, neg=False, mood="yn" if question else "decl", front_time=False)
    feel = dict(zip(("like", "likes", "liked"), en_forms, strict=True))  # the like of "I like swimming"
    en = [(feel[w], k) if k == frozenset({"g"}) else (w, k) for w, k in _en_clause(liking, "")]
    person = c.subj.de_person
    finite = _t((past if c.tense == "past" else pres)[person], "g")
    subj = _de_np(c.subj, "nom", "s")
    main = [finite, *subj] if question else [*subj, finite]
    main.append(_t("es,", "g"))
    return tuple(en), (*main, *_zu_group(c)[1])


def _zu_group(c: Clause) -> tuple[list[Token], list[Token]]:
    """c's verb with its objects, places and times as an infinitive group: English "call me tomorrow" (after to),
    German "mich morgen anzurufen" (zu before the infinitive, inside a separable one: fernzusehen, spazieren zu
    gehen)."""
    plain = replace(c, subj=NP(pronoun="you"), modal="can", tense="pres", mood="decl", gern=False, neg=False,
                    front_time=False, prog=False, please=False, lets=False)  # fmt: skip
    en = _en_clause(plain, "")[2:]  # without "you can"
    group = [t for t in _de_clause(plain, "", "vf") if t[1] != frozenset({"sn"})][:-1]  # without du and kann
    verb = VERBS[_de_verb_key(plain)]
    if verb.sep and not verb.apart:  # fernsehen → fernzusehen
        group[-1] = (verb.sep + "zu" + verb.de, group[-1][1])
    else:  # zu schwimmen, spazieren zu gehen
        group.insert(len(group) - 1, _t("zu", *group[-1][1]))
    return en, group


# pass 46: a verb with to + an infinitive → the German zu-infinitive (Don't forget to call me! → Vergiss nicht, mich
# anzurufen!; I'm trying to sleep. → Ich versuche zu schlafen.; It's time to go home. → Es ist Zeit, nach Hause zu
# gehen.; Remember to close the window! → Denk daran, das Fenster zuzumachen!). English (base, 3rd person), German
# present by person, German du-imperative.
_TO_HEADS = {
    "forget": (("forget", "forgets"), ("vergesse", "vergisst", "vergisst", "vergessen", "vergessen"), ("vergiss",)),
    "try": (("try", "tries"), ("versuche", "versuchst", "versucht", "versuchen", "versuchen"), ("versuch",)),
    "remember": (("remember", "remembers"), (), ("denk", "daran")),
}


def _says_to(c: Clause) -> bool:
    """Whether c's verb phrase can follow try to / forget to said of c's subject: not a verb whose German or English
    words depend on who does it (sich, dir die Hände, take … with him), not having a cold."""
    verb = VERBS[c.verb]
    own = _own_body_object(c, _BODY_CARE) or _own_body_object(c, _BODY_RAISED)
    return not (verb.refl or verb.recip or own or "*" in verb.en_after or c.verb in ("have a cold", "catch a cold"))


def to_do(c: Clause, head: str, mood: str = "decl", prog: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """head + to + c's verb phrase (see _TO_HEADS; head "time": It's time to …). mood "imp": an order to the person c
    is said to (forget: Don't forget to …); "decl": c's subject does it, in the present (prog: I'm trying to …).
    The German infinitive group stands after a comma unless it is the verb alone (Ich versuche zu schlafen.)."""
    en_group, de_group = _zu_group(c)
    to = _t("to", *de_group[-1][1])  # to links to the German verb, with which zu stands
    if head == "time":
        en = [_t("it", "h0"), _t("is", "h1"), _t("time", "h2"), to]
        de = [_t("es", "h0"), _t("ist", "h1"), _t("Zeit", "h2")]
    elif mood == "imp":
        en_forms, _, imp = _TO_HEADS[head]
        en = [_t(en_forms[0], "h"), to]
        de = [_t(w, "h") for w in imp]
        if head == "forget":  # Don't forget to … → Vergiss nicht, … zu …
            en = [_t("do", "neg"), _t("not", "neg")] + en
            de.append(_t("nicht", "neg"))
    else:
        en_forms, de_forms, _ = _TO_HEADS[head]
        third = c.subj.person == 2 and c.subj.pronoun != "I"
        if prog:  # I'm trying to … → Ich versuche, … zu …
            be = _be_form(c.subj.person, c.subj, "pres")
            verb = [_t(be, "h"), _t("trying", "h")]  # (try only)
        else:
            verb = [_t(en_forms[1] if third else en_forms[0], "h")]
        en = _en_np(c.subj, "s") + verb + [to]
        de = _de_np(c.subj, "nom", "s") + [_t(de_forms[c.subj.de_person], "h")]
    bare = len(de_group) == 1 or (len(de_group) == 2 and de_group[0][0] == "zu")
    if not bare:
        _attach(de, len(de) - 1, ",")
    return tuple(en + en_group), tuple(de + de_group)


_KOMMEN = ("komme", "kommst", "kommt", "kommen", "kommen")


def from_where(pronoun: str, place: str | None) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """I am from Spain → Ich komme aus Spanien; Where are you from? → Woher kommst du? (be from → kommen aus)."""
    nom, _, _, person = PRONOUNS[pronoun]
    be = ("am", "are", "is", "are", "are")[person]
    kommt = _t(_KOMMEN[person], "v")
    if place is None:
        en = (_t("where", "wh"), _t(be, "v"), _t(pronoun, "s"), _t("from", "wh"))
        return en, (_t("woher", "wh"), kommt, _t(nom, "s"))
    en = (_t(pronoun, "s"), _t(be, "v"), _t("from", "p"), _t(NOUNS[place].en, "n"))
    return en, (_t(nom, "s"), kommt, _t("aus", "p"), _t(NOUNS[place].de, "n"))


_WURDE = ("wurde", "wurdest", "wurde", "wurden", "wurden")


def born(subj: NP, when: str | None = None, where: NP | None = None, wh: str | None = None,
         question: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:  # fmt: skip
    """was born → wurde … geboren (pass 34): I was born in Vienna. → Ich wurde in Wien geboren. My brother was born
    in June. → Mein Bruder wurde im Juni geboren. Where were you born? → Wo wurdest du geboren? Was she born on the
    fifth of May? → Wurde sie am fünften Mai geboren? (when: a key of TIME, a month or a date; where: a town or a
    country; wh: where or when, and then neither is said)."""
    was = _t("was" if subj.person in (0, 2) else "were", "v")
    wurde = _t(_WURDE[subj.de_person], "v")
    en_s, de_s = _en_np(subj, "s"), _de_np(subj, "nom", "s")
    if where is not None:
        en_x, de_x = _en_pp(PP("in", where), "x"), _de_pp(PP("in", where), "x")
    else:
        en_x, de_x = _time_tokens(when, "")
    en_born, de_born = _t("born", "born"), _t("geboren", "born")
    if wh is not None:
        en = (_t(wh, "wh"), was, *en_s, en_born)
        return en, (_t(WH[wh], "wh"), wurde, *de_s, de_born)
    if question:
        return (was, *en_s, en_born, *en_x), (wurde, *de_s, *de_x, de_born)
    return (*en_s, was, en_born, *en_x), (*de_s, wurde, *de_x, de_born)


P_JUST = 0.5  # share of already in a statement in the Perfekt said as just (gerade; pass 34)


def _just_done(c: Clause) -> bool:
    """A statement in the Perfekt of something done, which can be just done (not "I have just lived here")."""
    verb = VERBS.get(c.verb)
    plain = c.mood == "decl" and not c.neg and c.modal is None and not c.prog and c.tense == "perf"
    return plain and verb is not None and not verb.stative and c.verb not in _SEIT_VERBS and c.verb != "be"


def _zu_or_nach(np: NP) -> str:
    """The German of "to" a place: nach before a town or a country (nach Berlin), else zu (zum Bahnhof)."""
    return "nach" if np.noun is not None and NOUNS[np.noun].cls == "placename" else "zu"


def get_to(pronoun: str, np: NP, can: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """How do I get to the museum? → Wie komme ich zum Museum? (get to → kommen zu; a town: nach). ``can``: How can
    I get to …? asks the same (Wie komme ich …?)."""
    nom, _, _, person = PRONOUNS[pronoun]
    aux = "can" if can else "does" if person == 2 else "do"
    en = (_t("how", "wh"), _t(aux, "v"), _t(pronoun, "s"), _t("get", "v"))
    de = (_t("wie", "wh"), _t(_KOMMEN[person], "v"), _t(nom, "s"), *_de_prep_np(_zu_or_nach(np), np, "dat", "o"))
    return en + (_t("to", "op"), *_en_np(np, "o", "acc")), de


def how_far(np: NP) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """How far is it to the station? → Wie weit ist es bis zum Bahnhof? (to → bis zu; a town: bis nach Berlin)."""
    en = (_t("how", "wh"), _t("far", "adv"), _t("is", "v"), _t("it", "es"), _t("to", "op"), *_en_np(np, "o", "acc"))
    de = (_t("wie", "wh"), _t("weit", "adv"), _t("ist", "v"), _t("es", "es"), _t("bis", "op"),
          *_de_prep_np(_zu_or_nach(np), np, "dat", "o"))  # fmt: skip
    return en, de


def today_is(day: str | None, date: str | None = None) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """Today is Monday → Heute ist Montag; What day is it today? → Welcher Tag ist heute? (day and date None);
    Today is the fifth of May → Heute ist der fünfte Mai; Today is Wednesday, the fifth of May → Heute ist
    Mittwoch, der fünfte Mai."""
    if day is None and date is None:
        en = (_t("what", "wh"), _t("day", "n"), _t("is", "v"), _t("it", "v"), _t("today", "t"))
        return en, (_t("welcher", "wh"), _t("Tag", "n"), _t("ist", "v"), _t("heute", "t"))
    en, de = [_t("today", "t"), _t("is", "v")], [_t("heute", "t"), _t("ist", "v")]
    if day is not None:
        en.append(_t(NOUNS[day].en + ("," if date else ""), "n"))
        de.append(_t(NOUNS[day].de + ("," if date else ""), "n"))
    if date is not None:
        en_date, de_date = _date_tokens(date, "nom")
        en += en_date
        de += de_date
    return tuple(en), tuple(de)


def _date_tokens(date: str, case: str) -> tuple[list[Token], list[Token]]:
    """the fifth of May → der fünfte Mai (nom), dem fünften Mai (dat): the weak endings after der."""
    en_o, de_o, month = DATES[date]
    en = [_t("the", "dd"), _t(en_o, "do"), _t("of", "dm"), _t(NOUNS[month].en, "dm")]
    return en, [_t("der" if case == "nom" else "dem", "dd"), _t(de_o + ("e" if case == "nom" else "en"), "do"),
                _t(NOUNS[month].de, "dm")]  # fmt: skip


def birthday_is(owner: str, date: str, question: bool = False) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """My birthday is on the third of May. → Mein Geburtstag ist am dritten Mai.; Is your birthday on …? → Ist
    dein Geburtstag am …?"""
    en_poss, de_poss = [_t(owner, "po")], [_t(POSSESSIVES[owner], "po")]
    en_b, de_b = [_t("birthday", "n")], [_t("Geburtstag", "n")]
    en_date, de_date = _date_tokens(date, "dat")
    en_on = [_t("on", "dd")] + en_date
    de_am = [_t("am", "dd")] + de_date[1:]
    if question:
        return (_t("is", "v"), *en_poss, *en_b, *en_on), (_t("ist", "v"), *de_poss, *de_b, *de_am)
    return (*en_poss, *en_b, _t("is", "v"), *en_on), (*de_poss, *de_b, _t("ist", "v"), *de_am)


def how_much_is(np: NP) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """How much is the ice cream? → Wie viel kostet das Eis? (is/are → kostet/kosten)."""
    plural = np.plural or (np.noun is not None and NOUNS[np.noun].g == "pl")
    en = (_t("how", "wh0"), _t("much", "wh1"), _t("are" if plural else "is", "v"))
    de = (_t("wie", "wh0"), _t("viel", "wh1"), _t("kosten" if np.de_plural else "kostet", "v"))  # Gemüse kostet
    return en + tuple(_en_np(np, "s")), de + tuple(_de_np(np, "nom", "s"))


# Directions: turn left at the church → bieg an der Kirche links ab; go straight on → geh geradeaus.
_DIRECTION_PLACES = ("church", "station", "traffic light", "corner", "bridge", "park", "school", "supermarket",
                     "post office", "museum", "cinema", "hospital", "bus stop")  # fmt: skip
_SIDES = {"left": "links", "right": "rechts"}
_SIDE_PLACES = ("station", "supermarket", "cinema", "museum", "bank", "post office", "church", "bakery", "hotel",
                "school", "hospital", "library", "bus stop", "pharmacy", "restaurant")  # fmt: skip


# The verb of each kind of direction: English, German du-form, German imperative.
_DIRECTION_VERBS = {"straight": ("go", "gehst", "geh"), "take": ("take", "nimmst", "nimm"),
                    "turn": ("turn", "biegst", "bieg")}  # fmt: skip


def directions(kind: str, side: str = "left", np: NP | None = None, you: bool = False, please: bool = False,
               nth: str = "first", p: str = "") -> tuple[tuple[Token, ...], tuple[Token, ...]]:  # fmt: skip
    """Turn left (at the church) → Bieg (an der Kirche) links ab; You turn right → Du biegst rechts ab; Go straight
    on → Geh geradeaus; Take the second street on the left → Nimm die zweite Straße links (pass 35); The bank is on
    the left → Die Bank ist links (kind: turn, straight, take, side). ``p`` prefixes the word links (a route of two)."""
    if kind == "side":
        assert np is not None
        en = [*_en_np(np, p + "s"), _t("is", p + "v"), _t("on", p + "d"), _t("the", p + "d"), _t(side, p + "d")]
        return tuple(en), (*_de_np(np, "nom", p + "s"), _t("ist", p + "v"), _t(_SIDES[side], p + "d"))
    en_verb, du_form, imp = _DIRECTION_VERBS[kind]
    en = [_t("you", p + "s")] if you else []
    en.append(_t(en_verb, p + "v"))
    de = [_t("du", p + "s"), _t(du_form, p + "v")] if you else [_t(imp, p + "v")]
    if please and not you:
        de.append(_t("bitte", p + "pl"))
    side_en = [_t("on", p + "d"), _t("the", p + "d"), _t(side, p + "d")]
    if kind == "straight":
        en += [_t("straight", p + "d"), _t("on", p + "d")]
        de.append(_t("geradeaus", p + "d"))
    elif kind == "take":  # on the left: links, as turn left (the second street: an ordinal, pass 35)
        street = NP(noun="street", det="the", adj=nth)
        en += [*_en_np(street, p + "o", "acc"), *side_en]
        de += [*_de_np(street, "acc", p + "o"), _t(_SIDES[side], p + "d")]
    else:
        en.append(_t(side, p + "d"))
        if np is not None:
            en += [_t("at", p + "op"), *_en_np(np, p + "o", "acc")]
        at = _de_prep_np("an", np, "dat", p + "o") if np is not None else []
        de += [*at, _t(_SIDES[side], p + "d"), _t("ab", p + "v")]
    if please and not you:
        en = [_t("please", p + "pl")] + en
    return tuple(en), tuple(de)


def route(first: tuple[tuple[Token, ...], tuple[Token, ...]], second: tuple[tuple[Token, ...], tuple[Token, ...]],
          then: bool = True) -> tuple[tuple[Token, ...], tuple[Token, ...]]:  # fmt: skip
    """Two directions one after the other (pass 35): Go straight on and then turn left. → Geh geradeaus und bieg
    dann links ab.; You take the first street on the right and then turn left. → Du nimmst die erste Straße rechts
    und biegst dann links ab. The second says its subject only in German's verb form (no du after und), and dann
    follows its verb. ``first`` and ``second`` are directions() with the prefixes a. and b.; a second of "you"
    comes without its you."""
    en2, de2 = list(second[0]), list(second[1])
    if de2[0][0] == "du":  # You go straight on and (then) turn left: the second without you / du
        en2, de2 = en2[1:], de2[1:]
    then_en, then_de = ([_t("then", "then")], [_t("dann", "then")]) if then else ([], [])
    en = [*first[0], _t("and", "and"), *then_en, *en2]
    de = [*first[1], _t("und", "and"), de2[0], *then_de, *de2[1:]]
    return tuple(en), tuple(de)


def clock(time: str | None) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """It is seven o'clock → Es ist sieben Uhr; What time is it? → Wie spät ist es? (time is None)."""
    if time is None:
        en = (_t("what", "wh"), _t("time", "sp"), _t("is", "v"), _t("it", "es"))
        return en, (_t("wie", "wh"), _t("spät", "sp"), _t("ist", "v"), _t("es", "es"))
    en_t, de_t, links = CLOCK[time]
    en = [_t("it", "es"), _t("is", "v")] + [_t(w, f"t{i}") for i, w in enumerate(en_t)]
    de = [_t("es", "es"), _t("ist", "v")]
    de += [_t(w, *(f"t{i}" for i, j in links if j == jj)) for jj, w in enumerate(de_t)]
    return tuple(en), tuple(de)


def _gefallen(c: Clause) -> bool:
    """Did you like the film? → Hat dir der Film gefallen? (the soup → geschmeckt): a did-question about a thing."""
    o = c.obj
    return (
        c.verb == "like" and c.de_perfect and c.wh in (None, "why") and c.pp is None and o is not None
        and o.noun is not None and o.also is None and o.det not in ("none", "the_")
        and NOUNS[o.noun].cls not in ("person", "animal", "name")
    )  # fmt: skip


def _de_gefallen(c: Clause, p: str) -> list[Token]:
    """The thing liked is the German subject, the person who liked it a dative (Hat dir der Film gefallen?)."""
    thing = c.obj
    assert thing is not None and thing.noun is not None
    plural = thing.de_plural
    finite = _t("haben" if plural else "hat", p + "fin")
    part = _t("geschmeckt" if NOUNS[thing.noun].cls in ("food", "drink") else "gefallen", p + "v")
    who = _de_np(c.subj, "dat", p + "s")
    what = _de_np(thing, "nom", p + "o")
    inner = who + what if c.subj.pronoun is not None else what + who  # Hat dir der Film …, Hat der Film Anna …
    time = _time_tokens(c.time, p)[1]
    first = [_t("warum", p + "wh")] if c.wh == "why" else []
    return first + [finite] + inner + time + ([_t("nicht", p + "neg")] if c.neg else []) + [part]


def _imperative_tokens(c: Clause, p: str, please_last: bool = False) -> tuple[list[Token], list[Token]]:
    """Open the window → Öffne das Fenster: the du-clause without ``you``/``du``. ``please`` opens the English
    sentence or closes it after a comma (``please_last``); ``bitte`` follows the verb (Öffne bitte das Fenster)."""
    you = replace(c, subj=NP(pronoun="you"), mood="decl", tense="pres", modal=None, prog=False, lets=False)
    en = [tok for tok in _en_clause(you, p) if tok[1] != frozenset({p + "sn"})]
    if c.lets:  # Let's play a game! → Lass uns ein Spiel spielen! (as a modal: the infinitive goes last)
        # the English of we without its subject: Let's take our books with us (not "with you")
        en = [tok for tok in _en_clause(replace(you, subj=NP(pronoun="we")), p) if tok[1] != frozenset({p + "sn"})]
        we = replace(you, subj=NP(pronoun="we"), mood="yn", modal="can")
        de = _de_clause(we, p, "v1")
        assert de[1][1] == frozenset({p + "sn"}), de
        lets = frozenset({p + "lets"})
        if VERBS[c.verb].recip:  # Let's meet at the café! → Treffen wir uns im Café! (pass 43: not "Lass uns uns …")
            de = _de_clause(replace(we, modal=None), p, "v1")
            return [_t("let's", p + "lets")] + en, [(w, lets if keys == {p + "sn"} else keys) for w, keys in de]
        return [_t("let's", p + "lets")] + en, [("lass", lets), ("uns", lets)] + de[2:]
    de = [tok for tok in _de_clause(replace(you, mood="yn"), p, "v1") if tok[1] != frozenset({p + "sn"})]
    if c.verb == "be":  # Be quiet! → Sei ruhig!; Don't be late! → Komm nicht zu spät! (pass 26)
        assert en[0][0] == "are", en
        en = ([_t("do", *en[0][1]), en[1]] if c.neg else []) + [_t("be", *en[0][1])] + en[1 + c.neg :]
    verb = _de_verb_key(c)
    de[0] = ("sei" if verb == "be" else imperative(VERBS[verb]), de[0][1])
    if c.please and please_last:
        _please_last(en, "please", p + "pl")
    elif c.please:
        en = [_t("please", p + "pl")] + en
    return en, de


def _elided_tokens(first: Clause, second: Clause, p: str) -> tuple[list[Token], list[Token]]:
    """… but fish can't / but my sister doesn't / but I'm not → … aber Fische / meine Schwester / ich nicht: the
    subject, then the negated auxiliary of the first clause (both words to nicht)."""
    neg = p + "neg"
    subj = second.subj
    if first.modal is not None:
        aux = IRREGULAR[first.modal]["en"].split()[0]
    elif first.verb == "be":
        aux = _be_form(subj.person, subj, first.tense)
    else:
        third = subj.person == 2 and subj.pronoun != "I"
        aux = "did" if first.tense == "past" else "does" if third else "do"
    en = _en_np(subj, p + "s") + [_t(aux, neg), _t("not", neg)]
    return en, _de_np(subj, "nom", p + "s") + [_t("nicht", neg)]


def render(s: Sentence) -> Example:
    """Render a sentence structure into an aligned English–German :class:`Example`."""
    c = s.main
    question = c.mood not in ("decl", "imp")
    de_commas: list[int] = []
    if s.tokens is not None:
        en, de = list(s.tokens[0]), list(s.tokens[1])
        question = s.question
    elif c.mood == "imp" and s.conj is None:
        en, de = _imperative_tokens(c, "a.", please_last=s.en_comma)
    elif s.conj is None:
        en = _en_clause(c, "a.")
        de = _de_gefallen(c, "a.") if _gefallen(c) else _de_clause(c, "a.", "v2")
        if c.please:  # Can I have a sandwich, please? → Kann ich bitte ein Sandwich haben?
            _please_last(en, "please", "a.pl")
    else:
        imp = c.mood == "imp"  # If it rains, take an umbrella. → Wenn es regnet, nimm einen Regenschirm.
        en, imp_de = _imperative_tokens(c, "a.") if imp else (_en_clause(c, "a."), [])
        second = s.second
        assert second is not None
        conj_en = [_t(_CONJ_EN.get(s.conj, s.conj), "conj")] if s.conj != "," else []
        conj_de = [_t(CONJUNCTIONS[s.conj], "conj")] if s.conj != "," else []
        if s.conj == "when" and second.tense == "past":  # When I was a child, … → Als ich ein Kind war, …
            conj_de = [_t("als", "conj")]
        imp2 = second.mood == "imp"  # Sit down and open your books. → Setz dich und öffne deine Bücher.
        # the second clause's German where its form does not depend on the conjunction (an order, an elided clause)
        fixed_de: list[Token] | None = None
        if second.elided:  # … but fish can't. → …, aber Fische nicht. (pass 28)
            en2, fixed_de = _elided_tokens(c, second, "b.")
        elif imp2:
            en2, fixed_de = _imperative_tokens(second, "b.")
        else:
            en2 = _en_clause(second, "b.")
        sub = s.conj not in _COORDINATING
        if imp and imp2:
            assert fixed_de is not None
            de = imp_de + conj_de + fixed_de
            en = en + conj_en + en2
        elif s.conj == ",":  # Close the window, it's cold. → Mach das Fenster zu, es ist kalt. (two main clauses)
            main_de = imp_de if imp else _de_clause(c, "a.", "v2")
            de = main_de + _de_clause(second, "b.", "v2")
            de_commas = [len(main_de) - 1]
            _attach(en, len(en) - 1, ",")
            en = en + en2
        elif s.fronted_sub:
            en = conj_en + en2 + en
            first_de = conj_de + _de_clause(second, "b.", "vf")
            de = first_de + (imp_de if imp else _de_clause(c, "a.", "v1"))
            de_commas = [len(first_de) - 1]
            _attach(en, len(en2), ",")
        else:
            main_de = imp_de if imp else _de_clause(c, "a.", "v2")
            # It's Saturday, so I haven't got school. → Es ist Samstag, also habe ich keine Schule. (also is the
            # first word of its clause: the verb comes next)
            order = "vf" if sub else "v1" if s.conj == "so" else "v2"
            # It's cold, so close the window. → Es ist kalt, also mach das Fenster zu. (pass 28: the order after also)
            de = main_de + conj_de + (fixed_de if fixed_de is not None else _de_clause(second, "b.", order))
            de_commas = [len(main_de) - 1] if s.conj not in ("and", "or") else []
            # a comma before and now and then too (pass 36: It's windy, and the leaves are falling. → Es ist windig
            # und die Blätter fallen.: no comma in German)
            if (s.en_comma and s.conj in ("but", "and")) or s.conj == "so":
                _attach(en, len(en) - 1, ",")
            en = en + conj_en + en2
    if c.front_time and not question:
        time_len = len(TIME[c.time][0]) if c.time else 0  # type: ignore[index]
        if s.en_comma and time_len and not s.fronted_sub:
            _attach(en, time_len - 1, ",")
    if s.vocative is not None:  # Tom, open the window! → Tom, mach das Fenster auf! (a comma after the name in both)
        name = NP(noun=s.vocative, det="none")
        en, de = _en_np(name, "voc") + en, _de_np(name, "nom", "voc") + de
        _attach(en, 0, ",")
        de_commas = [0] + [i + 1 for i in de_commas]
    if s.contract:
        en = _contract(en)
    else:
        en = _join_cannot(en)
    for i in de_commas:
        _attach(de, i, ",")
    _capitalise(de)
    _attach(de, len(de) - 1, "?" if question else s.end)
    if s.lower:
        word, keys = en[0]
        en[0] = (word[0].lower() + word[1:], keys)
    else:
        _capitalise(en)
        _attach(en, len(en) - 1, "?" if question else s.end)
    where: dict[str, list[int]] = {}
    for j, (_, dk) in enumerate(de):
        for key in dk:
            where.setdefault(key, []).append(j)
    links = sorted({(i, j) for i, (_, ek) in enumerate(en) for key in ek for j in where.get(key, ())})
    return Example(" ".join(w for w, _ in en), " ".join(w for w, _ in de), tuple(links), s.structure)


# ---------------------------------------------------------------------------------------------
# Semantics and sampling

CONSTRUCTIONS = (
    "intransitive", "transitive", "ditransitive", "dative", "preposition", "adjective", "copula", "past",
    "perfect", "future", "modal", "separable", "negation", "question", "wh_question", "fronted_adverb",
    "subordinate", "coordination", "progressive", "imperative", "there_is", "degree", "comparative", "names", "age",
    "price", "clock_time", "like_ing", "transport", "motion_into", "quantifier", "possessive", "greeting", "would_like",
    "favourite", "become", "reflexive", "partitive", "weather",
)  # fmt: skip
CONSTRUCTION_LABELS = {
    "intransitive": "a verb without an object",
    "transitive": "a verb with an object (accusative)",
    "ditransitive": "two objects (dative and accusative)",
    "dative": "the dative (helfen, danken …)",
    "preposition": "a preposition (im, ins, zum, am …)",
    "adjective": "adjective endings",
    "copula": "to be (sein)",
    "past": "the simple past",
    "perfect": "the perfect (haben or sein)",
    "future": "the future (werden)",
    "modal": "a modal verb",
    "separable": "a separable verb",
    "negation": "negation (nicht, kein)",
    "question": "a question",
    "wh_question": "a wh-question (wer, was, wo, wann)",
    "fronted_adverb": "a fronted adverb (verb second)",
    "subordinate": "a verb-final clause (dass, weil, wenn, ob)",
    "coordination": "two clauses (und, aber, oder)",
    "progressive": "the English progressive",
    "imperative": "an imperative (öffne, nimm, bitte …)",
    "there_is": "there is / there are (es gibt)",
    "degree": "very / too (sehr, zu)",
    "comparative": "a comparative (größer als)",
    "names": "names and places (ich heiße …, in Berlin, nach Spanien)",
    "age": "age (… Jahre alt, wie alt)",
    "price": "prices (kostet … Euro, wie viel)",
    "clock_time": "the time (um sieben Uhr, halb acht)",
    "like_ing": "like + -ing (gern)",
    "transport": "by bus, on foot (mit dem Bus, zu Fuß)",
    "motion_into": "into, onto (in, auf + accusative)",
    "quantifier": "some, many, a lot of, no, how many (einige, viele, kein, wie viele)",
    "possessive": "possessive 's (das Auto meines Bruders)",
    "greeting": "greetings (hallo, guten Morgen, wie geht es dir)",
    "would_like": "would like (möchte)",
    "favourite": "favourite (Lieblings-)",
    "become": "get / become + adjective (werden)",
    "reflexive": "a reflexive verb (ich setze mich, wir treffen uns)",
    "partitive": "a glass of, a piece of (ein Glas Milch)",
    "weather": "the weather (es regnet, es ist kalt)",
}


def _fits(adj: Adjective, noun: Noun) -> bool:
    """An adjective goes with a noun of its classes; never with a bare noun (no "the perfect Anna", "the English")."""
    return not noun.bare and (noun.key in adj.cls or noun.cls in adj.cls)


def _of_thing(adj: Adjective, noun: Noun) -> bool:
    """`adj` is said of `noun` in its thing sense (nice weather → schön, busy streets → voll)."""
    return noun.key in adj.things_cls or noun.cls in adj.things_cls


NOUN_ADJECTIVES: dict[str, tuple[str, ...]] = {
    n: tuple(a for a, adj in ADJECTIVES.items() if _fits(adj, NOUNS[n])) for n in NOUNS
}


def _attributive(adj: Adjective, noun: Noun) -> bool:
    """`adj` can stand before `noun` (not a predicative-only word or sense: I am ready, the streets are busy)."""
    return not adj.pred and not (adj.things_pred and _of_thing(adj, noun))


_ATTRIBUTIVE = {
    n: tuple(a for a in adjs if _attributive(ADJECTIVES[a], NOUNS[n])) for n, adjs in NOUN_ADJECTIVES.items()
}
_PEOPLE = tuple(k for k, n in NOUNS.items() if n.cls == "person")
_ANIMALS = tuple(k for k, n in NOUNS.items() if n.cls == "animal")
_VEHICLES = ("bus", "train", "plane", "ship")
_TIME_CLASSES = frozenset({"time", "daytime", "weekday", "season", "month"})
_PERSON_PRONOUNS = ("I", "you", "he", "she", "we", "they")
_TITLED = tuple(k for k, d in _LEXICON["nouns"].items() if d.get("title"))  # Mr Smith, Mrs Brown
_NAMES = tuple(k for k, n in NOUNS.items() if n.cls == "name" and k not in _TITLED)  # first names
P_TITLED = 0.15  # share of names (not owners: no "Herrn Smiths Auto") that are Mr or Mrs with a surname
_TOGETHER_VERBS = ("play", "sing", "dance", "cook", "work", "eat", "learn", "laugh", "shop", "travel", "wait")
# how one does what a verb says (pass 26): She talks quietly. → Sie spricht leise. The bus drives slowly.
# share of "well" said "very well" (pass 29, which also draws "well" in 18 % of those verbs' clauses, 12 % before)
P_VERY_WELL = 0.5
P_MANNER = 0.25  # 0.15 before pass 28 (listen carefully came 3 times in 20,000)
_MANNER = {"talk": ("slowly", "quietly", "loudly"), "laugh": ("loudly", "quietly"), "sing": ("quietly", "loudly"),
           "swim": ("fast", "slowly"), "drive": ("slowly", "fast", "carefully (drive)"), "run": ("fast", "slowly"),
           "listen": ("carefully (listen)", "carefully (listen)")}  # fmt: skip
_MANNER_WORDS = tuple(dict.fromkeys(w for words in _MANNER.values() for w in words))  # slowly, quietly, loudly, fast
_NOT_WHERE = ("with", "for", "from", *_WELL, "through", "across", "together", "back", "at page", "to page",
              "a lot", "on tv", *_MANNER_WORDS)  # no "where" asks  # fmt: skip
_THROUGH = ("park", "forest", "town", "city", "village", "garden", "field")  # walk through the park
_ACROSS = ("street", "road", "bridge", "field", "square")  # run across the street
_JOBS = tuple(
    k for k, n in NOUNS.items() if n.fem and k != "friend"
)  # teacher → Lehrer / Lehrerin (a friend: Freundin)
_FEMALE = frozenset(k for k, n in NOUNS.items() if n.cls in ("person", "name") and n.g == "f") | {"girl"}
_FEMALE -= {"person", "family"}
_JOB_SUBJECTS = ("mother", "father", "sister", "brother", "aunt", "uncle", "grandmother", "grandfather", "grandma",
                 "grandpa", "mum", "dad", "son", "daughter", "woman", "man", "friend", "neighbour", "cousin", "wife",
                 "husband")  # fmt: skip
_WOMEN_OF_JOBS = tuple(k for k in _JOB_SUBJECTS if k in _FEMALE)  # my sister, her aunt, a woman (pass 41)
_PLACE_NAMES = tuple(k for k, n in NOUNS.items() if n.cls == "placename")
_CITIES = ("berlin", "munich", "hamburg", "vienna", "london", "paris", "rome", "cologne")
_IMPERATIVE_VERBS = (
    "go to bed", "take photos", "open", "close", "read", "write", "eat", "drink", "take", "come", "go", "listen to",
    "look at", "repeat", "turn off", "turn on", "switch on", "switch off", "put on", "take off", "tidy up",
    "tidy (room)", "clean",
    "wash", "brush", "call",
    "bring", "give", "show", "help", "learn", "draw", "paint", "buy", "count", "sing", "dance", "stand up", "get up",
    "sleep", "stay", "wait", "feed", "practise", "cut", "play", "use", "listen", "look", "wait for",
    "sit down", "hurry up", "get dressed", "listen to (person)",
    "cross", "answer", "visit", "speak", "try", "pay", "forget", "carry", "catch", "throw", "watch", "pick up",
    "invite", "run", "jump", "swim", "talk", "tell", "send", "find", "wake", "wake up (person)", "walk (dog)",
    # pass 26: Say hello to your parents! Take an umbrella with you! Take out your books. Come in!
    "say hello to", "take (along)", "take for a walk", "take out", "put away", "hand in", "come in",
    # pass 27: Put your hand up! Turn to page ten.
    "put up (hand)", "turn to (page)",
    # pass 29: Drive carefully! Drive to the station. (run 48 said "Tanz vorsichtig!"), three times as likely as the
    # others, and in half its orders with how (_imperative_clause)
    "drive", "drive", "drive",
)  # fmt: skip
_GERN_VERBS = ("swim", "dance", "sing", "cook", "play", "travel", "read", "draw", "paint", "watch tv", "eat", "drink",
               "watch television", "climb", "bake", "play sport", "play music", "listen to", "write", "ride", "sleep",
               "work", "ride a bike", "take photos")  # fmt: skip
_WEEKDAYS = tuple(k for k, n in NOUNS.items() if n.cls == "weekday")
_TRANSPORT = ("bus", "train", "tram", "car", "bike", "taxi")
_TRANSPORT_DESTINATIONS = ("school", "station", "airport", "city", "village", "park", "zoo", "supermarket", "cinema",
                           "museum", "bank", "market", "university", "pool", "post office")  # fmt: skip
_FOR_SOMEONE = {"buy": 0.2, "cook (food)": 0.12, "cook meal": 0.12, "make": 0.12, "make (cake)": 0.15, "bake": 0.15}
P_ON_TV = 0.3  # share of "watch a film / a game" clauses that say on TV (im Fernsehen)
P_TAKE_TO = 0.35  # share of "take the bus" clauses that say where to (take the bus to school → zur Schule fahren)
# Pools drawn from on every sentence (built once; the order is the lexicon order).
_PRED_NOUNS = tuple(
    k for k, n in NOUNS.items() if n.cls not in _TIME_CLASSES and n.cls != "measure" and not n.mass and not n.pl_only
)
_OWNERS = tuple(p for p in _PEOPLE if not NOUNS[p].pl_only)
_PERSON_ADJECTIVES = tuple(a for a, v in ADJECTIVES.items() if "person" in v.cls and not v.attr)
# Predicative adjectives per noun (the coffee is hot; not "the friend is best").
PRED_ADJECTIVES: dict[str, tuple[str, ...]] = {
    n: tuple(a for a in adjs if not ADJECTIVES[a].attr) for n, adjs in NOUN_ADJECTIVES.items()
}
_ADJECTIVE_NOUNS = tuple(n for n in NOUNS if PRED_ADJECTIVES[n])
P_DELAYED = 0.03  # share of adjective copulas about a bus or a train that is late (Verspätung haben)
_DELAYED_VEHICLES = ("bus", "bus", "train", "train", "plane", "tram")
P_HOW_ADJ = 0.45  # share of how-questions that ask how big, tall, long … something is (Wie groß ist …?)
_HOW_ADJECTIVES = ("big", "tall", "high", "long", "expensive", "heavy", "deep", "wide", "fast", "cold", "warm")
_HOW_NOUNS = {
    a: tuple(n for n in _ADJECTIVE_NOUNS if a in PRED_ADJECTIVES[n] and not NOUNS[n].bare) for a in _HOW_ADJECTIVES
}
_SEIN_VERBS = tuple(v for v in VERBS.values() if v.aux == "sein" and v.type != "linking")  # never "She has become."
# English order of two adjectives before a noun: opinion, size, age, colour (a nice big old red car). Only adjectives
# of these groups pair up, each group at most once, in this order; German keeps the order and gives both one ending.
_ADJECTIVE_ORDER: dict[str, int] = {
    **dict.fromkeys(("nice", "beautiful", "lovely", "pretty", "good", "great", "wonderful", "fantastic", "terrible",
                     "awful", "cute", "ugly", "funny", "friendly", "delicious", "tasty", "interesting", "boring",
                     "expensive", "cheap", "famous", "dangerous", "comfortable", "clean", "dirty"), 0),
    **dict.fromkeys(("big", "small", "little", "tall", "long", "short", "huge", "tiny", "fat", "thin", "wide",
                     "narrow", "high", "low", "round"), 1),
    **dict.fromkeys(("old", "young", "new", "modern"), 2),
    **dict.fromkeys(("red", "blue", "green", "yellow", "black", "white", "brown", "grey", "pink", "purple",
                     "blond"), 3),
}  # fmt: skip
# get/become/turn + adjective → werden (it gets dark → es wird dunkel; the leaves turn brown → die Blätter werden braun)
LINKING = frozenset(k for k, v in VERBS.items() if v.type == "linking")
_GET_WEATHER = ("dark", "cold", "warm", "hot", "cool", "windy", "sunny", "cloudy", "foggy", "stormy", "icy", "quiet",
                "loud", "bright")  # fmt: skip
_GET_PERSON = ("tired", "hungry", "thirsty", "angry", "ill", "sick", "bored", "nervous", "cold", "hot", "wet",
               "sleepy", "scared", "worried", "old", "big", "tall", "strong", "fat", "thin", "happy", "sad", "rich",
               "famous")  # fmt: skip
_BECOME_PERSON = ("famous", "rich", "ill", "strong", "angry", "sad", "happy", "tired", "quiet", "nervous")
_LOOK_PERSON = ("tired", "happy", "sad", "ill", "sick", "angry", "young", "old", "nervous", "bored", "hungry", "cold",
                "pretty", "beautiful", "scared", "worried")  # fmt: skip
_SENSES = ("good", "bad", "delicious", "sweet", "salty", "bitter", "fresh")  # it smells / tastes …
_TURN_COLOURS = ("red", "yellow", "brown", "green", "black", "grey", "blue", "white")
_HOLDS = {k: tuple(d["holds"]) for k, d in _LEXICON["nouns"].items() if "holds" in d}  # a glass (of milk)
_CONTAINERS = {h: tuple(k for k, v in _HOLDS.items() if h in v) for v in _HOLDS.values() for h in v}  # milk: cup …
_COUNTING_MEASURES = frozenset(k for k, d in _LEXICON["nouns"].items() if d.get("counts"))  # a kilo of apples
_PARTITIVE_CONSTRUCTION_VERBS = ("eat", "drink", "buy", "need", "bring", "order", "want thing")  # its own sentences
_PARTITIVE_VERBS = frozenset({*_PARTITIVE_CONSTRUCTION_VERBS, "take", "give"})  # objects anywhere: a glass of milk
_MEALS = ("breakfast", "lunch", "dinner")
_AROUND_MEAL = tuple(f"{p} {m}" for p in ("before", "after") for m in _MEALS)  # TIME words: before dinner → vor …
_RELATIVES = {  # who a man or a woman is to us (That woman is my aunt.); teacher: Lehrerin for a woman
    "man": ("father", "brother", "uncle", "grandfather", "friend", "teacher", "neighbour", "husband", "son"),
    "woman": ("mother", "sister", "aunt", "grandmother", "teacher", "daughter", "wife"),
    "lady": ("mother", "aunt", "grandmother", "teacher", "wife"),
    "boy": ("brother", "son", "friend", "cousin"),
    "girl": ("sister", "daughter"),
}
_SEASONS = tuple(k for k, n in NOUNS.items() if n.cls == "season")
_TIME_OF_YEAR_SUBJECTS = (*_MEALS, *_SEASONS, "homework")
_OPENING_VERBS = frozenset({"open (shop)", "close (shop)", "begin", "start", "end"})
_MEAL_VERBS = frozenset({"eat", "drink", "make", "buy", "want thing"})
_FOOD_AND_DRINK = tuple(k for k, n in NOUNS.items() if n.cls in ("food", "drink"))


def _objects(verb: Verb) -> tuple[str, ...]:
    return tuple(k for k, n in NOUNS.items() if (k in verb.obj or n.cls in verb.obj) and n.cls not in _TIME_CLASSES)


VERB_OBJECTS: dict[str, tuple[str, ...]] = {
    k: _objects(v) for k, v in VERBS.items() if v.type in ("trans", "ditrans", "put")
}
_DESTINATIONS = tuple(k for k, n in NOUNS.items() if n.to)
_IN_PLACES = tuple(k for k, n in NOUNS.items() if n.loc)
_INTO_PLACES = tuple(n for n in _IN_PLACES if NOUNS[n].cls in ("room", "building"))
_AT_PLACES = tuple(k for k, n in NOUNS.items() if n.at)
_FURNITURE = tuple(k for k, n in NOUNS.items() if n.cls == "furniture")
_NEXT_TO = _FURNITURE + ("house", "tree", "car", "station", "church", "window", "door", "bridge", "cinema", "school",
                          "supermarket", "museum", "bakery")  # fmt: skip
# Places after a noun (the lamp on the table), per preposition: countable nouns that take an article.
_NOUN_PLACES = {
    prep: tuple(n for n in pool if not NOUNS[n].bare and not NOUNS[n].mass)
    for prep, pool in (("in", _IN_PLACES), ("on", _FURNITURE), ("under", _FURNITURE), ("next to", _NEXT_TO),
                       ("behind", _NEXT_TO), ("in front of", _NEXT_TO))
}  # fmt: skip
_MOVABLE = _PEOPLE + _ANIMALS + tuple(k for k, n in NOUNS.items() if n.cls in ("object", "text", "clothes"))


_ROOMS = ("room", "kitchen", "bathroom", "garden")
P_PLACE_OF_PLACE = 0.12  # share of "in" places with their own place after them (in a flat in the city)
_TOWNS = ("city", "town", "village")
_PLACE_OF_PLACE = {  # where a place is: in a flat in the city, in the kitchen in our house (never in itself)
    place: tuple(n for n in around if n != place)
    for place, around in {
        **{n: _TOWNS for n in ("flat", "house", "hotel", "school", "hospital", "restaurant", "café", "library",
                               "museum", "park", "shop", "supermarket", "office", "bank", "cinema", "church")},
        **{n: ("house", "flat", "hotel", "school") for n in ("kitchen", "room", "bedroom", "living room", "bathroom")},
        "classroom": ("school",), "garden": ("house",),
    }.items()
}  # fmt: skip
P_ACTIVITY_PLACE = 0.3  # share of clauses of the everyday activities below (watch TV, study …) that say where
P_PREP_OBJECT_PLACE = 0.4  # share of prepositional-object clauses that say where (wait for you in front of …)
_PREP_OBJECT_PLACES = {"wait for": "wait", "cross": "cross", "walk (dog)": "go for a walk",
                       "take for a walk": "go for a walk"}  # fmt: skip  # verb → its places
P_WRITE_WHERE = 0.3  # share of write clauses that say in or on what (in your notebook, on the board)
P_RESULT = 0.35  # share of "paint (wall)" clauses that say the colour (paint the kitchen yellow → gelb streichen)
_AT_END_OF = frozenset({"building", "outdoor", "person", "name", "animal", "vehicle"})  # subjects at the end of …
P_PLACE_POSSESSIVE = 0.3  # share of places next to / behind / near … a thing of someone's (near my house)
P_END_OF = 0.04  # share of places of be / live / wait / park at the end of a street (am Ende der Straße: genitive)
P_A_LOT = 0.12  # share of "it rains / snows" clauses without a place that say "a lot" (Es hat viel geschneit.)
P_INSTRUMENT = 0.25  # share of clauses of _INSTRUMENTS verbs that say with what (cut … with a knife → mit einem Messer)
_INSTRUMENTS = {"cut": ("knife",), "eat": ("fork", "spoon"), "write": ("pen", "pencil"),
                "draw": ("pencil", "pen")}  # fmt: skip
# what one drinks or eats from (pass 26): The cat is drinking milk from a bowl. → Die Katze trinkt Milch aus einer
# Schüssel. A container that holds the object (_HOLDS); an animal's milk or water comes from a bowl.
P_FROM_CONTAINER = 0.6
_FROM_CONTAINERS = {"drink": ("glass", "cup", "bottle", "bowl"), "eat": ("bowl", "bowl")}  # animals drink from bowls


def _container_holds(subj: NP, obj: NP | None, box: str | None) -> bool:
    """Whether `obj` can come from the container `box`: one noun it holds (an animal's milk or water: a bowl), not a
    container of it already (a glass of milk) nor a pronoun."""
    if obj is None or obj.noun is None or obj.of is not None or obj.also is not None or box is None:
        return False
    animal = subj.noun in NOUNS and NOUNS[subj.noun].cls == "animal"  # type: ignore[index]
    return box == "bowl" and obj.noun in ("milk", "water") if animal else obj.noun in _HOLDS.get(box, ())


# share of yes/no questions and of negations that ask or say whether one has brothers or sisters (pass 26: Have you got
# any brothers or sisters? → Hast du Geschwister?; I don't have any brothers or sisters. → Ich habe keine Geschwister.)
P_SIBLINGS = 0.02
P_HAVE_TIME = 0.12  # share of have clauses about time (I don't have time on Friday. → Am Freitag habe ich keine Zeit.)
_PAINT_COLOURS = (*_TURN_COLOURS, "pink")  # paint the room pink; turn pink is not a season's colour
_PAGES = (*range(2, 13), *range(2, 13), 15, 20, 20, 25, 30, 34, 40, 45, 50, 56, 60, 72, 88, 99)  # at page …
# What a noun says after it besides a place (Sampler.noun_detail): where a bus or a ticket goes, who or where a letter
# comes from, what a photo shows; and the verbs whose objects say it (not "write a letter from my aunt").
P_NOUN_DETAIL = 0.2  # share of those nouns (subjects of be / leave / arrive, objects of _DETAIL_VERBS) that say it
P_ROUTE = 0.35  # … and of buses, trains and tickets (rarer as subjects and objects: the bus to the airport)
_NOUN_DETAILS = {
    **{n: "to (route)" for n in ("bus", "train", "tram", "plane", "ticket")},
    **{n: "from" for n in ("letter", "postcard", "email", "present", "gift")},
    **{n: "of (picture)" for n in ("photo", "picture", "map")},
    "way": "to (way)",  # pass 30: Can you show me the way to the station? → … den Weg zum Bahnhof zeigen?
}
_DETAIL_VERBS = {
    "to (route)": frozenset({"buy", "need", "have", "have got", "forget", "lose", "find", "look for", "show", "give",
                             "pick up"}),  # a ticket to Berlin
    "to (way)": frozenset({"show", "know"}),  # Can you show me the way to the station? Do you know the way …?
    "to (vehicle)": frozenset({"miss", "take", "wait for"}),  # the bus to the airport
    "from": frozenset({"get (thing)", "read", "open", "find", "like", "love", "show", "give", "send", "lose"}),
    "of (picture)": frozenset({"like", "love", "look at", "show", "give", "send", "find", "have", "have got", "draw",
                               "paint", "buy", "lose"}),
}  # fmt: skip
_VEHICLES_TO = frozenset({"bus", "train", "tram"})  # what leaves for somewhere as a subject or an object
_DETAIL_SUBJECT_VERBS = frozenset({"leave", "arrive", "stop"})  # The train to Berlin leaves at nine (not a plane).
_ROUTE_ONLY_CITIES = frozenset({"ticket", "plane"})  # a ticket to Berlin (not to the zoo: that is an Eintrittskarte)
_ROUTE_PLACES = ("station", "airport", "zoo", "hospital", "beach", "museum", "school")  # zum Flughafen, zur Schule
# where a class asks the way to (pass 30): the way to the library → der Weg zur Bibliothek
_WAY_PLACES = (*_ROUTE_PLACES, "library", "post office", "bank", "church", "park", "cinema", "supermarket", "bakery",
               "swimming pool", "bus stop", "pharmacy", "hotel", "police station")  # fmt: skip
P_WAY = 0.7  # share of "the way" objects that say where to
_PICTURED = ("family", "dog", "cat", "horse", "bird", "house", "church", "mountain", "sea", "grandmother", "brother",
             "sister", "friend", "school", "car", "flower", "tree", "baby", "garden")  # fmt: skip


def _p_detail(noun: str) -> float:
    """How often a noun of _NOUN_DETAILS says its detail where it may."""
    return {"to (route)": P_ROUTE, "to (way)": P_WAY}.get(_NOUN_DETAILS[noun], P_NOUN_DETAIL)


_HANGING_PLACES = ("wall", "door")  # what hangs is on them (their lexicon entry: on = "an")
_PLACES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {  # verb → (place kinds, "in" places)
    "live": (("in", "in", "home"), ("city", "village", "house", "flat", "hotel")),
    "live (animal)": (("in",), ("forest", "zoo", "sea", "river", "lake", "jungle", "field", "desert", "ocean", "pond")),
    "sit": (("in", "at", "on"), _ROOMS + ("park", "restaurant", "bus", "train")),
    "stay": (("in", "home"), _IN_PLACES),
    "sleep": (("in", "home"), _ROOMS[:3] + ("hotel", "hospital", "house", "flat")),
    "work": (("in", "home"), ("office", "bank", "hospital", "school", "shop", "supermarket", "restaurant", "garden")),
    "wait": (("in", "at", "next"), ("park", "restaurant", "hotel", "office", "bank", "kitchen", "café", "station")),
    "watch tv": (("in", "home"), ("living room", "bedroom", "room", "hotel", "kitchen")),
    "wash (dishes)": (("in",), ("kitchen", "restaurant", "café", "hotel")),
    "do the dishes": (("in",), ("kitchen", "restaurant", "café", "hotel")),
    "study": (("in", "home"), ("library", "room", "bedroom", "classroom", "school", "garden")),
    "listen": (("in",), ("classroom", "room", "kitchen", "church", "school")),
    "talk": (("in", "at", "next"), ("kitchen", "garden", "park", "restaurant", "café", "classroom", "hall")),
    "dance": (("in",), ("kitchen", "garden", "living room", "hall", "restaurant", "park")),
    "read": (("in", "on", "home"), ("library", "bedroom", "living room", "garden", "park", "train", "bus")),
    "play": (("in", "home"), ("garden", "park", "room", "school")),
    # in a choir → in einem Chor (pass 30)
    "sing": (("in",), ("church", "kitchen", "garden", "school", "restaurant", "choir", "choir", "choir", "choir")),
    "cook": (("in", "home"), ("kitchen", "restaurant", "garden")),
    "go for a walk": (("in",), ("park", "forest", "town", "city", "village", "garden", "zoo")),
    "go swimming": (("in",), ("lake", "sea", "river", "pool")),
    "go shopping": (("in",), ("town", "city", "village", "supermarket")),
    "ride a bike": (("in",), ("park", "forest", "village", "town", "city")),
    "take photos": (("in",), ("park", "zoo", "garden", "forest", "city", "museum", "village")),
    "have breakfast": (("in", "home"), ("kitchen", "garden", "hotel", "restaurant")),
    "have lunch": (("in", "home"), ("kitchen", "garden", "restaurant", "school")),
    "eat breakfast": (("in", "home"), ("kitchen", "garden", "hotel", "restaurant")),
    "eat lunch": (("in", "home"), ("kitchen", "garden", "restaurant", "school")),
    "park (car)": (("next", "next", "in"), ("garage", "street")),  # in front of the house, here, in the garage
    "have dinner": (("in", "home"), ("kitchen", "garden", "restaurant", "hotel")),
    "eat dinner": (("in", "home"), ("kitchen", "garden", "restaurant", "hotel")),
}
_PLACES["watch television"] = _PLACES["watch tv"]  # the same verb, said with another noun


@dataclass(frozen=True)
class HeldOut:
    """Adjective–noun and verb–object pairs reserved for the compositional split."""

    adj_noun: frozenset[tuple[str, str]]
    verb_obj: frozenset[tuple[str, str]]


def held_out(seed: int = 0) -> HeldOut:
    """About 8% of adjective–noun pairs and of verb–object pairs, keeping every word well covered."""
    rng = random.Random(seed * 7919 + 104729)
    pairs = sorted((a, n) for n, adjs in _ATTRIBUTIVE.items() for a in adjs)
    rng.shuffle(pairs)
    left_n = {n: len(a) for n, a in NOUN_ADJECTIVES.items()}
    left_a = {a: sum(a in v for v in NOUN_ADJECTIVES.values()) for a in ADJECTIVES}
    chosen = []
    for a, n in pairs:
        if len(chosen) < 0.08 * len(pairs) and left_n[n] > 3 and left_a[a] > 3:
            chosen.append((a, n))
            left_n[n] -= 1
            left_a[a] -= 1
    vo = sorted((v, o) for v, objs in VERB_OBJECTS.items() for o in objs)
    rng.shuffle(vo)
    left_v = {v: len(o) for v, o in VERB_OBJECTS.items()}
    chosen_vo = []
    for v, o in vo:
        if len(chosen_vo) < 0.08 * len(vo) and left_v[v] > 3:
            chosen_vo.append((v, o))
            left_v[v] -= 1
    return HeldOut(frozenset(chosen), frozenset(chosen_vo))


def _coordinated(nps: Sequence[NP | None]) -> list[NP]:
    """Each noun phrase followed by the ones coordinated with it (eggs, flour and butter: three)."""
    out: list[NP] = []
    for np in nps:
        while np is not None:
            out.append(np)
            np = np.also
    return out


def _nps(c: Clause) -> list[NP]:
    nps = _coordinated([c.subj, c.obj, c.iobj, c.pred_np, c.pp.np if c.pp else None, c.feared, c.with_])
    return nps + [np.loc.np for np in nps if np.loc is not None and np.loc.np is not None]


def _adjective_pairs(nps: Sequence[NP]) -> set[tuple[str, str]]:
    return {(a, np.noun) for np in nps if np.noun is not None for a in (np.adj, np.adj2) if a is not None}


def sentence_items(s: Sentence) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """Adjective–noun pairs and verb–object pairs of a sentence structure."""
    pairs: set[tuple[str, str]] = set()
    vo: set[tuple[str, str]] = set()
    for c in (s.main, s.second):
        if c is None:
            continue
        pairs |= _adjective_pairs(_nps(c))
        vo |= {(c.verb, np.noun) for np in _coordinated([c.obj]) if np.noun is not None}
    pairs |= _adjective_pairs(_coordinated(s.nps))
    return pairs, vo


_NOW = frozenset({"now", "at the moment"})  # only with the present
_FIRST_TIMES = ("today", "tomorrow", "yesterday", "now", "tonight", "every day", "next week", "last week",
                "at the weekend", "in the morning", "in the evening", "on monday", "on friday",
                "on sunday")  # fmt: skip


_STEPS = frozenset({"first", "then", "after that"})  # the steps of a story or a recipe


@cache
def _times_ok(tense: str) -> frozenset[str]:
    """The time words a tense takes (no "yesterday" with the future, no "now" with the past)."""
    if tense in ("past", "perf"):
        habit = tense == "past"  # We played on Sundays; not "We have played on Sundays"
        # nor "We have played yesterday": the English present perfect takes no finished time
        return frozenset(
            t for t in TIME
            if t not in _FUTURE_TIMES and t not in _NOW
            and (habit or (t not in _HABITS and t not in _PAST_TIMES and t not in _DATE_SET))
        )  # fmt: skip
    if tense == "fut":
        return frozenset(t for t in TIME if t not in _PAST_TIMES and t not in _NOW and t not in _HABITS)
    return frozenset(t for t in TIME if t not in _PAST_TIMES and t not in _FUTURE_TIMES)


@cache
def _first_times(tense: str) -> tuple[str, ...]:
    return tuple(t for t in _FIRST_TIMES if t in _times_ok(tense))


@cache
def _time_options(tense: str, clock: bool) -> tuple[str, ...]:
    drawn = (t for t in _times_ok(tense) if t not in _RANGES and t not in _OWN_VERBS_TIMES and t not in _DATE_SET)
    return tuple(sorted(t for t in drawn if (t in _CLOCK_TIMES) == clock))


def _pick_clock(rng: random.Random, times: Sequence[str]) -> str:
    """A clock time: at seven o'clock more often than half past seven, and that more than quarter past/to; now
    and then a part of the day after it (at seven o'clock in the evening → um sieben Uhr abends) or a repeated
    time (at seven o'clock every day → jeden Tag um sieben Uhr)."""
    kind = rng.choices(("o'clock", "half", "quarter", "daytime", "every", "hour", "minutes", "around", "day"),
                       weights=(60, 25, 15, 12, 10, 25, 12, 8, 12))[0]  # fmt: skip
    return rng.choice([t for t in times if _CLOCK_KIND[t] == kind] or times)


def _clock_kind(time: str) -> str:
    """Which kind of clock time _pick_clock draws it as (at seven → hour, at ten past nine → minutes)."""
    for kind, times in (("daytime", _DAYTIME_CLOCK), ("every", _EVERY_CLOCK), ("around", _AROUND_CLOCK),
                        ("day", _DAY_CLOCK)):  # fmt: skip
        if time in times:
            return kind
    for kind in ("o'clock", "half", "quarter"):
        if kind in time:
            return kind
    return "minutes" if " past " in time or " to " in time else "hour"


_CLOCK_KIND = {t: _clock_kind(t) for t in (*_CLOCK_TIMES, *CLOCK)}  # once, not at every draw


def _nouns_of(classes: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k, n in NOUNS.items() if k in classes or n.cls in classes)


# verbs that a rule puts in place of another, never drawn by their type (Sampler.fix: give for a birthday → schenken)
_BY_RULE_ONLY = frozenset({"give (present)"})
_TAKEN_VEHICLES = frozenset({"bus", "train", "tram", "taxi"})  # take a taxi → ein Taxi nehmen (Sampler.fix, pass 40)
P_TAKE_A = 0.06  # share of transport sentences that take a taxi, a bus or a train (nehmen; 1 or 2 in 20,000 before)


@cache
def _verbs_of(types: tuple[str, ...], sep: bool | None, case: str | None) -> tuple[Verb, ...]:
    return tuple(
        v
        for v in VERBS.values()
        if v.type in types
        and v.key not in _BY_RULE_ONLY
        and (sep is None or (bool(v.sep) and not v.apart) == sep)
        and (case is None or v.case == case)
    )


def _other_pronouns(subj: NP) -> list[str]:
    """Object pronouns that cannot refer to the subject (no "we … me", no "I … me")."""
    clash = {"I": {"I", "we"}, "we": {"I", "we"}}.get(subj.pronoun or "", {subj.pronoun})
    return [p for p in _PERSON_PRONOUNS if p not in clash]


P_VERY_ATTRIBUTIVE = 0.1  # share of comparable attributive adjectives said with very (pass 35)
P_ATTRIBUTIVE_PAIR = 0.12  # share of attributive adjectives followed by a second one (a beautiful old church)
P_DEMONSTRATIVE = 0.07  # share of "the" that is "this" or "that" (this book → dieses Buch)
P_NOUN_PLACE = 0.1  # share of described nouns with a place after them (the garden behind our house is small)
P_PARTITIVE = 0.2  # share of food and drink objects in a container or measure (a glass of milk → ein Glas Milch)
P_MEAL = 0.12  # share of eat/drink/make clauses for a meal (for breakfast → zum Frühstück)
# Pass 32. How well one plays or speaks something: He plays the piano very well. → Er spielt sehr gut Klavier.
_WELL_OBJECT_VERBS = frozenset({"play sport", "play music", "play more sport", "speak"})
P_WELL_OBJECT = 0.6  # of those verbs' clauses with an object German says bare (_bare_in_german)
P_FIRST = 0.02  # transitive clauses that do it first: Wash the vegetables first! → Wasch zuerst das Gemüse!
_TEAM_VERBS = frozenset({"win", "play sport"})  # a team as the subject: Our team won the match.
_TEAMS = ("team", "team", "football team")
P_TEAM = 0.4
_MEAL_COOKING = frozenset({"cook (food)", "cook meal"})  # what one cooks is a meal above all: cook dinner
P_COOK_MEAL = 0.4
P_HOW_FAR = 0.05  # share of transport sentences that ask how far it is: How far is it to the station?
P_RANGE = 0.05  # share of time adverbials that are a range (from nine to five, from Monday to Friday)
P_IMPERATIVE_IF = 0.15  # share of imperatives with an if/when clause (If it rains, take an umbrella.)
P_FAMILY_NAME = 0.3  # share of names that are Mum, Dad, Grandma or Grandpa (Mum is in the kitchen)
P_WHAT_IS = 0.15  # share of favourite sentences that ask for it (What is your favourite film?)
P_LATE = 0.05  # share of adjectives about a person that are "late" (be late → zu spät kommen)
P_HUNGER = 0.1  # share of adjectives about a person that are hungry/thirsty (Ich habe Hunger: a first-lesson idiom)
P_FELT = 0.15  # share of adjectives about a person that are cold, hot or warm (Mir ist kalt.; pass 45)
P_AFRAID = 0.08  # share of the other adjectives about a person that are "afraid (of …)" → Angst haben (vor …) (pass 30)
_FEARED = ("dog", "dog", "spider", "spider", "snake", "snake", "mouse", "bee", "shark", "wolf", "lion", "bear", "horse",
           "cow")  # fmt: skip
P_DID_LIKE = 0.08  # share of yes/no questions that are "Did you like …?" (gefallen, schmecken)
P_BABY = 0.15  # share of my/your … brother or sister that are a baby brother or sister (kleiner Bruder; pass 24)
# share of objects of _THAT_VERBS that are "that" (I don't understand that. → Ich verstehe das nicht.); 0.2 before
# pass 28
P_THAT = 0.3
_THAT_VERBS = frozenset({"repeat", "explain", "understand", "spell", "translate", "write", "read", "eat", "try", "do"})
P_PAINT_PICTURE = 0.4  # share of "paint" (malen) objects that are a picture (She paints a picture of the sea.)
P_SUBJECT_PLACE = 0.06  # share of definite subjects of other verbs with a place after them (the cat on the sofa)
P_ASK_TIMED_ADJECTIVE = 0.1  # share of yes/no questions that ask how someone or something is at a time
P_CLOCK_FREQ = 0.3  # share of clauses with a clock time (clock_time sentences) that also say how often
P_COPULA_TIME = 0.2  # share of adjective copulas with a time (Is the pool open today? I was tired yesterday.)
P_TIME_OF_YEAR = 0.05  # share of adjective copulas about a meal, a season or homework (Dinner is ready.)
P_THIRD = 0.35  # share of two coordinated objects that are three (eggs, flour and butter → Eier, Mehl und Butter)
P_OPENING_HOURS = 0.5  # share of clauses of opening/starting verbs at a clock time (The shop opens at nine o'clock.)
P_BACK = 0.04  # share of places of a person that are "back" (I will be back at six. → Ich werde um sechs zurück sein.)
P_WEATHER_BE_PLACE = 0.2  # share of weather copulas that say where (It's cold outside. → Es ist draußen kalt.)
P_HERE_ADJECTIVE = 0.04  # share of other adjective copulas with here / there (Der Fluss ist hier sehr tief.)
# share of place copulas that say where a thing lies or stands (The keys are on the table.); 0.15 before pass 28,
# which run 47 (2,505 steps) forgot
P_RESTING = 0.35
_DOING_PLACES = ("kitchen", "garden", "living room", "bathroom", "bedroom", "park", "classroom", "room")
P_WHAT_DO = 0.2  # share of what-questions that ask what someone does or did (Sampler.what_do; pass 35)
P_WORKPLACE = 0.3  # share of the other job copulas that say where (a teacher at our school; pass 35)
# Where a job is done (Sampler.workplace; a teacher or a pupil at a school; no mechanic: a mechanic's garage is a
# Werkstatt, not the lexicon's Garage).
_WORKPLACES = {"doctor": ("hospital",), "nurse": ("hospital",), "waiter": ("restaurant", "café", "hotel"),
               "chef": ("restaurant", "hotel"), "cook": ("restaurant", "hotel", "school"),
               "secretary": ("office", "school", "hospital"), "engineer": ("factory",),
               "baker": ("bakery",)}  # fmt: skip
P_WORKS_AT = 0.3  # share of clauses with work that say where (pass 41: A cook works in a restaurant.; Sampler.works_at)
_WORKING = ("hospital", "office", "bank", "shop", "supermarket", "factory", "restaurant", "hotel", "bakery", "school",
            "post office", "library", "café")  # where anyone works: My aunt works in a bank. (pass 41)  # fmt: skip


def _work_pp(prep: str, place: NP) -> PP:
    """Where someone works; at or in a bank → bei (pass 44: Er arbeitet bei einer Bank.: the employer)."""
    if place.noun == "bank":
        return PP("in (bank)" if prep == "in" else "at (bank)", place)
    return PP(prep, place)


P_JOB_QUESTION = 0.25  # share of the other job copulas asked (pass 42: Is your mother a teacher?; there were none)
P_WOMAN_JOB = 0.2  # share of job copulas whose subject is a woman or a girl drawn as one (pass 41; Sampler.woman)
P_FUTURE_JOB = 0.2  # share of job copulas that say what someone wants to be (I want to be a doctor.)
P_BECAME_JOB = 0.1  # share of the other job copulas with become (She became a teacher. → Sie wurde Lehrerin.)
P_BEST_IN = 0.12  # share of noun copulas that say who is the best / tallest … of a group (in our class)
_BEST_IN = {"pupil": ("class", "school"), "student": ("class", "school"), "player": ("team",), "child": ("family",),
            "boy": ("class", "family"), "girl": ("class", "family"), "singer": ("class", "school")}  # fmt: skip
_BEST_ADJECTIVES = ("best", "best", "tallest", "youngest", "oldest", "fastest", "smallest", "funniest", "cleverest",
                    "strongest", "quietest", "loudest")  # fmt: skip
# pass 34: the highest mountain in the world → der höchste Berg der Welt (a genitive), the biggest city in Austria →
# die größte Stadt in Österreich; You are the best mum in the world! → Du bist die beste Mama der Welt!
P_BEST_OF_ALL = 0.06  # share of the other noun copulas that say so (Sampler.best_of_all)
P_WHAT_BEST = 0.03  # share of copula sentences that ask it: What is the fastest animal in the world?
# pass 39: share of copula sentences with a superlative said without its noun (Who is the youngest in your family? →
# Wer ist der Jüngste in deiner Familie?; Sampler.the_most)
P_THE_MOST = 0.06
_THE_MOST_IN = ("family", "family", "class", "class", "team", "school")
_BEST_OF_ALL = {"animal": ("biggest", "smallest", "fastest", "slowest", "strongest"),
                "dog": ("biggest", "smallest", "fastest", "oldest"), "mountain": ("highest", "biggest"),
                "river": ("longest", "biggest"), "city": ("biggest", "oldest", "smallest"),
                "town": ("oldest", "smallest"),
                "building": ("highest", "biggest", "oldest"), "tower": ("highest", "oldest"),
                "bridge": ("longest", "oldest"), "lake": ("biggest",), "tree": ("tallest", "oldest", "biggest"),
                "church": ("oldest", "biggest"), "island": ("biggest", "smallest"), "zoo": ("biggest", "oldest"),
                "museum": ("biggest", "oldest")}  # fmt: skip
_IN_OUR_TOWN = frozenset({"building", "tower", "bridge", "tree", "church", "zoo", "museum"})  # the oldest … in our town
_COUNTRY_OF = {"berlin": "germany", "munich": "germany", "hamburg": "germany", "cologne": "germany",
               "vienna": "austria", "london": "england", "paris": "france", "rome": "italy"}  # fmt: skip
_COUNTRIES = ("germany", "germany", "austria", "england", "france", "italy", "spain", "america", "poland", "greece")
# who is the best … in the world: the noun, and the subjects it takes ("she" / "he": a woman's or a man's noun; None:
# either, a friend or a teacher said of a woman is Freundin, Lehrerin)
_BEST_PEOPLE = {"mum": "she", "dad": "he", "sister": "she", "brother": "he", "grandma": "she", "grandpa": "he",
                "friend": None, "teacher": None, "dog": None, "cat": None}  # fmt: skip
P_CALLED = 0.1  # share of my/your … friend, brother, dog … with a name after them (my friend Tom; pass 24)
_MEN = tuple(n for n in _NAMES if NOUNS[n].g == "m")
_WOMEN = tuple(n for n in _NAMES if NOUNS[n].g == "f")
_WOMEN_NAMES = _WOMEN + tuple(n for n in _TITLED if NOUNS[n].g == "f")  # Lisa, Mrs Brown (Sampler.woman)
_CALLED = {  # who is named after the noun: a man's name after a man, a woman's after a woman, any after a pet
    noun: names
    for nouns, names in (
        (("brother", "son", "uncle", "cousin", "friend", "boyfriend", "husband", "grandson"), _MEN),
        (("sister", "daughter", "aunt", "girlfriend", "wife", "granddaughter"), _WOMEN),
        (("dog", "cat", "rabbit", "horse", "hamster", "puppy", "kitten"), _NAMES),
    )
    for noun in nouns
    if noun in NOUNS
}
P_THING_SENSE = 0.05  # share of copulas with an adjective that are nice or busy said of a thing (pass 24)
# share of that- and because-clauses that compare (I think that dogs are better than cats. → Ich glaube, dass Hunde
# besser sind als Katzen.: the comparison follows the verb; pass 25)
P_SUB_COMPARATIVE = 0.12
# pass 36: share of because-clauses after a clause with a thing as its object that say what that thing is like, with
# it or they in the gender and number of its German noun (We ate the soup because it was hot. → Wir aßen die Suppe,
# weil sie heiß war.; I don't like coffee because it's bitter. → …, weil er bitter ist.; Sampler.because_it)
P_BECAUSE_IT = 0.3
_NO_ANAPHOR = frozenset({"no", "how many", "how much", "which", "any"})  # determiners no it can stand for
# pass 36: share of the subjects of begin, start, end and finish (an event) that are school (School starts at eight.
# → Die Schule beginnt um acht.; What time does school finish? → Um wie viel Uhr endet die Schule?)
P_SCHOOL_STARTS = 0.5
# pass 37: share of copulas of place that say where someone has (never) been (Sampler.been_to)
P_BEEN_TO = 0.12
# pass 38: share of that-, because-, when-, if- and whether-clauses with a modal verb, which German puts last (…, dass
# wir leise sein müssen.; 2 in 40,000 pairs before)
P_SUB_MODAL = 0.2
_MODAL_CONJUNCTIONS = frozenset({"that", "because", "when", "if", "whether", "whether_if"})
# pass 38: share of and- and but-coordinations whose second clause says what the first one's thing is like (I have a
# dog and it is very small. → Ich habe einen Hund und er ist sehr klein.; Sampler.because_it)
P_AND_IT = 0.2
# pass 37: share of clauses of give drawn with for … birthday or for Christmas: a present, schenken (Sampler.fix)
P_GIVE_PRESENT = 0.25
P_OPENING = 0.05  # share of adjective copulas that say a shop or a museum is open or closed (pass 37: geöffnet)
_OPENING_PLACES = ("shop", "museum", "bank", "library", "supermarket", "bakery", "swimming pool", "zoo", "café",
                   "cinema", "pharmacy", "post office", "market")  # fmt: skip
P_SOME_MASS = 0.08  # share of mass nouns drawn with some (some bread → etwas Brot; pass 37)
_GIFT_TIMES = (*(f"for {p} birthday" for p in ("my", "your", "his", "her", "our", "their")), "for christmas")
# places one has been to, in + dative (not the beach, a farm, a mountain: am Strand, auf dem Bauernhof, auf dem Berg)
_BEEN_PLACES = ("zoo", "museum", "cinema", "city", "village", "swimming pool", "library", "hospital", "theatre",
                "circus")  # fmt: skip
_SCHOOL_VERBS = frozenset({"begin", "start", "end", "finish (end)"})
# pass 51: what one helps someone with (Can you help me with my homework? → Kannst du mir bei meinen Hausaufgaben
# helfen?; the model wrote "mit mir Hausaufgaben"): bei + dative, the task of whom is helped (Sampler.fix)
P_HELP_WITH = 0.4
_TASKS = ("homework", "homework", "homework", "exercise", "maths", "english")
_OWN = {"I": "my", "you": "your", "he": "his", "she": "her", "it": "its", "we": "our", "they": "their"}


def _task(rng: random.Random, helped: NP) -> NP:
    """The homework, an exercise or a school subject of whom is helped: help her with her homework (mit ihren
    Hausaufgaben), help us with this exercise, help me with maths (bei Mathe)."""
    noun = rng.choice(_TASKS)
    if NOUNS[noun].bare:
        return NP(noun=noun, det="none")
    own = _OWN.get(helped.pronoun or "")
    return NP(noun=noun, det=rng.choice((own, own, "the")) if own else "the" if noun == "homework" else "this")


P_FOR_TOMORROW = 0.35  # share of clauses of _FOR_TOMORROW's verbs and objects without a time that are for tomorrow
# nice → schön, busy → voll: the nouns their thing sense is said of (The weather is nice. The shops are busy.)
_THING_SENSE_NOUNS = {
    a: tuple(n for n in NOUNS if _of_thing(ADJECTIVES[a], NOUNS[n]) and a in PRED_ADJECTIVES[n])
    for a in ("nice", "busy")
}
# Mr Brown is our music teacher. (pass 24: a share of P_WHO_IS more, about the teachers of a school)
P_NAMED_TEACHER = 0.5
_SCHOOL_TEACHERS = ("teacher", "teacher", "English teacher", "German teacher", "maths teacher", "music teacher",
                    "art teacher", "history teacher", "geography teacher")  # fmt: skip
P_MY_FRIEND = 0.15  # share of noun copulas that say whose friend someone is (Emma is my best friend.; pass 41)
_FRIEND_SUBJECTS = ("sister", "brother", "cousin", "mother", "father", "girl", "boy", "neighbour", "aunt", "uncle")
P_WHO_IS = 0.12  # share of "this is a …" copulas that say who a person is (That man is my uncle.)
P_CARE_MEAL = 0.3  # share of "wash / brush your …" clauses before or after a meal (vor dem Abendessen)
P_COULD = 0.5  # share of "Can I / you / we …?" requests asked as "Could …?" (könnte)
P_FOR_WHOM = 0.6  # share of "too" + adjective about a thing that say for whom (too small for me → mir zu klein)
_CONTRARIES = frozenset(frozenset(p.split()) for p in (
    "big small", "big little", "old new", "old young", "hot cold", "warm cold", "long short", "tall short", "fast slow",
    "expensive cheap", "easy difficult", "happy sad", "clean dirty", "full empty", "light dark", "heavy light",
    "early late", "good bad", "quiet loud", "wet dry", "open closed", "rich poor", "strong weak", "hard soft",
    "beautiful ugly", "high low", "wide narrow", "thick thin", "fat thin", "healthy ill", "healthy sick", "busy free",
    "tired awake", "hungry full", "safe dangerous", "boring interesting", "right wrong", "friendly unfriendly",
    "nice horrible", "lovely horrible", "sunny cloudy", "sunny rainy", "kind unkind", "polite rude", "lazy busy",
))  # two adjectives never joined by and (Sampler.second_adjective; pass 42)  # fmt: skip
P_TWO_ADJECTIVES = 0.15  # share of predicative adjectives (copula, weather) with a second one after "and"
# Weather adjectives and those that go with each after "and" (cold and windy, not "warm and cold").
_WEATHER_ADJECTIVES = {
    "cold": ("windy", "rainy", "foggy", "cloudy"), "warm": ("sunny",), "hot": ("sunny",),
    "cool": ("windy", "cloudy", "rainy"), "sunny": ("warm", "hot"), "rainy": ("cold", "windy"),
    "windy": ("cold", "cool", "rainy"), "cloudy": ("cold", "cool"), "foggy": ("cold",),
}  # fmt: skip
P_ATTRIBUTIVE_COMPARATIVE = 0.08  # share of comparable adjectives with a or the said as a comparative (a bigger house)
P_SUPERLATIVE = 0.15  # share of comparable adjectives with the or a possessive said in the superlative
P_FLOOR = 0.03  # share of places of live / be / work on a floor of a building (on the second floor → im zweiten Stock)
P_ORDINAL = 0.1  # share of singular nouns of _ORDINAL_NOUNS with the or a possessive that take an ordinal
_ORDINALS = ("first", "first", "second", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
             "tenth", "next", "next")  # fmt: skip
_ORDINAL_NOUNS = frozenset({"street", "road", "question", "word", "page", "exercise", "lesson", "day", "week",
                            "month", "year", "house", "door", "room", "class", "song", "book", "picture", "game",
                            "sentence", "train", "bus", "stop"})  # fmt: skip
P_CORE = 0.5  # how often a choice among lexicon words is made among its core words only
P_BALANCE = 0.25  # how often it is the least drawn of a few candidates instead (words that few pools hold)
BALANCE_CANDIDATES = 8
BALANCE_FLOOR = 1 / 1500  # … if that word's share of all draws so far is below this floor
_CORE_CACHE = 512  # word pools whose core items are remembered (the module's pools are far fewer)


class _CoreChoice:
    """A random.Random whose choice() among lexicon words favours core words and balances the rest.

    A class of beginners types "my mother", "the dog", "tomorrow" far more often than "the mechanic" or "the
    tortoise"; drawn uniformly from 639 nouns, the core words would be rare in the training data, so half the
    time the choice is made among the pool's core words only (Zipf in two steps). Uniform draws alone would
    leave a word as rare as the pools that hold it: "leg" or "cloud" is the object of almost no verb, so it
    came up in one sentence of 10,000 while "friend" came up in 150. A quarter of the time the choice is
    therefore the word drawn least often so far among `BALANCE_CANDIDATES` random candidates of the pool, if
    that word's share of all draws so far is below `BALANCE_FLOOR`: the big pools ("This is …", "The … is big",
    "I see …") then carry the words the small ones leave rare, and words above the floor keep their odds.
    Every other method is the wrapped generator's, so the stream stays deterministic for a seed.
    """

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._core: dict[object, tuple] = {}  # words or id(tuple) → (the pool, its core items, lexical?)
        self.drawn: Counter[str] = Counter()  # lexicon key → how often choice() returned it
        self.draws = 0

    def __getattr__(self, name: str):
        return getattr(self._rng, name)

    def _core_of(self, seq) -> tuple[tuple, bool]:
        """The pool's core items and whether it is a pool of lexicon words at all (remembered per pool: words by
        content, so pools built per call hit too; other items, such as verbs, by the tuple's identity)."""
        by_words = bool(seq) and isinstance(seq[0], str)
        key = (seq if isinstance(seq, tuple) else tuple(seq)) if by_words else id(seq)
        hit = self._core.get(key)
        if hit is not None and (by_words or hit[0] is seq):
            return hit[1], hit[2]
        core = tuple(x for x in seq if _is_core(x))
        words = bool(seq) and _key(seq[0]) in _LEXICAL
        if by_words or isinstance(seq, tuple):
            if len(self._core) >= _CORE_CACHE:  # pools built per call must not pile up
                self._core.clear()
            self._core[key] = (seq, core, words)  # keeps seq alive, so an id is not reused while cached
        return core, words

    def choice(self, seq):
        core, words = self._core_of(seq)
        if not words:  # determiners, "this"/"that", pronouns …
            return self._rng.choice(seq)
        r = self._rng.random()
        x = None
        if r < P_CORE and core and len(core) < len(seq):
            x = self._rng.choice(core)
        elif r < P_CORE + P_BALANCE and len(seq) > BALANCE_CANDIDATES:
            rare = min(self._rng.sample(seq, BALANCE_CANDIDATES), key=lambda y: self.drawn[_key(y)])
            if self.drawn[_key(rare)] < self.draws * BALANCE_FLOOR:
                x = rare
        if x is None:
            x = self._rng.choice(seq)
        self.drawn[_key(x)] += 1
        self.draws += 1
        return x


# What choice() balances: nouns, verbs, adjectives and time expressions (not determiners or pronouns).
_LEXICAL = frozenset(NOUNS) | frozenset(VERBS) | frozenset(ADJECTIVES) | frozenset(TIME)


def _key(x: object) -> str | None:
    return x.key if isinstance(x, Verb) else x if isinstance(x, str) else None


def _personal(np: NP) -> bool:
    """A person (pronoun, name or person noun) that "you" can replace as the subject."""
    return np.pronoun in _PERSON_PRONOUNS or (np.noun is not None and NOUNS[np.noun].cls in ("person", "name"))


def _been_to(c: Clause) -> bool:
    """A person who has been in a town or a building: English says "been to", German where they were (in Berlin)."""
    return (
        c.verb == "be"
        and c.tense == "perf"
        and c.mood != "wh"
        and c.pp is not None
        and c.pp.prep == "in"
        and c.pp.np is not None
        and c.pp.np.noun is not None
        and (NOUNS[c.pp.np.noun].cls == "placename" or NOUNS[c.pp.np.noun].loc)
        and _personal(c.subj)
    )


def _full_verb_past(c: Clause) -> bool:
    """A simple past of a full verb (no modal, no progressive, no gern, not "have got"): the English past that
    do-support negates and asks with did."""
    verb = VERBS.get(c.verb)
    return (
        c.tense == "past" and verb is not None and not verb.en_perfect and c.modal is None and not c.prog
        and not c.gern
    )  # fmt: skip


def _asks_did(c: Clause) -> bool:
    """A simple-past question with do-support (Did you see …?, Where did he go?): German asks in the Perfekt; so it
    asks who did something (pass 21: Who washed the car? → Wer hat das Auto gewaschen?), but Wer hatte …?, Wer
    wusste …? (_PRETERITE_KEPT)."""
    if c.wh == "who":
        return _full_verb_past(c) and VERBS[c.verb].de not in _PRETERITE_KEPT
    return c.mood != "decl" and _full_verb_past(c)


# Verbs that spoken German keeps in the Präteritum where it tells other past events in the Perfekt: Ich mochte den
# Fisch nicht. Ich hatte keine Zeit. Ich wusste es nicht. (sein and the modal verbs never take do-support.)
_PRETERITE_KEPT = frozenset({"mögen", "haben", "wissen"})


def _spoken_past(c: Clause) -> bool:
    """A simple past of a full verb that spoken German tells in the Perfekt when it is not a story being told: with
    didn't (I didn't sleep well. → Ich habe nicht gut geschlafen.) and in a reason or a report (…, weil es
    geregnet hat; …, dass er angerufen hat). A story stays in the Präteritum (Wir gingen ins Kino.; als ich fünf
    war)."""
    return c.mood == "decl" and _full_verb_past(c) and VERBS[c.verb].de not in _PRETERITE_KEPT


def _de_perfect(c: Clause) -> bool:
    """Whether an English simple past becomes a German Perfekt in a main clause: did-questions and didn't."""
    return _asks_did(c) or (c.neg and _spoken_past(c))


_SUPERLATIVE_WORDS = frozenset(SUPERLATIVES.values())


def _drop_stray_rank(np: NP | None) -> NP | None:
    """An ordinal or a superlative only with the or a possessive, an ordinal of one thing: not "two third books",
    "I like reading ninth books", "a biggest dog"."""
    if np is None or (np.adj not in _ORDINALS and np.adj not in _SUPERLATIVE_WORDS):
        return np
    if np.det in ("the", *POSSESSIVES) and not (np.plural and np.adj in _ORDINALS):
        return np
    return replace(np, adj=None)


def _you_were(c: Clause) -> bool:
    """Where were you yesterday? → Wo warst du gestern? (sein keeps du in the Präteritum, as spoken German does; full
    verbs with du go to the Perfekt or another subject, and be late → zu spät kommen is a full verb)."""
    return c.verb == "be" and c.modal is None and not c.prog and not _late(c)


def _is_core(x: object) -> bool:
    key = _key(x)
    return key is not None and (key in _CORE_WORDS or key in _CORE_TIMES)


def _town(rng: random.Random, np: NP) -> NP:
    """in town, to town (no English article) → in der Stadt, in die Stadt: half the plain towns."""
    if np.noun == "town" and np.det == "the" and np.adj is None and np.owner is None and rng.random() < 0.5:
        return replace(np, det="zero")
    return np


def _female(np: NP) -> bool:
    """Whether a subject is a woman or a girl (she, my sister, Lisa): a job or a superlative then takes the woman's
    form (Sie ist Lehrerin. Lisa ist die beste Schülerin.)."""
    return np.pronoun == "she" or (np.noun is not None and np.noun in _FEMALE)


def _bare_in_german(np: NP) -> bool:
    """An object German says without an article (Klavier, Fußball, Englisch), where gut can stand before it; not
    ihr Brettspiel or die alte Gitarre (Sie spielt die alte Gitarre gut.)."""
    plain = np.noun is not None and np.det in ("none", "the_") and np.owner is None and np.adj is None
    return plain and np.also is None and np.loc is None and not np.plural  # the_: the piano → Klavier


class _Sampler:
    """Draws sentence structures; avoids (train) or prefers (compositional) held-out pairs."""

    def __init__(
        self, rng: random.Random, avoid: HeldOut | None = None, prefer: HeldOut | None = None, teaching: bool = False
    ) -> None:
        self.rng = rng if isinstance(rng, _CoreChoice) else _CoreChoice(rng)
        self.avoid = avoid
        self.prefer = prefer
        self.teaching = teaching  # example_of: only sentences that show their construction's own words (by bus …)
        self.p_adj = 0.2
        self.p_owner = 0.03

    # -- noun phrases
    def adjective(self, noun: str) -> str | None:
        rng = self.rng
        if self.prefer is not None and rng.random() < 0.5:
            preferred = sorted(a for a, n in self.prefer.adj_noun if n == noun)
            if preferred:
                return rng.choice(preferred)
        if rng.random() >= self.p_adj:
            return None
        options = _ATTRIBUTIVE[noun]
        if self.avoid is not None:
            options = tuple(a for a in options if (a, noun) not in self.avoid.adj_noun)
        return rng.choice(options) if options else None

    def np(self, noun: str, plural_ok: bool = True, definite: bool = False) -> NP:
        rng = self.rng
        n = NOUNS[noun]
        adj = self.adjective(noun)
        r = rng.random()
        poss = [p for p in POSSESSIVES if p != "its"]  # "its" is known but never generated
        if n.bare:
            return NP(noun=noun, det="none")
        if n.zero:
            return NP(noun=noun, det="zero")
        if n.cls == "instrument" and not definite:
            return NP(noun=noun, det="the_")
        if n.mass:
            # some bread → etwas Brot (pass 37: He's eating an egg and some bread. The children gave the duck some
            # bread.; negated: the bread, Sampler.fix)
            if definite or r < 0.4:
                det = "the"
            elif r < 0.85 - P_SOME_MASS:
                det = "none"
            elif r < 0.85:
                det = "some"
            else:
                det = rng.choice(poss)
            return NP(noun=noun, det=det, adj=adj, very=self.very(adj))
        if not definite and rng.random() < 0.04 and (n.mass or plural_ok):
            q = rng.choice(("some", "many", "a lot of") if not n.mass else ("some", "a lot of"))
            return NP(noun=noun, det=q, adj=adj, plural=not n.mass)
        if n.pl_only or (plural_ok and rng.random() < 0.25):
            if definite:
                det = "the"
            else:
                det = "the" if r < 0.4 else "none" if r < 0.65 else rng.choice(poss) if r < 0.85 else None
                det = det or ("none" if n.de_sg else rng.choice(tuple(NUMBERS)))  # not "two vegetables"
                if det == "the" and rng.random() < P_DEMONSTRATIVE:
                    det = rng.choice(tuple(DEMONSTRATIVES))  # these shoes → diese Schuhe
            return NP(noun=noun, det=det, adj=adj, plural=True, very=self.very(adj))
        if definite:
            det = "the"
        else:
            det = "the" if r < 0.45 else "a" if r < 0.72 else "one" if r < 0.74 else rng.choice(poss)
        if noun in ("brother", "sister") and adj is None and det in POSSESSIVES and rng.random() < P_BABY:
            adj = None if self.avoid is not None and ("baby", noun) in self.avoid.adj_noun else "baby"
        if noun == "friend" and adj is None and det in POSSESSIVES and rng.random() < 0.25:
            avoid = self.avoid is not None and ("best", noun) in self.avoid.adj_noun
            adj = None if avoid else "best"  # my best friend → mein bester Freund
        if det in ("the", *poss) and adj in SUPERLATIVES and rng.random() < P_SUPERLATIVE:
            return NP(noun=noun, det=det, adj=SUPERLATIVES[adj])  # the tallest boy → der größte Junge
        if det in ("a", "the") and adj in ATTRIBUTIVE_COMPARATIVES and rng.random() < P_ATTRIBUTIVE_COMPARATIVE:
            return NP(noun=noun, det=det, adj=ATTRIBUTIVE_COMPARATIVES[adj])  # a bigger house → ein größeres Haus
        if det in ("the", *poss) and adj is None and noun in _ORDINAL_NOUNS and rng.random() < P_ORDINAL:
            ordinal = rng.choice(_ORDINALS)  # Take the second street on the right. → Nimm die zweite Straße rechts.
            if not (self.avoid is not None and (ordinal, noun) in self.avoid.adj_noun):
                return NP(noun=noun, det=det, adj=ordinal)
        adj2 = self.second_attributive(noun, adj)
        if det == "the" and n.cls in _OWNED and rng.random() < self.p_owner:
            return NP(noun=noun, det="the", adj=adj, adj2=adj2, owner=self.owner())
        if det == "the" and not definite and rng.random() < P_DEMONSTRATIVE:
            det = rng.choice(tuple(DEMONSTRATIVES))
        if noun in _CALLED and det in POSSESSIVES and adj2 is None and rng.random() < P_CALLED:
            return NP(noun=noun, det=det, adj=adj, called=rng.choice(_CALLED[noun]))  # my friend Tom (pass 24)
        return NP(noun=noun, det=det, adj=adj, adj2=adj2, very=self.very(adj))

    def very(self, adj: str | None) -> bool:
        """Now and then very before an adjective that can be more or most (a very old church, very long hair;
        not a very wooden table, not a very best friend)."""
        return adj in _GRADABLE and self.rng.random() < P_VERY_ATTRIBUTIVE

    def second_attributive(self, noun: str, adj: str | None) -> str | None:
        """Now and then a second adjective of a later group (a beautiful old church, long brown hair)."""
        rng = self.rng
        if adj not in _ADJECTIVE_ORDER or rng.random() >= P_ATTRIBUTIVE_PAIR:
            return None
        rank = _ADJECTIVE_ORDER[adj]  # type: ignore[index]
        options = tuple(
            a for a in _ATTRIBUTIVE[noun] if _ADJECTIVE_ORDER.get(a, -1) > rank
            and not (self.avoid is not None and (a, noun) in self.avoid.adj_noun)
        )  # fmt: skip
        return rng.choice(options) if options else None

    def noun_place(self, noun: str) -> PP:
        """Where a thing is, after its noun: the lamp on the table, the garden behind our house."""
        rng = self.rng
        prep = rng.choice(("in", "on", "under", "next to", "behind", "in front of"))
        where = rng.choice(tuple(n for n in _NOUN_PLACES[prep] if n != noun))
        det = rng.choice(("the", "the", "the", "my", "your", "his", "her", "our", "their"))
        return PP(prep, NP(noun=where, det=det))

    def detail_fits(self, obj: NP, verb: str) -> bool:
        """Whether this object of this verb says now what it is (sent) from, shows or goes to (then: noun_detail)."""
        if obj.noun not in _NOUN_DETAILS:
            return False
        kind = _NOUN_DETAILS[obj.noun]
        if kind == "to (route)" and obj.noun != "ticket":
            kind = "to (vehicle)"  # miss the plane to London (not: have a plane to Cologne)
        return (
            verb in _DETAIL_VERBS[kind] and obj.loc is None
            and obj.owner is None and obj.also is None and obj.of is None and self.rng.random() < _p_detail(obj.noun)
        )  # fmt: skip

    def noun_detail(self, noun: str, verb: str | None = None) -> PP:
        """What a noun says after it besides a place: where a bus or a ticket goes (the bus to the airport → der Bus
        zum Flughafen, a ticket to Berlin → eine Fahrkarte nach Berlin), who or where a letter comes from (a postcard
        from London → eine Postkarte aus London, a letter from my aunt → ein Brief von meiner Tante), what a photo
        shows (a photo of my family → ein Foto von meiner Familie, photos of birds → Fotos von Vögeln)."""
        rng = self.rng
        kind = _NOUN_DETAILS[noun]
        city = NP(noun=rng.choice(_PLACE_NAMES), det="none")
        if kind in ("to (route)", "to (way)"):  # the way to a city, never to a country (Germany)
            way = kind == "to (way)"
            if noun in _ROUTE_ONLY_CITIES or rng.random() < (0.15 if way else 0.4):
                return PP(kind, NP(noun=rng.choice(_CITIES), det="none") if way else city)
            where = rng.choice(_WAY_PLACES if way else _ROUTE_PLACES)
            return PP(kind, NP(noun=where, det="zero" if where == "school" else "the"))
        if kind == "from":  # sent from a place only: Send me a postcard from London! (not: a letter from my aunt)
            r = 0.0 if verb == "send" else rng.random()
            if r < 0.35:
                return PP(kind, city)
            return PP(kind, self.name(titled=False) if r < 0.55 else self.np(rng.choice(_JOB_SUBJECTS), False))
        if noun == "map":
            return PP(kind, city)  # a map of Germany → eine Karte von Deutschland
        return PP(kind, self.np(rng.choice(tuple(n for n in _PICTURED if n != noun))))

    def owner(self) -> NP:
        """The owner of a possessive 's: my brother, the teacher, Anna."""
        rng = self.rng
        if rng.random() < 0.3:
            return self.name(titled=False)
        noun = rng.choice(_OWNERS)
        return NP(noun=noun, det=rng.choice(("my", "your", "his", "her", "our", "the")))

    def woman(self) -> NP:
        """A woman or a girl as a subject (pass 41): she, my sister, a woman, Lisa, Mrs Brown."""
        rng = self.rng
        r = rng.random()
        if r < 0.35:
            return NP(pronoun="she")
        if r < 0.75:
            subj = self.np(rng.choice(_WOMEN_OF_JOBS), plural_ok=False)
            return replace(subj, det="a") if subj.det == "one" else subj
        return NP(noun=rng.choice(_WOMEN_NAMES), det="none")

    def name(self, avoid: str | None = None, titled: bool = True) -> NP:
        """A first name, now and then Mum, Dad, Grandma or Grandpa as a name (P_FAMILY_NAME) or Mr or Mrs with a
        surname (P_TITLED: Mr Smith is our teacher. → Herr Smith ist unser Lehrer.)."""
        rng = self.rng
        pool = FAMILY_NAMES if rng.random() < P_FAMILY_NAME else _NAMES
        if titled and rng.random() < P_TITLED:
            pool = _TITLED
        return NP(noun=rng.choice([n for n in pool if n != avoid]), det="none")

    def subject(self, verb: Verb | None, tense: str, pron: float = 0.45) -> NP:
        rng = self.rng
        kind = verb.subj if verb is not None else "person"
        if kind == "it":
            return NP(pronoun="it")
        if kind == "vehicle":
            return self.np(rng.choice(_VEHICLES))
        if verb is not None and verb.key in _SCHOOL_VERBS and rng.random() < P_SCHOOL_STARTS:
            return NP(noun="school", det="zero")  # School starts at eight. → Die Schule beginnt um acht. (pass 36)
        if isinstance(kind, tuple):
            return self.np(rng.choice(_nouns_of(kind)))
        if verb is not None and verb.key in _TEAM_VERBS and rng.random() < P_TEAM:  # Our team won the match.
            return self.np(rng.choice(_TEAMS))
        if rng.random() < pron:
            options = [p for p in _PERSON_PRONOUNS if not (tense == "past" and p == "you")]
            return NP(pronoun=rng.choice(options))
        if kind == "person" and rng.random() < 0.12:
            return self.name()
        if kind == "person" and rng.random() < P_AND_I:  # My sister and I share a room. → … teilen uns ein Zimmer.
            first = self.name() if rng.random() < 0.3 else self.np(rng.choice(_PEOPLE), plural_ok=False)
            return replace(first, also=NP(pronoun="I"))
        pool = _PEOPLE if kind == "person" or rng.random() < 0.5 else _ANIMALS
        if rng.random() < P_TWO_SUBJECTS:  # pass 45: Tom and Ben are playing. → Tom und Ben spielen. (a plural verb)
            first = self.name() if rng.random() < 0.4 else self.np(rng.choice(pool), plural_ok=False)
            second = (self.name(avoid=first.noun) if rng.random() < 0.4 and first.det == "none"
                      else self.np(rng.choice([n for n in pool if n != first.noun]), plural_ok=False))  # fmt: skip
            return replace(first, also=replace(second, also=None))
        return self.np(rng.choice(pool))

    def obj(self, verb: Verb, subj: NP) -> NP:
        rng = self.rng
        options = [o for o in VERB_OBJECTS[verb.key] if o != subj.noun]
        if self.prefer is not None and rng.random() < 0.5:
            preferred = [o for o in options if (verb.key, o) in self.prefer.verb_obj]
            if preferred:
                return self.np(rng.choice(preferred))
        options = self.unheld(verb.key, options)
        if verb.key in _MEAL_COOKING and rng.random() < P_COOK_MEAL:  # Our father is cooking dinner.
            options = [o for o in options if o in _MEALS] or options
        if verb.key == "paint" and subj.noun != "picture" and rng.random() < P_PAINT_PICTURE:
            options = ["picture"]  # malen: a picture above all (the animals of the class "animal" outnumber it)
        if verb.key in _THAT_VERBS and rng.random() < P_THAT:  # Can you repeat that? → Kannst du das wiederholen?
            return NP(pronoun="that")  # (pass 23)
        people = [o for o in options if NOUNS[o].cls == "person"]
        if people and rng.random() < 0.25:
            return NP(pronoun=rng.choice(_other_pronouns(subj)))
        np = self.np(rng.choice(options))
        if np.plural and np.det == "the" and np.also is None and np.loc is None and rng.random() < P_ALL:
            np = replace(np, det="all the")  # Don't eat all the biscuits! → Iss nicht alle Kekse!
        if verb.key in _PARTITIVE_VERBS and np.also is None and np.noun not in _MEALS and rng.random() < P_PARTITIVE:
            return self.partitive(verb.key, np.noun) or np  # type: ignore[arg-type]
        return np

    def unheld(self, verb: str, nouns: Sequence[str]) -> list[str]:
        """The nouns that may be `verb`'s object in this split: not a verb–object pair held out of it."""
        if self.avoid is None:
            return list(nouns)
        return [n for n in nouns if (verb, n) not in self.avoid.verb_obj]

    def partitive(self, verb: str, held: str) -> NP | None:
        """Food or drink in a container or a measure: a glass of milk, two kilos of apples (None: none fits)."""
        rng = self.rng
        options = self.unheld(verb, _CONTAINERS.get(held, ()))
        if not options:
            return None
        det = rng.choice(("a", "a", "a", "one", "the", "my", "your", "two", "three", *NUMBERS))
        return NP(noun=rng.choice(options), det=det, plural=det in NUMBERS, of=held)

    def person_np(self, subj: NP, pron: float = 0.25) -> NP:
        rng = self.rng
        if rng.random() < pron:
            return NP(pronoun=rng.choice(_other_pronouns(subj)))
        if rng.random() < 0.1:
            return self.name(avoid=subj.noun)
        return self.np(rng.choice([p for p in _PEOPLE if p != subj.noun]))

    def resting_place(self, subj: NP) -> PP:
        """Where a thing lies or stands (pass 20, 21): food on the table, on a plate (what lies), next to other food;
        other things on, under, next to, behind or in front of furniture."""
        rng = self.rng
        food = subj.noun in _RESTING_FOOD
        if food and rng.random() < 0.7:
            surfaces = ("table", "table", "table", "plate", "shelf") if subj.noun in _LYING_FOOD else ("table", "shelf")
            return PP("on", self.np(rng.choice(surfaces), plural_ok=False, definite=True))
        if food:
            beside = tuple(n for n in (*_FOOD_THINGS, "plate", "cup", "glass") if n != subj.noun)
            return PP("next to", self.np(rng.choice(beside), plural_ok=False, definite=True))
        prep = rng.choice(("on", "on", "on", "under", "next to", "next to", "behind", "in front of"))
        pool = _FURNITURE if prep in ("on", "under") else _FURNITURE + ("window", "door", "computer", "television")
        return PP(prep, self.np(rng.choice(tuple(n for n in pool if n != subj.noun)), plural_ok=False, definite=True))

    def place(self, subj: NP, verb: str = "be") -> PP:
        rng = self.rng
        kinds, pool = _PLACES.get(verb, (("in", "at", "on", "next", "home"), _IN_PLACES))
        if verb == "hang":  # The picture is hanging on the wall. → Das Bild hängt an der Wand.
            if rng.random() < 0.75:
                return PP("on", self.np(rng.choice(_HANGING_PLACES), plural_ok=False, definite=True))
            return PP("in", self.np(rng.choice(("room", "kitchen", "living room", "bedroom", "hall", "bathroom")),
                                    plural_ok=False, definite=True))  # fmt: skip
        if verb == "cross":  # at the traffic lights → an der Ampel, at the corner → an der Ecke
            return PP("at", NP(noun=rng.choice(("traffic light", "traffic light", "corner"))))
        kind = rng.choice(kinds)
        if verb == "be" and _personal(subj) and rng.random() < P_BACK:
            return PP("back")  # She is back. → Sie ist zurück.
        if rng.random() < 0.1:
            return PP(rng.choice(("here", "there", "upstairs", "downstairs", "outside", "inside")))
        if verb in ("live", "be", "work") and rng.random() < P_FLOOR:  # We live on the third floor.
            return PP("on (floor)", NP(noun="storey", adj=rng.choice(_ORDINALS[:7])))
        end_of = subj.noun is None or NOUNS[subj.noun].cls in _AT_END_OF  # not: a knife at the end of the road
        if verb in ("live", "be", "wait", "park (car)") and end_of and rng.random() < P_END_OF:  # am Ende der Straße
            return PP("at the end of", self.np(rng.choice(("street", "road")), plural_ok=False, definite=True))
        if verb in ("live", "work", "be", "stay") and rng.random() < 0.15:
            return PP("in", NP(noun=rng.choice(_CITIES if verb != "live" else _PLACE_NAMES), det="none"))
        if kind == "home":
            return PP("at")
        if kind == "at":
            at_pool = _AT_PLACES if verb in ("be", "wait") else tuple(p for p in _AT_PLACES if p != "doctor")
            np = self.np(rng.choice(at_pool), plural_ok=False, definite=True)
            if np.noun == "school" and np.adj is None and np.owner is None and rng.random() < 0.7:
                np = replace(np, det="zero")  # at school → in der Schule
            return PP("at", np)
        if kind == "on":
            prep = rng.choice(("on", "on", "under", "above"))
            pool = _FURNITURE + ("floor",) if prep == "on" else _FURNITURE
            if prep == "on" and subj.noun in _ANIMALS and rng.random() < 0.3:
                pool = ("roof", "tree")  # The cat is on the roof. → Die Katze ist auf dem Dach.
            return PP(prep, self.np(rng.choice(pool), plural_ok=False, definite=True))
        if kind == "next" and verb in _NEXT_TO_SOMEONE and rng.random() < P_NEXT_TO_SOMEONE:  # pass 40: My best
            # friend sits next to me. → Mein bester Freund sitzt neben mir. (a pronoun, in the dative)
            return PP(rng.choice(("next to", "next to", "behind", "in front of")),
                      NP(pronoun=rng.choice(_other_pronouns(subj))))  # fmt: skip
        if kind == "next":
            prep = rng.choice(("next to", "next to", "behind", "in front of", "opposite", "near", "between"))
            pool = [n for n in _NEXT_TO if n != subj.noun]
            np = self.np(rng.choice(pool), plural_ok=False, definite=True)
            if prep == "between":  # between the sofa and the window → zwischen dem Sofa und dem Fenster
                other = self.np(rng.choice([n for n in pool if n != np.noun]), plural_ok=False, definite=True)
                np = replace(np, also=replace(other, also=None))
            if np.owner is None and np.also is None and rng.random() < P_PLACE_POSSESSIVE:
                np = replace(np, det=rng.choice(("my", "my", "your", "his", "her", "our", "our", "their")))
            return PP(prep, np)
        np = self.np(rng.choice(pool), plural_ok=False, definite=rng.random() >= 0.3)  # in a hospital, in my room
        np = _town(rng, replace(np, det="a") if np.det == "one" else np)
        if np.noun in _PLACE_OF_PLACE and np.owner is None and np.loc is None and rng.random() < P_PLACE_OF_PLACE:
            where = rng.choice(_PLACE_OF_PLACE[np.noun])  # a flat in the city
            np = replace(np, loc=PP("in", NP(noun=where, det=rng.choice(("the", "the", "a", "our", "my")))))
        return PP("in", np)

    def destination(self, subj: NP, verb: str = "go") -> PP:
        rng = self.rng
        if verb == "move house":
            return PP("to", self.np(rng.choice(("city", "town", "village", "flat", "house")), plural_ok=False,
                                    definite=True))  # fmt: skip
        far = 0.1 if verb == "go" else 0.3  # go to Berlin → nach Berlin fahren (see _de_verb_key)
        if verb in ("fly", "travel", "drive", "move house", "come", "go") and rng.random() < far:
            return PP("to", NP(noun=rng.choice(_PLACE_NAMES), det="none"))
        if verb in ("go", "walk", "run", "drive") and rng.random() < 0.1:  # durch / über + accusative
            prep = rng.choice(("through", "through", "across"))
            pool = _THROUGH if prep == "through" else _ACROSS
            return PP(prep, self.np(rng.choice(pool), plural_ok=False, definite=True))
        r = rng.random() if verb not in ("fly", "travel") else 1.0
        if r < 0.15:
            return PP("to")
        if r < 0.3:
            np = self.np(rng.choice([p for p in _PEOPLE if p != subj.noun]), plural_ok=False)
            if np.det in ("a", "one"):
                np = replace(np, det="the")
            return PP("to", np)
        pool = ("city", "village", "airport") if verb in ("fly", "travel") else _DESTINATIONS
        return self.to_place(pool)

    def to_place(self, pool: Sequence[str]) -> PP:
        """To a place of `pool`, definite: to school without an article six times in ten (go to school → zur
        Schule), to town half the time (→ in die Stadt)."""
        rng = self.rng
        np = self.np(rng.choice(pool), plural_ok=False, definite=True)
        if np.noun == "school" and np.adj is None and np.owner is None and rng.random() < 0.6:
            np = replace(np, det="zero")  # go to school → zur Schule
        return PP("to", _town(rng, np))

    def taken_to(self) -> PP:
        """Where a bus, a train or a taxi takes someone: home, a city, or a place in town (zur Schule, zum Bahnhof)."""
        rng = self.rng
        r = rng.random()
        if r < 0.15:
            return PP("to")  # take the bus home → mit dem Bus nach Hause fahren
        if r < 0.3:
            return PP("to", NP(noun=rng.choice(_CITIES), det="none"))  # take the train to Berlin → nach Berlin
        return self.to_place(_TRANSPORT_DESTINATIONS)  # take the bus to school → mit dem Bus zur Schule fahren

    def written_on(self) -> PP:
        """Where something is written: in your notebook → in dein Heft, on the board → an die Tafel (whither)."""
        rng = self.rng
        if rng.random() < 0.35:
            return PP("on (board)", NP(noun="board", det="the"))
        det = rng.choice(("your", "your", "my", "his", "her", "our", "their", "the"))
        return PP("in (to)", NP(noun=rng.choice(("notebook", "exercise book")), det=det))

    def how_well(self) -> PP:
        """well or, P_VERY_WELL of the time, very well (gut, sehr gut)."""
        return PP("very well" if self.rng.random() < P_VERY_WELL else "well")

    def time(self, tense: str) -> str:
        rng = self.rng
        if rng.random() < 0.35:  # the words of a first lesson on time: today, tomorrow, yesterday, next week …
            return rng.choice(_first_times(tense))
        if rng.random() < P_RANGE:
            return rng.choice(_RANGES)
        if rng.random() < P_DATE:
            return rng.choice(_DATE_TIMES)
        clock = rng.random() < 0.15
        return _pick_clock(rng, _time_options(tense, True)) if clock else rng.choice(_time_options(tense, False))

    # -- clauses
    def please(self, c: Clause) -> Clause:
        """Can I / Can you / Can we / May I …, please? (a third of such requests)."""
        asks = c.mood == "yn" and c.subj.pronoun in ("I", "you", "we") and not c.neg
        request = asks and c.modal in ("can", "could", "may")
        return replace(c, please=True) if request and self.rng.random() < 0.35 else c

    def verb(self, types: tuple[str, ...], sep: bool | None = None, case: str | None = None) -> Verb:
        return self.rng.choice(_verbs_of(types, sep, case))

    def tense(self) -> str:
        return self.rng.choices(("pres", "past", "perf", "fut"), weights=(57, 15, 13, 15))[0]

    def clause(self, verb: Verb, tense: str | None = None, **kw: object) -> Clause:
        """A clause with a random subject and the complements the verb takes."""
        rng = self.rng
        tense = tense or self.tense()
        subj = kw.pop("subj", None) or self.subject(verb, tense)  # type: ignore[assignment]
        if verb.key in _DETAIL_SUBJECT_VERBS and subj.noun in _VEHICLES_TO and subj.det in _DEFINITE \
                and subj.loc is None and subj.owner is None and rng.random() < _p_detail(subj.noun):  # fmt: skip
            subj = replace(subj, loc=self.noun_detail(subj.noun))  # The train to Berlin leaves at nine.
        obj = iobj = pp = None
        if verb.type == "trans":
            obj = self.obj(verb, subj)  # type: ignore[arg-type]
            if verb.key == "watch" and rng.random() < 0.5:  # what people watch most: a film, a game (not a cow)
                obj = self.np(rng.choice(("film", "film", "game")))
            if verb.key == "take (transport)" and obj.noun in _TAKEN_VEHICLES and obj.owner is None \
                    and rng.random() < (0.5 if obj.noun == "taxi" else 0.1):  # fmt: skip
                obj = replace(obj, det="a", plural=False, adj=None)  # We took a taxi. → … ein Taxi (Sampler.fix; 40)
            if rng.random() < 0.15 and not verb.de_prep and "*" not in verb.en_after:  # we buy bread at the market
                with_ = verb.key in ("play sport", "play music") and rng.random() < 0.5
                pp = PP("with", self.person_np(subj)) if with_ else self.place(subj, verb.key)  # type: ignore[arg-type]
            elif verb.key in _PREP_OBJECT_PLACES and rng.random() < P_PREP_OBJECT_PLACE:  # warte vor dem Kino auf dich
                pp = self.place(subj, _PREP_OBJECT_PLACES[verb.key])  # type: ignore[arg-type]
            elif verb.key == "take (transport)" and rng.random() < P_TAKE_TO:  # mit dem Bus zur Schule fahren
                pp = self.taken_to()
            elif verb.key == "watch" and obj.noun in ("film", "game") and rng.random() < P_ON_TV:
                pp = PP("on tv")  # We watch a film on TV. → Wir schauen einen Film im Fernsehen an.
            if verb.key in _MORE_VERBS and obj.noun is not None and obj.also is None and obj.loc is None \
                    and obj.of is None and not NOUNS[obj.noun].bare and rng.random() < P_MORE:  # fmt: skip
                n = NOUNS[obj.noun]  # pass 45: You should eat more vegetables. → Du solltest mehr Gemüse essen.
                obj = NP(noun=obj.noun, det="more", plural=not n.mass, adj=obj.adj if rng.random() < 0.3 else None)
            if verb.key == "write" and rng.random() < P_WRITE_WHERE:  # in dein Heft, an die Tafel (accusative)
                pp = self.written_on()
            if verb.key == "open (book)":  # Open your book at page ten. (only with a page: else open is aufmachen)
                pp = PP("at page", num=rng.choice(_PAGES))
            if verb.key == "paint (wall)" and pp is None and rng.random() < P_RESULT:  # paint the room blue → das
                # Zimmer blau streichen (not with a place: the colour stands last, right before the verb; pass 39)
                kw.setdefault("result", rng.choice(_PAINT_COLOURS))
            if obj.noun is not None and not verb.de_prep and rng.random() < 0.06:
                other = self.obj(verb, subj)  # type: ignore[arg-type]
                if other.noun is not None and other.noun != obj.noun:
                    third = self.obj(verb, subj) if rng.random() < P_THIRD else None  # type: ignore[arg-type]
                    if third is not None and third.noun not in (None, obj.noun, other.noun) and third.also is None:
                        other = replace(other, also=third)
                    obj = replace(obj, also=other)
            if verb.key in _INSTRUMENTS and pp is None and rng.random() < P_INSTRUMENT:  # mit einem scharfen Messer
                pp = PP("with", self.np(rng.choice(_INSTRUMENTS[verb.key]), plural_ok=False))
            if verb.key in _FROM_CONTAINERS and pp is None and rng.random() < P_FROM_CONTAINER:  # pass 26
                held = [b for b in _FROM_CONTAINERS[verb.key] if _container_holds(subj, obj, b)]
                if held:  # Die Katze trinkt Milch aus einer Schüssel. (a plain draw: choice() balances words)
                    pp = PP("from (container)", self.np(held[rng.randrange(len(held))], plural_ok=False))
            if verb.key in ("have", "have got") and rng.random() < P_HAVE_TIME:  # I don't have time. → keine Zeit
                obj, pp = NP(noun="time", det="none"), None
            if verb.key in _FOR_SOMEONE and rng.random() < _FOR_SOMEONE[verb.key]:  # einen Kuchen für ihre Freundin
                pp = PP("for", self.person_np(subj))  # type: ignore[arg-type]
            elif verb.key in _MEAL_VERBS and rng.random() < P_MEAL:  # What did you eat for lunch?
                pp = PP("for", NP(noun=rng.choice(_MEALS), det="none"))
            if verb.key in _WELL_OBJECT_VERBS and pp is None and _bare_in_german(obj) and rng.random() < P_WELL_OBJECT:
                pp = self.how_well()  # spielt sehr gut Klavier
            if obj.noun is not None and obj.also is None and obj.det in _DEFINITE and obj.owner is None \
                    and pp is None and not verb.de_prep and rng.random() < P_NOUN_PLACE / 3:  # fmt: skip
                obj = replace(obj, loc=self.noun_place(obj.noun))  # I like the picture on the wall (not: wait for
                # the man in the park, which reads as a place of waiting: warte im Park auf den Mann)
            elif self.detail_fits(obj, verb.key) and pp is None:  # I bought a ticket to Berlin.
                obj = replace(obj, loc=self.noun_detail(obj.noun, verb.key))  # type: ignore[arg-type]
        elif verb.type == "ditrans":
            iobj = self.person_np(subj)  # type: ignore[arg-type]
            obj = self.obj(verb, subj)  # type: ignore[arg-type]
            if obj.pronoun is not None:
                obj = self.np(rng.choice(VERB_OBJECTS[verb.key]))
            if self.detail_fits(obj, verb.key):  # Send me a postcard from London!
                obj = replace(obj, loc=self.noun_detail(obj.noun, verb.key))  # type: ignore[arg-type]
        elif verb.type == "motion":
            if rng.random() < 0.7:
                pp = self.destination(subj, verb.key)  # type: ignore[arg-type]
            elif verb.key in _MANNER and rng.random() < P_MANNER * 2:  # He drives slowly. → Er fährt langsam.
                pp = PP(rng.choice(_MANNER[verb.key]))
        elif verb.key == "turn to (page)":  # pass 27: Turn to page ten. → Schlag Seite zehn auf.
            pp = PP("to page", num=rng.choice(_PAGES))
        elif verb.key in _MANNER and rng.random() < P_MANNER:  # pass 26: Talk quietly, please! → Sprich bitte leise!
            pp = PP(rng.choice(_MANNER[verb.key]))
        elif verb.key in ("sing", "dance", "swim", "cook", "sleep", "play", "work") and rng.random() < 0.18:
            pp = self.how_well()  # pass 29: Sie singt sehr gut.
        elif verb.key in _TOGETHER_VERBS and subj.person >= 3 and rng.random() < 0.12:  # type: ignore[union-attr]
            pp = PP("together")  # We play together. → Wir spielen zusammen.
        elif (
            verb.place
            or (verb.key in ("sleep", "work", "play", "wait", "sing", "cook") and rng.random() < 0.4)
            or (verb.key in _PLACES and rng.random() < P_ACTIVITY_PLACE)
        ):  # We watch TV in the living room. Dad is washing the dishes in the kitchen.
            if verb.key == "play" and rng.random() < 0.4:
                pp = PP("with", self.np(rng.choice(_PEOPLE + _ANIMALS)))
            else:
                pp = self.place(subj, verb.key)  # type: ignore[arg-type]
        elif verb.key in ("get off (stop)", "get on (stop)") and rng.random() < 0.8:  # at the next stop
            stop = rng.choice(("stop", "stop", "bus stop", "station"))
            pp = PP("at", NP(noun=stop, det="the", adj="next" if rng.random() < 0.6 else None))
        elif verb.key == "arrive" and rng.random() < 0.3:
            pp = PP("at", self.np(rng.choice(("station", "airport")), plural_ok=False, definite=True))
        if pp is None and subj.noun is not None and subj.det in _DEFINITE and subj.owner is None and subj.loc is None \
                and subj.also is None and rng.random() < P_SUBJECT_PLACE:  # fmt: skip
            subj = replace(subj, loc=self.noun_place(subj.noun))  # The plants on the table need water.
        if verb.key == "work" and rng.random() < P_WORKS_AT:
            subj, pp = self.works_at(subj)  # pass 41: A cook works in a restaurant. My aunt works in a bank.
        with_ = None
        if verb.key in _WITH_VERBS and subj.also is None and not (pp is not None and pp.prep == "with") \
                and _personal(subj) and rng.random() < P_WITH:  # fmt: skip
            with_ = self.person_np(subj, pron=0.4)  # pass 45: I went to the cinema with my friends.
        time = self.time(tense) if rng.random() < 0.3 else None
        if verb.key == "give" and rng.random() < P_GIVE_PRESENT:  # pass 37: zum Geburtstag schenken
            time = rng.choice(_GIFT_TIMES)
        front = time is not None and rng.random() < 0.25  # Tomorrow I will …
        if verb.key in _DURATION_VERBS and not kw.get("prog") and rng.random() < P_DURATION:
            time, front = rng.choice(sorted(_DURATIONS)), False  # We waited for an hour.
        elif verb.key in _EARLY_VERBS and rng.random() < P_EARLY_LATE:
            time, front = rng.choice(_EARLY_LATE), False  # I get up (very) early.
            if " " not in time and rng.random() < P_EARLY_TIMED:  # I get up early every day. (pass 45)
                time = rng.choice([t for t in _EARLY_TIMED if t.startswith(time) and t in _times_ok(tense)])
        elif verb.key in _OPENING_VERBS and rng.random() < P_OPENING_HOURS:
            time = _pick_clock(rng, _time_options(tense, True))  # The bakery opens at six o'clock.
        if tense == "perf" and verb.key in _COUNTED_VERBS and obj is not None and rng.random() < P_COUNT:
            time, front = rng.choice(_TIMES_IN_ALL), False  # pass 41: I have watched this film three times.
        if _seit_verb(verb.key, obj) and tense == "perf" and rng.random() < P_SEIT:
            time, front = rng.choice(sorted(_SEIT)), False  # I have lived here for five years.
        elif time is None and obj is not None and obj.noun is not None and rng.random() < P_FIRST:
            time = "first"  # Wash the vegetables first! → Wasch zuerst das Gemüse! (never in front: First, …)
        c = Clause(subj, verb.key, obj=obj, iobj=iobj, pp=pp, time=time, tense=tense, front_time=front, with_=with_)  # type: ignore[arg-type]
        return self.fix(replace(c, **kw))  # type: ignore[arg-type]

    def copula(self, tense: str | None = None, kind: str | None = None, timed: bool = False, **kw: object) -> Clause:
        rng = self.rng
        tense = tense or rng.choices(("pres", "past", "perf", "fut"), weights=(65, 20, 7, 8))[0]
        kind = kind or rng.choices(("adj", "np", "place", "weather", "job"), weights=(45, 20, 28, 7, 6))[0]
        if kind == "job":  # My mother is a doctor. → Meine Mutter ist Ärztin. (no article, the woman's form)
            r = rng.random()
            if r < P_WOMAN_JOB:  # pass 41: She is a teacher. → Sie ist Lehrerin. (the woman's form was a third)
                subj = self.woman()
            elif r < 0.4:
                subj = NP(pronoun=rng.choice(("I", "you", "he", "she")))
            elif r < 0.6:
                subj = self.name()
            else:
                subj = self.np(rng.choice(_JOB_SUBJECTS), plural_ok=False)
                subj = replace(subj, det="a") if subj.det == "one" else subj
            female = _female(subj)
            job = rng.choice(_JOBS)
            pred = NP(noun=job, det="job", fem=female)
            if "modal" not in kw and rng.random() < P_FUTURE_JOB:  # pass 21: I want to be a doctor. My son wants to
                verb = "become" if rng.random() < 0.35 else "be"  # become a pilot. → Mein Sohn will Pilot werden.
                kw = {**kw, "modal": "want"}
                return self.fix(Clause(subj, verb, pred_np=pred, tense="pres", **kw))  # type: ignore[arg-type]
            verb = "be"
            if rng.random() < P_BECAME_JOB:  # She became a teacher. → Sie wurde Lehrerin. I will become a pilot.
                verb, tense = "become", rng.choice(("past", "past", "fut", "perf"))
            pp = self.workplace(job) if "pp" not in kw and rng.random() < P_WORKPLACE else None
            if "mood" not in kw and subj.pronoun != "I" and rng.random() < P_JOB_QUESTION:
                kw = {**kw, "mood": "yn"}  # pass 42: Is your brother a policeman? → Ist dein Bruder Polizist?
            return self.fix(Clause(subj, verb, pred_np=pred, tense=tense, pp=pp, **kw))  # type: ignore[arg-type]
        if kind == "weather":  # It is cold (and windy).: a second adjective that goes with the first
            first = rng.choice(tuple(_WEATHER_ADJECTIVES))
            return self.fix(
                Clause(
                    NP(pronoun="it"),
                    "be",
                    pred_adj=first,
                    pred_adj2=self.second_adjective([first, rng.choice(_WEATHER_ADJECTIVES[first])]),
                    tense=tense,
                    time=self.time(tense) if rng.random() < 0.5 else None,  # no step: Sampler.fix
                    pp=self.weather_place() if rng.random() < P_WEATHER_BE_PLACE else None,
                    **kw,
                )
            )  # type: ignore[arg-type]
        if kind == "np" and rng.random() < P_BEST_IN:  # Lisa is the best pupil in our class. → Lisa ist die beste
            return self.best_in(tense, **kw)  # Schülerin in unserer Klasse.
        if kind == "np" and rng.random() < P_BEST_OF_ALL:  # This is the highest mountain in the world. (pass 34)
            return self.best_of_all(**kw)  # always in the present
        if kind == "np" and rng.random() < P_WHO_IS * P_NAMED_TEACHER:  # Mrs Brown is our music teacher. → Frau
            subj = NP(noun=rng.choice(_TITLED), det="none")  # Brown ist unsere Musiklehrerin. (pass 24)
            det = rng.choice(("my", "our", "our", "your", "his", "her", "their"))
            pred = NP(noun=rng.choice(_SCHOOL_TEACHERS), det=det, fem=_female(subj))
            return self.fix(Clause(subj, "be", pred_np=pred, tense=tense, **kw))  # type: ignore[arg-type]
        if kind == "np" and rng.random() < P_MY_FRIEND:  # pass 41: Emma is my best friend. → Emma ist meine beste
            return self.my_friend(tense, **kw)  # Freundin.
        if kind == "np" and rng.random() < P_WHO_IS:  # That woman is my aunt. → Diese Frau ist meine Tante.
            who = rng.choice(tuple(_RELATIVES))
            subj = NP(noun=who, det=rng.choice(("the", "this", "that", "that")))
            relative = rng.choice(_RELATIVES[who])
            det = rng.choice(("my", "my", "your", "his", "her", "our"))
            pred = NP(noun=relative, det=det, fem=who in _FEMALE and NOUNS[relative].fem is not None)
            return self.fix(Clause(subj, "be", pred_np=pred, tense=tense, **kw))  # type: ignore[arg-type]
        if kind == "np":
            noun = rng.choice(_PRED_NOUNS)
            pred = self.np(noun, plural_ok=False)
            if pred.det in ("one", "this", "that"):  # not "This is that book"
                pred = replace(pred, det="a")
            subj = NP(pronoun=rng.choice(("this", "that")))
            return self.fix(Clause(subj, "be", pred_np=pred, tense=tense, **kw))  # type: ignore[arg-type]
        if kind == "place" and "modal" not in kw and rng.random() < P_BEEN_TO:  # pass 37: I have never been to Italy.
            return self.been_to(**kw)
        if kind == "place" and rng.random() < P_RESTING:  # pass 21: The bread is on the table. → Das Brot liegt …
            things = _FOOD_THINGS if rng.random() < 0.35 else _RESTING_THINGS  # food: on the table
            subj = self.np(rng.choice(things), plural_ok=True)
            return self.fix(Clause(subj, "be", pp=self.resting_place(subj), tense=tense, **kw))  # type: ignore[arg-type]
        if kind == "place":
            subj = self.subject(None, tense) if rng.random() < 0.3 else self.np(rng.choice(_MOVABLE))
            return self.fix(Clause(subj, "be", pp=self.place(subj), tense=tense, **kw))  # type: ignore[arg-type]
        if rng.random() < P_OPENING:  # pass 37: The museum is closed on Mondays. → Das Museum ist montags geschlossen.
            subj = replace(self.np(rng.choice(_OPENING_PLACES), plural_ok=True), adj=None, adj2=None, very=False)
            subj = subj if subj.det in (*_DEFINITE, "my", "our", "your") else replace(subj, det="the")
            adj = rng.choice(("open", "closed"))
            if "time" not in kw and rng.random() < 0.7:
                kw["time"] = self.time(tense)
            return self.fix(Clause(subj, "be", pred_adj=adj, tense=tense, **kw))  # type: ignore[arg-type]
        if rng.random() < P_DELAYED:  # The bus is late again. → Der Bus hat wieder Verspätung.
            subj = NP(noun=rng.choice(_DELAYED_VEHICLES), det=rng.choice(("the", "the", "my", "our")))
            choices: Sequence[str] = ("late",)
            if "time" not in kw and rng.random() < 0.5:
                kw["time"] = "again" if rng.random() < 0.6 else "today"
        elif rng.random() < 0.3:
            subj = self.subject(None, tense)
            r = rng.random()  # I'm hungry (and thirsty); Why are you late? → Warum kommst du zu spät?
            choices = tuple(HUNGER) if r < P_HUNGER else ("late",) if r < P_HUNGER + P_LATE else _PERSON_ADJECTIVES
            if P_HUNGER + P_LATE <= r < P_HUNGER + P_LATE + P_FELT and subj.also is None and not _is_name(subj):
                choices = ("cold", "cold", "hot", "warm")  # pass 45: I'm cold. → Mir ist kalt.
            elif r >= P_HUNGER + P_LATE and rng.random() < P_AFRAID:  # pass 30: I'm afraid of spiders.
                choices = ("afraid",)
                if "feared" not in kw and rng.random() < 0.75:
                    kw["feared"] = self.feared()
        elif rng.random() < P_THING_SENSE:  # The streets are busy today. → Die Straßen sind heute voll. (pass 24)
            choices = (rng.choice(tuple(_THING_SENSE_NOUNS)),)
            subj = replace(self.np(rng.choice(_THING_SENSE_NOUNS[choices[0]])), adj=None, adj2=None, owner=None)
            if subj.det not in (*_DEFINITE, "my", "our", "your"):
                subj = replace(subj, det="the")
        else:
            noun = rng.choice(_TIME_OF_YEAR_SUBJECTS if rng.random() < P_TIME_OF_YEAR else _ADJECTIVE_NOUNS)
            subj = replace(self.np(noun), adj=None, adj2=None)
            if NOUNS[noun].cls == "season":  # Winter is cold. → Der Winter ist kalt.; This summer is hot.
                subj = replace(subj, det=rng.choice(("none", "none", "none", "this", "the")), plural=False)
            elif subj.det == "none" and not subj.plural and NOUNS[noun].cls != "meal":
                subj = replace(subj, det="the")  # the weather is good, not "weather is good"; but Dinner is ready.
            if subj.det in _DEFINITE and subj.owner is None and rng.random() < P_NOUN_PLACE:
                subj = replace(subj, loc=self.noun_place(noun))  # the garden behind our house is small
            elif noun in _NOUN_DETAILS and subj.owner is None and rng.random() < _p_detail(noun):
                subj = replace(subj, loc=self.noun_detail(noun))  # The bus to the airport was full.
            choices = PRED_ADJECTIVES[noun]
            if subj.loc is None and subj.owner is None and rng.random() < P_TWO_THINGS:  # pass 46: Fruit and
                # vegetables are healthy. → Obst und Gemüse sind gesund. (what the adjective says of both)
                others = _said_alike(noun)
                other = rng.choice(others) if others else None
                if other is not None and (NOUNS[other].mass or NOUNS[other].pl_only) == (subj.det in ("none", "some")):
                    plural = (subj.plural or NOUNS[other].pl_only) and not NOUNS[other].mass  # the same determiner
                    subj = replace(subj, also=NP(noun=other, det=subj.det, plural=plural))
                    choices = tuple(a for a in choices if a in PRED_ADJECTIVES[other])
        if "time" not in kw and (timed or rng.random() < P_COPULA_TIME):  # Is the pool open today? Are you free
            kw["time"] = self.time(tense)  # tomorrow evening? → Ist das Schwimmbad heute offen? (the time before
            if "mood" not in kw:  # the adjective; now and then first: Morgen ist das Museum geschlossen.)
                kw.setdefault("front_time", rng.random() < 0.25)
        if "pp" not in kw and subj.loc is None and rng.random() < P_HERE_ADJECTIVE:  # The river is very deep here.
            kw["pp"] = PP(rng.choice(("here", "here", "there")))  # → Der Fluss ist hier sehr tief.
        adj = rng.choice(choices)
        adj2 = self.second_adjective([adj] + [a for a in rng.sample(choices, min(len(choices), 3)) if a != adj])
        return self.fix(Clause(subj, "be", pred_adj=adj, pred_adj2=adj2, tense=tense, **kw))  # type: ignore[arg-type]

    def sub_modal(self, past: bool = False) -> Clause:
        """A clause with a modal verb for after that, because, when, if or whether (pass 38): the modal comes last in
        German, after the infinitive (The teacher says that we must be quiet. → Der Lehrer sagt, dass wir ruhig sein
        müssen.; I'm sad because I can't come. → …, weil ich nicht kommen kann.; …, dass ich mein Zimmer aufräumen
        musste.)"""
        rng = self.rng
        modal = rng.choices(("can", "must", "want", "should", "have to"), weights=(35, 20, 20, 10, 15))[0]
        if past:  # She said that she had to go. → Sie sagte, dass sie gehen musste. (reported in the past)
            modal = "must" if modal == "have to" else "can" if modal == "should" else modal
        tense = "past" if past or (modal in ("can", "must", "want") and rng.random() < 0.25) else "pres"
        if rng.random() < 0.25:
            c = self.copula(kind="adj", tense=tense, modal=modal)
        else:
            verb = self.verb(("intr", "motion", "trans", "ditrans"))
            c = self.clause(verb, tense=tense, modal=modal, neg=rng.random() < 0.25)
        return self.fix(replace(c, front_time=False, mood="decl"))

    def been_to(self, **kw: object) -> Clause:
        """Where someone has (never) been (pass 37): I have never been to Italy. → Ich bin noch nie in Italien gewesen.;
        Have you ever been to a big city? → Bist du schon einmal in einer großen Stadt gewesen?; We have already been
        to the zoo. → Wir sind schon im Zoo gewesen. (English "been to", German where one was: in + dative)"""
        rng = self.rng
        mood = kw.pop("mood", None) or ("yn" if rng.random() < 0.35 else "decl")
        subj = NP(pronoun="you") if mood == "yn" and rng.random() < 0.6 else self.subject(None, "perf")
        while not _personal(subj):
            subj = self.subject(None, "perf")
        freq = "ever" if mood == "yn" else rng.choice(("never", "never", "already", "often", None))
        if kw.get("neg") or mood not in ("yn", "decl"):
            freq = None
        if rng.random() < 0.55:
            where = NP(noun=rng.choice(_PLACE_NAMES), det="none")
        else:
            noun = rng.choice(_BEEN_PLACES)
            where = NP(noun=noun, det="a" if noun in ("city", "village") else "the", adj=self.adjective(noun))
        kw = {k: v for k, v in kw.items() if k not in ("time", "front_time")}
        return self.fix(Clause(subj, "be", pp=PP("been to", where), tense="perf", freq=freq, mood=mood, **kw))  # type: ignore[arg-type]

    def because_it(self, c: Clause) -> Clause | None:
        """What the thing that c's verb is done to is like, for a because-clause after c (pass 36): it or they stand
        for it in the gender and number of its German noun (We ate the soup because it was hot. → Wir aßen die
        Suppe, weil sie heiß war.; I don't like coffee because it's bitter. → Ich mag keinen Kaffee, weil er bitter
        ist.); None where c has no such object (a person, two things, no article it can stand for). An animal as
        the subject is it too, in its German gender (pass 45: The dog is barking because it is hungry. → Der Hund
        bellt, weil er Hunger hat.)."""
        s = c.subj
        if s.noun is not None and NOUNS[s.noun].cls == "animal" and not s.plural and s.also is None \
                and s.det not in _NO_ANAPHOR and c.mood == "decl" and self.rng.random() < P_IT_ANIMAL:  # fmt: skip
            tense = "past" if c.tense in ("past", "perf") else "pres"
            state = self.rng.choice(_ANIMAL_STATES)
            return self.fix(Clause(NP(pronoun=f"it ({NOUNS[s.noun].g})"), "be", pred_adj=state, tense=tense))
        o = c.obj
        if o is None or o.noun is None or o.also is not None or o.det in _NO_ANAPHOR or c.mood not in ("decl", "imp"):
            return None
        noun = NOUNS[o.noun]
        if noun.cls in ("person", "name") or o.plural != o.de_plural or not PRED_ADJECTIVES[o.noun]:
            return None
        if c.neg and o.det == "a":  # not "I don't have a dog because it is loud"
            return None
        key = "they (things)" if o.plural else f"it ({noun.g})"
        tense = "past" if c.tense in ("past", "perf") else "pres"
        return self.fix(Clause(NP(pronoun=key), "be", pred_adj=self.rng.choice(PRED_ADJECTIVES[o.noun]), tense=tense))

    def animal_doing(self) -> Clause:
        """An animal that does something on its own (The dog is barking., My cat sleeps.), for a reason after it."""
        rng = self.rng
        verb = VERBS[rng.choice(_ANIMAL_REASON_VERBS)]
        pool = _nouns_of(verb.subj) if isinstance(verb.subj, tuple) else _ANIMALS
        subj = NP(noun=rng.choice(pool), det=rng.choice(("the", "the", "my", "our", "your", "his", "her", "a")))
        return self.clause(verb, tense=rng.choice(("pres", "pres", "past")), subj=subj, prog=rng.random() < 0.4)

    def what_do(self) -> Clause:
        """What are you doing (in the garden)? → Was machst du (im Garten)?; What did you do at the weekend? → Was
        hast du am Wochenende gemacht? (a did-question: the Perfekt); What do you do on Sundays? → Was machst du
        sonntags? (pass 35; the object, which what stands for, is never said)"""
        rng = self.rng
        tense = rng.choices(("pres", "past", "fut"), weights=(6, 3, 1))[0]
        prog = tense == "pres" and rng.random() < 0.6
        subj = NP(pronoun="you") if rng.random() < 0.5 else self.subject(None, tense)
        time = pp = None
        if prog and rng.random() < 0.4:  # What are you doing in the kitchen? → Was machst du in der Küche?
            room = NP(noun=rng.choice(_DOING_PLACES), det="the" if rng.random() < 0.7 else rng.choice(("my", "your")))
            pp = PP("in", room)
        elif prog:
            time = rng.choice(("now", "at the moment")) if rng.random() < 0.3 else None
        elif rng.random() < 0.8:  # a habit or a time (not now: "What do you do now?" asks the progressive)
            time = self.time(tense)
            time = None if time in _NOW else time
        return Clause(subj, "do", obj=NP(noun="homework", det="the"), tense=tense, prog=prog, time=time, pp=pp)

    def workplace(self, job: str) -> PP | None:
        """Where someone of that job works (pass 35): My mother is a teacher at our school. → Meine Mutter ist
        Lehrerin an unserer Schule.; He is a doctor at the hospital. → Er ist Arzt im Krankenhaus.; She is a waiter in
        a restaurant. → Sie ist Kellnerin in einem Restaurant. None for a job without one place (a singer)."""
        rng = self.rng
        school = job in ("pupil", "student") or job.endswith("teacher")  # a headteacher, an art teacher
        places = ("school",) if school else _WORKPLACES.get(job)
        if not places:
            return None
        det = rng.choice(("my", "our", "the", "the", "a", "your") if school else ("the", "the", "a", "our"))
        place = NP(noun=rng.choice(places), det=det)
        if school:
            return PP("at (school)", place)
        return _work_pp("at (work)" if rng.random() < 0.5 else "in", place)

    def works_at(self, subj: NP) -> tuple[NP, PP]:
        """Who works where (pass 41): A cook works in a restaurant. → Ein Koch arbeitet in einem Restaurant.; a
        nurse at the hospital; anyone in a bank, an office, a shop (My aunt works in a bank.)."""
        rng = self.rng
        if rng.random() < 0.5:
            job = rng.choice(tuple(_WORKPLACES))
            subj = NP(noun=job, det=rng.choice(("a", "a", "the", "my", "our", "your")))
            where = self.workplace(job)
            if where is not None:
                return subj, where
        det = rng.choice(("a", "a", "the", "our"))
        place = NP(noun=rng.choice(_WORKING), det=det)
        prep = "at (school)" if place.noun == "school" else rng.choice(("in", "in", "at (work)"))
        return subj, _work_pp(prep, place)

    def feared(self) -> NP:
        """What someone is afraid of (pass 30): dogs, big spiders, the dog, our neighbour's dog."""
        rng = self.rng
        noun = rng.choice(_FEARED)
        if rng.random() < 0.6:  # of all their kind: afraid of (big) dogs → vor (großen) Hunden
            return NP(noun=noun, det="none", plural=True, adj="big" if rng.random() < 0.3 else None)
        return replace(self.np(noun, plural_ok=False, definite=True), loc=None)

    def weather_place(self) -> PP:
        """Where it is cold or sunny: outside (draußen), here, in the mountains, in London, in our garden."""
        r = self.rng.random()
        return PP("outside") if r < 0.4 else PP("here") if r < 0.5 else _weather_place(self)

    def best_in(self, tense: str, **kw: object) -> Clause:
        """Someone is the best / tallest / youngest … of a group: Tom is the tallest boy in his class. → Tom ist der
        größte Junge in seiner Klasse. (a woman's form after a woman: die beste Schülerin; das jüngste Kind)"""
        rng = self.rng
        subj = self.best_subject()
        female = _female(subj)
        noun = rng.choice(tuple(_BEST_IN))
        if noun == "boy" and female:
            noun = "girl"
        elif noun == "girl" and not female and subj.pronoun not in ("I", "you"):
            noun = "boy"
        group = rng.choice(_BEST_IN[noun])
        owner = rng.choice(("my", "your", "his", "her", "our", "their", "the"))
        adj = rng.choice(_BEST_ADJECTIVES)
        pred = NP(noun=noun, det="the", adj=adj, fem=female and NOUNS[noun].fem is not None,
                  loc=PP("in", NP(noun=group, det=owner)))  # fmt: skip
        return self.fix(Clause(subj, "be", pred_np=pred, tense=tense, **kw))  # type: ignore[arg-type]

    def best_subject(self) -> NP:
        """Who is the best or the tallest of a group: a first name (not Grandpa: the youngest child), I, you, he,
        she, or my brother, her sister … (best_in, the_most)."""
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            return NP(noun=rng.choice(_NAMES), det="none")
        if r < 0.75:
            return NP(pronoun=rng.choice(("I", "you", "he", "she")))
        return NP(noun=rng.choice(("brother", "sister", "son", "daughter", "cousin", "friend")),
                  det=rng.choice(("my", "your", "his", "her", "our")))  # fmt: skip

    def the_most(self, name: str) -> Sentence:
        """Who is the youngest in your family? Tom is the tallest in his class. Are you the oldest in your family?
        (pass 39: `the_most`; a man's form for who, I and you, as best_in says der beste Schüler)"""
        rng = self.rng
        subj = None if rng.random() < 0.3 else self.best_subject()
        group = rng.choice(_THE_MOST_IN)
        if subj is None:  # Who is the youngest in your family?
            own = "your"
        elif subj.pronoun is not None:
            own = _OWN_POSSESSIVE[subj.pronoun]
        else:  # Tom … in his class; my brother … in my family
            own = subj.det if subj.det in POSSESSIVES else "her" if _female(subj) else "his"
        owner = rng.choice((own, own, "our", "the"))
        adj = rng.choice(_BEST_ADJECTIVES)
        question = subj is not None and rng.random() < 0.2
        tokens = the_most(subj, adj, NP(noun=group, det=owner), subj is not None and _female(subj), question)
        return _finish(self, name, _IT, question or subj is None, tokens=tokens, nps=(NP(noun=group, det=owner),))

    def where_done(self) -> Clause:
        """Where someone does something, not where they go (pass 40; asked with where, German wo): Where did you find
        the little bird? → Wo hast du den kleinen Vogel gefunden?; Where can I buy a ticket? → Wo kann ich eine
        Fahrkarte kaufen?; Where do you work? → Wo arbeitest du?"""
        rng = self.rng
        verb = VERBS[rng.choice(_WHERE_DONE_VERBS)]
        c = self.clause(verb, tense=rng.choices(("pres", "past", "perf", "fut"), weights=(45, 35, 10, 10))[0])
        if _personal(c.subj) and rng.random() < 0.5:
            c = replace(c, subj=NP(pronoun="you"))
        if c.tense == "pres" and rng.random() < 0.3:  # Where can I buy a ticket? Where can we park?
            c = replace(c, modal="can", subj=NP(pronoun=rng.choice(("I", "I", "we", "you"))))
        return replace(c, pp=self.place(c.subj, verb.key), prog=False, neg=False)

    def best_of_all(self, **kw: object) -> Clause:
        """The biggest … in the world, in a country or in our town (pass 34): This is the highest mountain in the
        world. → Das ist der höchste Berg der Welt. Vienna is the biggest city in Austria. → Wien ist die größte
        Stadt in Österreich. You are the best mum in the world! → Du bist die beste Mama der Welt!"""
        rng = self.rng
        kw = {k: v for k, v in kw.items() if k not in ("modal", "time", "front_time")}  # not "has to be the biggest"
        if rng.random() < 0.35:
            subj, pred = self.best_person()
            return self.fix(Clause(subj, "be", pred_np=pred, tense="pres", **kw))  # type: ignore[arg-type]
        pred = self.best_thing()
        if pred.noun == "city" and rng.random() < 0.5:  # Vienna is the biggest city in Austria.
            town = rng.choice(tuple(_COUNTRY_OF))
            subj = NP(noun=town, det="none")
            if rng.random() < 0.7:
                pred = replace(pred, loc=PP("in", NP(noun=_COUNTRY_OF[town], det="none")))
        else:
            subj = NP(pronoun=rng.choice(("this", "this", "that", "it")))
        return self.fix(Clause(subj, "be", pred_np=pred, tense="pres", **kw))  # type: ignore[arg-type]

    def best_thing(self) -> NP:
        """the fastest animal in the world, the longest river in Germany, the oldest church in our town"""
        rng = self.rng
        noun = rng.choice(tuple(_BEST_OF_ALL))
        adjs = [a for a in _BEST_OF_ALL[noun] if self.avoid is None or (a, noun) not in self.avoid.adj_noun]
        r = rng.random()
        if r < 0.6 or noun in ("city", "town") and r < 0.75:
            where = PP("in the world")
        elif noun in _IN_OUR_TOWN and r < 0.85:
            where = PP("in", NP(noun="town", det=rng.choice(("our", "our", "this", "my"))))
        else:
            where = PP("in", NP(noun=rng.choice(_COUNTRIES), det="none"))
        return NP(noun=noun, det="the", adj=rng.choice(adjs or [_BEST_OF_ALL[noun][0]]), loc=where)

    def my_friend(self, tense: str, **kw: object) -> Clause:
        """Whose friend someone is (pass 41): Emma is my best friend. → Emma ist meine beste Freundin.; Tom is my
        friend. → Tom ist mein Freund.; Is she your new friend? → Ist sie deine neue Freundin? (Freundin of a woman or
        a girl: the lexicon's friend has its woman's form)."""
        rng = self.rng
        r = rng.random()
        if r < 0.55:
            subj = self.name(titled=False)
        elif r < 0.8:
            subj = NP(pronoun=rng.choice(("he", "she")))
        else:
            subj = self.np(rng.choice(_FRIEND_SUBJECTS), plural_ok=False)
            subj = replace(subj, det=rng.choice(("my", "your", "his", "her", "our"))) if subj.det != "my" else subj
        det = rng.choice([d for d in ("my", "my", "your", "his", "her", "our", "their") if d != subj.det])
        adj = rng.choice((None, None, "best", "best", "new", "old", "good"))
        pred = NP(noun="friend", det=det, adj=adj, fem=_female(subj))
        kw = {"mood": "yn" if det != "my" and rng.random() < 0.25 else "decl", **kw}  # not: Is Emily my friend?
        return self.fix(Clause(subj, "be", pred_np=pred, tense=tense, **kw))  # type: ignore[arg-type]

    def best_person(self) -> tuple[NP, NP]:
        """You are the best mum in the world. My dog is the cleverest dog in the world. Lisa is the best friend in
        the world. → … die beste Freundin der Welt (a woman's form after a woman)."""
        rng = self.rng
        noun = rng.choice(tuple(_BEST_PEOPLE))
        sex = _BEST_PEOPLE[noun]
        r = rng.random()
        if r < 0.5:
            subj = NP(pronoun="you" if sex is None or rng.random() < 0.6 else sex)
        elif r < 0.75:
            subj = NP(noun=noun, det=rng.choice(("my", "my", "your", "our")))
        else:
            names = _names_for(sex == "she", sex == "he")
            subj = NP(noun=rng.choice(names), det="none")
        female = _female(subj) or (subj.pronoun == "you" and sex is None and rng.random() < 0.4)
        adjs = ("best", "best", "best", "best", "funniest", "cleverest")
        adj = rng.choice([a for a in adjs if self.avoid is None or (a, noun) not in self.avoid.adj_noun] or ["best"])
        fem = female and NOUNS[noun].fem is not None and subj.noun != noun
        return subj, NP(noun=noun, det="the", adj=adj, fem=fem, loc=PP("in the world"))

    def how_adjective(self) -> Clause:
        """How tall are you? How long is the film? (how + a measuring adjective, the verb second)."""
        rng = self.rng
        adj = rng.choice(_HOW_ADJECTIVES)
        if "person" in ADJECTIVES[adj].cls and rng.random() < 0.3:
            subj = NP(pronoun=rng.choice(("you", "you", "he", "she", "they")))
        else:
            subj = self.np(rng.choice(_HOW_NOUNS[adj]), plural_ok=False)
            det = subj.det if subj.det in ("the", "this", "that", *POSSESSIVES) else "the"
            subj = NP(noun=subj.noun, det=det, plural=subj.plural)
        tense = "past" if rng.random() < 0.15 else "pres"
        return self.fix(Clause(subj, "be", pred_adj=adj, tense=tense, mood="wh", wh="how adj"))

    def second_adjective(self, candidates: Sequence[str]) -> str | None:
        """Now and then a second adjective after ``and`` (The river is long and wide, It is cold and windy); never the
        first one's contrary (pass 42: not "The market square is very big and small.")."""
        fits = [a for a in candidates[1:] if frozenset((candidates[0], a)) not in _CONTRARIES]
        return fits[0] if fits and self.rng.random() < P_TWO_ADJECTIVES else None

    def elided_pair(self) -> tuple[Clause, Clause]:
        """Two clauses for "but", the second said with its subject and a negated auxiliary only: Birds can fly, but
        fish can't. I like cats, but my sister doesn't. My brother is tall, but I'm not. We played football, but they
        didn't. (→ …, aber Fische / meine Schwester / ich / sie nicht.)"""
        rng = self.rng
        while True:
            r = rng.random()
            tense = "past" if rng.random() < 0.25 else "pres"
            if r < 0.3:  # how a person is
                c = Clause(self.subject(None, tense), "be", pred_adj=rng.choice(_PERSON_ADJECTIVES), tense=tense)
            else:
                modal = "can" if r < 0.6 else None
                c = self.clause(self.verb(("intr", "trans")), tense="pres" if modal else tense, modal=modal)
            c = self.fix(replace(c, neg=False, mood="decl", wh=None, front_time=False, prog=False, please=False))
            verb = VERBS.get(c.verb)
            if (
                c.modal in (None, "can") and c.tense in ("pres", "past") and not c.gern and not c.prog
                and not c.de_perfect and not (verb is not None and (verb.en_perfect or verb.subj == "it"))
            ):  # fmt: skip
                break
        for _ in range(8):
            subj = self.subject(verb, c.tense)
            if subj != c.subj and subj.also is None and subj.noun != c.subj.noun:
                break
        else:
            subj = NP(pronoun="he" if c.subj.pronoun == "I" else "I")
        return c, Clause(subj, c.verb, tense=c.tense, modal=c.modal, neg=True, elided=True)

    def ability(self, verb: str | None = None, neg: bool | None = None, mood: str = "decl") -> Clause:
        """What all animals of a kind can or cannot do (pass 39; `_ABILITIES`): Fish can swim. → Fische können
        schwimmen.; Penguins can't fly. → Pinguine können nicht fliegen.; Can parrots talk? → Können Papageien
        sprechen? A statement is true of the kind; a question may ask either."""
        rng = self.rng
        if neg is None:
            neg = mood == "decl" and rng.random() < 0.35
        verb = verb or rng.choice(_ABLE_VERBS[neg])
        can, cannot = _ABILITIES[verb]
        animal = rng.choice(can + cannot if mood == "yn" else cannot if neg else can)
        subj = NP(noun=animal, det="none", plural=True)
        return self.fix(Clause(subj, verb, modal="can", neg=neg and mood == "decl", mood=mood, pp=_how_able(verb)))

    def ability_pair(self, conj: str) -> tuple[Clause, Clause]:
        """Two clauses about animals' abilities for and or but (pass 39): Birds can fly, but fish can't. (→ …, aber
        Fische nicht.); Fish can swim, but they can't fly. (→ …, aber sie können nicht fliegen.); Ducks can fly and
        they can swim. (→ … und sie können schwimmen.)"""
        rng = self.rng
        if conj == "but" and rng.random() < 0.5:  # another kind that cannot, said with its subject and not only
            c = self.ability(rng.choice(_ABLE_VERBS[True]), neg=False)
            other = NP(noun=rng.choice(_ABILITIES[c.verb][1]), det="none", plural=True)
            return c, Clause(other, c.verb, modal="can", neg=True, elided=True)
        second_neg = conj == "but"
        animal, verb, other = rng.choice(_ABILITY_PAIRS[second_neg])
        c = replace(self.ability(verb, neg=False), subj=NP(noun=animal, det="none", plural=True))
        second = Clause(NP(pronoun="they"), other, modal="can", neg=second_neg, pp=_how_able(other))
        return self.fix(c), self.fix(second)

    def dislike(self) -> Clause:
        """What someone does not like, said of all of its kind: a bare plural or mass noun (kein) or a school
        subject or sport (nicht): I don't like tomatoes. → Ich mag keine Tomaten.; He doesn't like history. → Er mag
        Geschichte nicht."""
        rng = self.rng
        c = self.clause(VERBS["like"], tense="pres", neg=True)
        noun = NOUNS[rng.choice(self.unheld("like", _DISLIKED))]
        obj = NP(noun=noun.key, det="none", plural=not (noun.mass or noun.bare or noun.key in _DISLIKED_MASS))
        return self.fix(
            replace(c, obj=obj, iobj=None, pp=None, gern=False, best=False, time=None, freq=None, front_time=False)
        )

    def siblings(self, **kw: object) -> Clause:
        """Whether someone has any brothers or sisters (→ Geschwister), with have or have got."""
        verb = VERBS[self.rng.choice(("have", "have got"))]
        obj = NP(noun="brothers and sisters", det="any", plural=True)
        c = replace(self.clause(verb), obj=obj, pp=None, time=None, tense="pres", modal=None, prog=False, freq=None)
        return self.fix(replace(c, **kw))  # type: ignore[arg-type]

    def fix(self, c: Clause) -> Clause:
        """Repair combinations the grammar does not produce (see the module docstring)."""
        rng = self.rng
        if _weather(c) and c.time in _STEPS:  # no weather told as a step: not "It's sunny first." (Zuerst …), not "It
            c = replace(c, time=None, front_time=False)  # rained then." (that then is damals; passes 35 and 38)
        if _raises_body(c) and c.obj.loc is not None:  # type: ignore[union-attr]
            c = replace(c, obj=replace(c.obj, loc=None))  # not "put our hand in his church up" (pass 29)
        if c.time in _TIMES_IN_ALL and (c.neg or c.modal or c.tense != "perf"):
            c = replace(c, time=None)  # not "Your spider has drunk no beer once." (pass 41)
        if (c.time in _COUNTED_TIMES or c.time in _TIMES_IN_ALL) and c.freq is not None:
            c = replace(c, freq=None)  # not "We never play twice a week." (pass 31)
        if c.verb == "get (adjective)" and c.tense == "perf":
            c = replace(c, verb="become")  # has become dark (not "has got dark", which reads as having)
        if c.verb == "get (thing)" and c.tense == "perf":
            c = replace(c, tense="past")  # I got a present (not "I have got a present", which reads as having)
        if _said_with_haben(c):  # Hunger und Durst: no second adjective of another kind, no "too", no comparative
            if c.pred_adj2 is not None and c.pred_adj2 not in HUNGER:
                c = replace(c, pred_adj2=None)
            c = replace(c, degree=None if c.degree != "very" or c.neg else c.degree, than=None, cmp=False)
        if _feels(c):  # Mir ist (sehr) kalt.: no second adjective, no comparison, not asked who; present or past
            c = replace(c, pred_adj2=None, than=None, cmp=False, for_whom=None, prog=False,
                        tense=c.tense if c.tense in ("pres", "past") else "pres",
                        wh="why" if c.wh in ("who", "how adj") else c.wh)  # fmt: skip
        if c.with_ is not None and (c.neg or c.verb not in _WITH_VERBS or c.wh == "who" or c.gern
                                    or c.subj.also is not None):  # fmt: skip
            c = replace(c, with_=None)  # not negated (nicht mit …), not asked who (pass 45)
        if c.feared is not None and (c.verb != "be" or c.pred_adj != "afraid"):
            c = replace(c, feared=None)  # afraid of …: only with be afraid (pass 30)
        if c.verb == "be" and "late" in (c.pred_adj, c.pred_adj2):  # zu spät kommen: one plain predicate
            c = replace(c, pred_adj="late", pred_adj2=None, degree=None, than=None, cmp=False)
        verb = VERBS.get(c.verb)
        if verb is not None and verb.recip and c.subj.person < 3:  # we meet, they meet: never one person alone
            c = replace(c, subj=NP(pronoun=rng.choice(("we", "they"))), wh="when" if c.wh == "who" else c.wh)
        if verb is not None and verb.en_perfect:
            c = replace(c, tense="pres", modal=None, prog=False, freq=None, gern=False)
            if c.obj is not None and c.obj.noun is not None and c.obj.det == "the" and not NOUNS[c.obj.noun].mass:
                c = replace(c, obj=replace(c.obj, det="a", plural=False, owner=None))  # I've got a sister
            c = replace(c, mood="decl" if c.mood == "imp" else c.mood)
        if c.going and (c.tense != "fut" or c.modal is not None):
            c = replace(c, going=False)
        if c.pred_adj2 is not None and (c.neg or c.than is not None or c.cmp or c.pred_adj in (None, c.pred_adj2)):
            c = replace(c, pred_adj2=None)  # two adjectives only plainly: not negated, not compared
        if c.pp is not None and c.by is not None and c.pp.prep in _MANNER_WORDS:
            c = replace(c, pp=None)  # not: fuhr mit dem Bus schnell (a manner and a vehicle: one of them)
        if c.verb == "turn to (page)" and c.neg:  # Seite zehn is an object (nicht after it): not drawn negated
            # and no "yet" left over: not "They've turned to page eight yet."
            c = replace(c, neg=False, time=None if c.time == "yet" else c.time)
        if c.pp is not None and c.pp.prep == "from (container)" and not _container_holds(c.subj, c.obj, c.pp.np.noun):
            c = replace(c, pp=None)  # not: three bottles of beer from the cup (an object given after the draw)
        if "*" in getattr(VERBS.get(c.verb), "en_after", ()) and c.subj.pronoun is None:  # take … with her (pass 26)
            c = replace(c, subj=NP(pronoun=rng.choice(("I", "he", "she", "we", "they"))))
        if c.gern or c.mood == "imp":
            c = replace(c, modal=None, prog=False, freq=None, tense="pres" if c.tense != "past" else c.tense)
        if c.mood == "imp":
            c = replace(c, subj=NP(pronoun="you"), tense="pres", front_time=False)
        if c.tense == "past" and c.subj.pronoun == "you" and not _de_perfect(c) and not _you_were(c):
            c = replace(c, subj=NP(pronoun=rng.choice(("I", "he", "she", "we", "they"))))
        if c.modal is not None:
            if c.tense not in ("pres", "past"):
                c = replace(c, tense="pres")
            if c.tense == "past" and (c.neg and c.modal != "can" or c.mood != "decl" or c.modal in ("should", "may")):
                c = replace(c, tense="pres")
            if c.neg and c.modal == "must":  # You mustn't run. → Du darfst nicht rennen. (forbidden, not "need not")
                c = replace(c, modal="must not")
            if c.modal == "would like":  # present only, never negated (pass 44)
                c = replace(c, tense="pres", neg=False)
        if c.verb == "work" and c.pp is not None and c.pp.np is not None and c.pp.prep in ("in", "at", "at (work)"):
            c = replace(c, pp=_work_pp(c.pp.prep, c.pp.np))  # works in a bank → bei einer Bank (pass 44)
            c = replace(c, prog=False)
        if c.prog and (c.tense not in ("pres", "past") or c.verb == "be" or (verb and verb.stative)):
            c = replace(c, prog=False)
        if (
            c.time is None and c.obj is not None and c.obj.noun in _FOR_TOMORROW.get(c.verb, ())
            and c.mood in ("decl", "yn", "imp") and rng.random() < P_FOR_TOMORROW
        ):  # fmt: skip
            c = replace(c, time="for tomorrow")  # pass 25
        if (
            c.verb == "help" and c.obj is not None and c.pp is None and c.with_ is None
            and (c.mood != "wh" or c.wh in ("who", "when", "why")) and rng.random() < P_HELP_WITH
        ):  # fmt: skip
            c = replace(c, pp=PP("with (task)", _task(rng, c.obj)))  # pass 51
        if c.time is not None and c.time not in _times_ok("fut" if c.mood == "imp" else c.tense):
            c = replace(c, time=None)
        if c.time in _SEIT and (
            c.tense != "perf" or not _seit_verb(c.verb, c.obj) or c.neg or c.prog or c.modal or c.gern
            or c.mood == "wh"
        ):  # fmt: skip
            c = replace(c, time=None)
        if c.time in _SEIT:
            c = replace(c, freq=None)  # not "have always lived … for five years"
        lasting = c.time not in _DURATIONS or c.verb in _DURATION_VERBS
        if c.time in _OWN_VERBS_TIMES and (c.gern or c.prog or not lasting):
            c = replace(c, time=None)  # not "They like sleeping for ten minutes", "She is reading for an hour"
        if c.time in _OWN_VERBS_TIMES and c.front_time:
            c = replace(c, front_time=False)  # not "For a week, …" or "Early, …"
        asks_ever = c.freq == "ever" and c.mood == "yn" and c.tense == "perf" and not c.neg
        if (c.neg or c.mood != "decl" or c.prog or c.modal or c.tense == "fut") and not asks_ever:
            c = replace(c, freq=None)
        if c.freq == "still" and c.tense == "perf":
            c = replace(c, freq=None)
        if c.mood != "decl":
            c = replace(c, front_time=False)
        if c.front_time and c.time is None:
            c = replace(c, time=self.time(c.tense))
        if c.neg:

            def tidy(np: NP | None, indefinite_ok: bool, quantity_ok: bool = False) -> NP | None:
                if np is None or np.noun is None or NOUNS[np.noun].bare or NOUNS[np.noun].cls == "meal" \
                        or _is_name(np):  # in London, Mum  # fmt: skip
                    return np
                np = replace(np, also=None) if np.also is not None else np
                if quantity_ok and np.det in _NICHT_BEFORE:  # Ich habe nicht viel Zeit. (pass 22)
                    return np
                if (
                    np.det in NUMBERS
                    or np.det in QUANTIFIERS
                    or np.det == "one"
                    or (np.det in ("a", "none") and not indefinite_ok)
                ):
                    return replace(np, det="the")
                return np

            acc = verb is not None and verb.case == "acc" and not verb.de_prep
            obj = tidy(c.obj, acc, quantity_ok=acc and not c.gern and c.verb not in _LIKING)
            c = replace(c, obj=obj, iobj=tidy(c.iobj, False), pred_np=tidy(c.pred_np, True))
            if c.pp is not None and c.pp.np is not None and c.pp.prep != "between":  # between keeps both
                c = replace(c, pp=replace(c.pp, np=tidy(c.pp.np, False)))
        if c.wh == "how many" and (
            c.obj is None or c.obj.det not in ("how many", "how much") or (verb and verb.case != "acc")
        ):
            c = replace(c, wh="why")
        if c.wh == "which" and (
            c.obj is None or c.obj.det != "which" or (verb and (verb.case != "acc" or verb.de_prep))
        ):
            c = replace(c, wh="why")
        if c.obj is not None and c.obj.det == "which" and c.wh != "which":
            c = replace(c, obj=replace(c.obj, det="the"))  # which only where it is asked
        if c.wh in _ASKED_OBJECT and verb is not None and verb.de_prep:
            c = replace(c, wh="who" if c.wh == "what" else "why")
        if c.obj is not None and c.obj.also is not None and (c.wh in _ASKED_OBJECT or c.gern):
            c = replace(c, obj=replace(c.obj, also=None))
        if c.wh == "what" and (c.obj is None or (verb and verb.case != "acc")):
            c = replace(c, wh="who" if c.verb != "be" else "where" if c.pp else None)
        if c.wh == "what" and c.obj is not None and (c.obj.pronoun or NOUNS[c.obj.noun].cls in ("person", "animal")):
            c = replace(c, wh="who")
        if c.wh == "where" and (c.pp is None or c.pp.prep in _NOT_WHERE):
            c = replace(c, wh="when")
        if c.wh in ("when", "how often", "what time"):  # How often do you play …? has no time or frequency of its own
            c = replace(c, time=None, freq=None)
        if c.wh == "who" and c.verb != "be" and not (_personal(c.subj) or c.subj.noun in _ANIMALS):
            c = replace(c, wh=None)  # who asks for a person or an animal: not "Who rained?"
        if c.wh is None and c.mood == "wh":
            c = replace(c, mood="yn")
        pp = c.pp if c.pp is None or c.pp.np is None else replace(c.pp, np=_drop_stray_rank(c.pp.np))
        c = replace(c, subj=_drop_stray_rank(c.subj), obj=_drop_stray_rank(c.obj), iobj=_drop_stray_rank(c.iobj), pp=pp)
        speaker = {0: "I", 1: "you", 3: "we"}.get(c.subj.person)  # my sister and I: we
        if speaker and (c.subj.pronoun is not None or c.subj.also is not None):  # not "you … you", "Anna and I … me"
            others = _other_pronouns(NP(pronoun=speaker))
            if c.obj is not None and c.obj.pronoun in _PERSON_PRONOUNS and c.obj.pronoun not in others:
                c = replace(c, obj=NP(pronoun=rng.choice(others)))
            if c.iobj is not None and c.iobj.pronoun in _PERSON_PRONOUNS and c.iobj.pronoun not in others:
                c = replace(c, iobj=NP(pronoun=rng.choice(others)))
        c = self.own_body(c)
        # verbs chosen by rule, last, from the clause as the rules above leave it (a when-question drops its time)
        if c.verb in ("give", "give (present)"):  # I gave my mother flowers for her birthday. → Ich schenkte meiner
            c = replace(c, verb="give (present)" if c.time in _GIFT_TIMES else "give")  # Mutter zum Geburtstag …
            held = [(c.verb, np.noun) for np in _coordinated([c.obj])]  # a held-out pair of the verb it now is
            if self.avoid is not None and c.verb == "give (present)" and set(held) & self.avoid.verb_obj:
                c = replace(c, verb="give", time=None)
        taken = c.obj is not None and c.obj.noun in _TAKEN_VEHICLES and c.obj.also is None and c.wh is None
        if c.verb in ("take", "take (transport)") and taken and c.obj.det in ("a", "the"):  # type: ignore[union-attr]
            c = replace(c, verb="take" if c.obj.det == "a" else "take (transport)")  # pass 40: We will take a taxi.
            # → Wir werden ein Taxi nehmen.; I take the bus. → Ich fahre mit dem Bus. (one rule, not both for each)
        return replace(c, de_perfect=_de_perfect(c))

    def own_body(self, c: Clause) -> Clause:
        """My head hurts (a possessive, mostly), brush your teeth, wash your hands (the subject's own)."""
        s, o = c.subj, c.obj
        if c.verb == "hurt" and _body(s) and s.det not in POSSESSIVES and self.rng.random() < 0.7:
            owner = self.rng.choice(("my", "my", "my", "your", "your", "his", "her", "our", "their"))
            plural = s.plural and s.noun not in _ONE_EACH and owner in ("my", "your", "his", "her")
            return replace(c, subj=replace(s, det=owner, owner=None, adj=None, adj2=None, plural=plural))
        if _raises_body(c):  # Put your hand up! (one hand, mostly)
            plural = self.rng.random() < 0.15
            return replace(c, obj=replace(o, det=_own_possessive(s), plural=plural, owner=None, adj=None, adj2=None))
        if _cares_for_body(c):
            plural = o.plural or o.noun in ("tooth", "hand") or (o.noun in ("foot", "ear") and self.rng.random() < 0.7)
            plural = plural and o.noun not in _ONE_EACH
            own = replace(o, det=_own_possessive(s), plural=plural, owner=None, adj=None, adj2=None)
            c = replace(c, obj=own if not NOUNS[o.noun].pl_only else o)  # type: ignore[index]
            if c.time is None and self.rng.random() < P_CARE_MEAL:  # Wasch dir vor dem Abendessen die Hände!
                c = replace(c, time=self.rng.choice(_AROUND_MEAL), front_time=False)
            return c
        return c

    def any_clause(self, **kw: object) -> Clause:
        rng = self.rng
        r = rng.random()
        if r < 0.2:
            return self.copula(**kw)  # type: ignore[arg-type]
        types = rng.choice((("intr",), ("motion",), ("trans",), ("trans",), ("ditrans",)))
        return self.clause(self.verb(types), **kw)  # type: ignore[arg-type]

    def extras(self, c: Clause) -> Clause:
        """Sprinkle other features over a construction's clause at low rates."""
        rng = self.rng
        if c.verb != "be" and rng.random() < 0.08 and c.modal is None:
            c = replace(c, neg=True)
        if c.verb != "be" and rng.random() < 0.08 and c.tense in ("pres", "past"):
            c = replace(c, freq=rng.choice(_ANY_TIME))
        elif rng.random() < 0.04 and c.tense in ("pres", "past", "perf") and not c.neg:
            c = replace(c, freq=rng.choice(_ALREADY_STILL if c.tense != "perf" else ("already",)))
            if _just_done(c) and rng.random() < P_JUST:  # I have just eaten. → Ich habe gerade gegessen. (pass 34)
                c = replace(c, freq="just", time=None, front_time=False)
        elif c.tense == "perf" and rng.random() < (0.5 if c.mood == "yn" else 0.08):  # I have never been …
            freq = "ever" if c.mood == "yn" else rng.choice(("never", "never", "often", "always"))
            c = replace(c, freq=freq, time=None if freq in ("never", "ever") else c.time)
        not_yet = c.neg and c.tense == "perf" and c.mood == "decl" and c.verb != "be" and c.time is None
        if not_yet and rng.random() < 0.3:
            c = replace(c, time="yet", front_time=False)  # I have not eaten yet. → Ich habe noch nicht gegessen.
        if _been_to(c) and rng.random() < 0.6:  # have been in Berlin → have been to Berlin (German: in Berlin)
            c = replace(c, pp=PP("been to", c.pp.np))  # type: ignore[union-attr]
        c = self.fix(c)
        o = c.obj
        if (
            (c.mood == "yn" or c.neg)
            and not c.gern
            and o is not None
            and o.det == "none"
            and o.noun is not None
            and o.of is None
            and o.also is None
            and (o.plural or NOUNS[o.noun].mass)
            and not NOUNS[o.noun].bare
            and rng.random() < 0.3
        ):  # Have you got any cousins? → Hast du Cousins?; I don't have any money. → Ich habe kein Geld.
            c = replace(c, obj=replace(o, det="any"))
        return c

    # -- sentences
    def sentence(self, construction: str | None = None) -> Sentence:
        name = construction or self.rng.choices(CONSTRUCTIONS, weights=_WEIGHTS)[0]
        while True:
            s = self._sentence(name)
            if _shows(s):
                return s

    def _sentence(self, name: str) -> Sentence:
        rng = self.rng
        self.p_adj = 0.9 if name == "adjective" else 0.2
        self.p_owner = 0.03
        conj = second = None
        fronted = False
        if name in ("intransitive", "transitive") and not self.teaching and rng.random() < P_TO_DO:
            kinds = ("intr", "motion") if name == "intransitive" else ("trans",)  # She tries to learn … (pass 46)
            c = self.clause(self.verb(kinds), tense="pres", neg=False)
            if _personal(c.subj) and c.subj.also is None and c.mood == "decl" and c.modal is None and _says_to(c):
                head = rng.choice(("try", "try", "forget"))
                prog = head == "try" and rng.random() < 0.4  # I'm trying to sleep.
                return _finish(self, name, _IT, tokens=to_do(c, head, "decl", prog))
        if name == "intransitive":
            c = self.extras(self.clause(self.verb(("intr", "motion"), sep=False)))
        elif name == "transitive":
            c = self.extras(self.clause(self.verb(("trans",), sep=False, case="acc")))
        elif name == "ditransitive":
            c = self.extras(self.clause(self.verb(("ditrans",))))
        elif name == "dative":
            c = self.extras(self.clause(self.verb(("trans",), case="dat")))
        elif name == "preposition":
            r = rng.random()
            if r < 0.35:
                c = self.clause(self.verb(("motion",)))
                c = replace(c, pp=c.pp or self.destination(c.subj, c.verb))
            elif r < 0.6:
                c = self.copula(kind="place")
            elif r < 0.8:
                v = VERBS[rng.choice(("live", "sit", "stay", "sleep", "work", "wait"))]
                c = self.clause(v)
                c = replace(c, pp=self.place(c.subj, v.key))
            else:
                v = VERBS[rng.choice(("play", "buy", "cook", "sing"))]
                c = self.clause(v)
                prep = "for" if v.key in ("buy", "cook", "sing") else "with"
                c = replace(c, pp=PP(prep, self.person_np(c.subj)))
            c = self.extras(c)
        elif name == "adjective":
            c = self.any_clause() if rng.random() < 0.6 else self.copula(kind="np")
        elif name == "copula" and rng.random() < P_THE_MOST:  # Who is the youngest in your family? (pass 39)
            return self.the_most(name)
        elif name == "copula" and rng.random() < P_WHAT_BEST:  # What is the fastest animal in the world? (pass 34)
            np = self.best_thing()
            return _finish(self, name, _IT, True, tokens=what_is(np), nps=(np,))
        elif name == "copula":
            c = self.copula()
            if rng.random() < 0.12:
                c = self.fix(replace(c, neg=True))
        elif name in ("past", "perfect", "future"):
            tense = {"past": "past", "perfect": "perf", "future": "fut"}[name]
            r = rng.random()
            if name == "perfect" and r < 0.45:
                v = rng.choice(_SEIN_VERBS)
                c = self.clause(v, tense=tense)
            elif name == "perfect" and r < 0.53:  # I have lived here for five years. → Ich wohne seit …
                c = self.clause(VERBS[rng.choice(sorted(_SEIT_VERBS))], tense=tense)
            else:
                c = self.any_clause(tense=tense)
            if name == "future" and rng.random() < 0.35:
                c = replace(c, going=True)
            c = self.extras(c)
        elif name == "modal":
            modal = rng.choices(
                ("can", "must", "want", "should", "may", "would like"), weights=(35, 25, 30, 10, 8, 15)
            )[0]
            tense = "past" if rng.random() < 0.15 and modal not in ("should", "may", "would like") else "pres"
            ability = modal == "can" and tense == "pres" and rng.random() < P_ABILITY  # pass 39: Fish can swim.
            if modal == "must" and tense == "pres" and rng.random() < P_HAVE_TO:  # I have to go. (pass 28)
                modal = "have to"
            if ability:
                c = self.ability(mood="yn" if rng.random() < 0.25 else "decl")
            else:
                c = self.clause(self.verb(("intr", "motion", "trans", "ditrans")), tense=tense, modal=modal,
                                neg=rng.random() < 0.2)  # fmt: skip
                if modal == "would like" and not _personal(c.subj):  # a person would like to (not a museum)
                    c = replace(c, modal="can")
            if not ability and modal in ("may", "should") and rng.random() < 0.6:  # May I open the window?
                asker = ("I", "I", "we") if modal == "may" else ("I", "we")
                c = self.please(self.fix(replace(c, mood="yn", neg=False, subj=NP(pronoun=rng.choice(asker)))))
            elif not ability and rng.random() < 0.25:
                you = _personal(c.subj) and rng.random() < 0.5
                c = self.fix(replace(c, mood="yn", neg=False, subj=NP(pronoun="you") if you else c.subj))
                if c.modal == "can" and c.subj.pronoun in ("I", "you", "we") and rng.random() < P_COULD:
                    c = replace(c, modal="could")  # Could you help me? → Könntest du mir helfen?
                c = self.please(c)
        elif name == "separable":
            c = self.extras(self.clause(self.verb(("intr", "trans"), sep=True)))
        elif name == "negation":
            quantity = rng.random() < P_NOT_MUCH  # I don't have much time. We didn't buy many apples.
            if quantity:
                c = self.clause(VERBS[rng.choice(sorted(_QUANTITY_VERBS))], neg=True)
            elif rng.random() < P_DISLIKE:  # pass 28: I don't like tomatoes. → Ich mag keine Tomaten.
                c = self.dislike()
            else:
                c = self.any_clause(neg=True) if rng.random() < 0.85 else self.copula(neg=True)
            obj = c.obj
            if c.neg and c.verb in _QUANTITY_VERBS and obj is not None and obj.noun is not None and obj.owner is None:
                noun = NOUNS[obj.noun]
                if (quantity or rng.random() < P_NOT_MANY) and not (
                    noun.bare or noun.pl_only or noun.cls in _NO_QUANTIFIER
                ):
                    many = replace(obj, det="much" if noun.mass else "many", plural=not noun.mass, adj=None)
                    c = self.fix(replace(c, obj=many))  # I don't have much time. → Ich habe nicht viel Zeit.
            if rng.random() < P_SIBLINGS:  # I don't have any brothers or sisters. → keine Geschwister (pass 26)
                c = self.siblings(neg=True)
        elif name == "question":
            timed = rng.random() < P_ASK_TIMED_ADJECTIVE  # Are you free tomorrow? Is the museum open on Sunday?
            c = self.copula(kind="adj", timed=True, mood="yn") if timed else self.any_clause(mood="yn")
            if rng.random() < P_DID_LIKE:  # Did you like the film? → Hat dir der Film gefallen?
                c = self.clause(VERBS["like"], tense="past", mood="yn", subj=NP(pronoun="you"))
                things = self.unheld("like", _LIKED_THINGS)
                if rng.random() < 0.6:
                    thing = NP(noun=rng.choice(things), det=rng.choice(("the", "the", "your", "my", "this")))
                    c = self.fix(replace(c, obj=thing, pp=None))
            if rng.random() < 0.4 and _personal(c.subj):
                c = self.fix(replace(c, subj=NP(pronoun="you")))  # a class asks "Do you …?", "Can you …?"
            if rng.random() < 0.3:
                modal = rng.choices(("can", "must", "should"), weights=(6, 2, 1))[0]
                if modal == "must" and rng.random() < P_HAVE_TO_ASKED:  # Do we have to write it down? (pass 28)
                    modal = "have to"
                c = self.please(self.fix(replace(c, modal=modal, tense="pres")))
            if rng.random() < P_SIBLINGS:  # Have you got any brothers or sisters? (pass 26)
                c = self.siblings(mood="yn", **({"subj": NP(pronoun="you")} if rng.random() < 0.6 else {}))
            asks_yet = c.tense == "perf" and not c.neg and c.verb != "be" and c.time is None and c.freq is None
            if asks_yet and rng.random() < P_YET:  # Have you done your homework yet? → Hast du … schon gemacht?
                c = self.fix(replace(c, time="yet?"))
        elif name == "wh_question":
            wh = rng.choices(("who", "what", "where", "when", "why", "how", "how often", "which"),
                             weights=(22, 26, 26, 12, 14, 16, 12, 10))[0]  # fmt: skip
            if wh == "how" and rng.random() < P_HOW_ADJ:  # How big is your house? → Wie groß ist dein Haus?
                c, wh = self.how_adjective(), "how adj"
            elif wh == "how":
                noun = rng.choice(("weather", "film", "party", "concert", "coffee", "soup", "book", "holiday", "test"))
                c = Clause(self.np(noun, plural_ok=False, definite=True), "be", tense=self.tense())
                like = rng.random() < 0.4  # What is the film like? → Wie ist der Film?
                c = self.fix(
                    replace(replace(c, subj=replace(c.subj, adj=None)), mood="wh", wh="what like" if like else "how")
                )
            elif wh == "why":
                c = self.fix(replace(self.any_clause(), mood="wh", wh="why"))
            elif wh == "how often":  # How often do you play tennis? → Wie oft spielst du Tennis?
                c = self.clause(self.verb(("intr", "motion", "trans")))
                if rng.random() < 0.5 and _personal(c.subj):
                    c = replace(c, subj=NP(pronoun="you"))
                c = self.fix(replace(c, mood="wh", wh=wh))
            elif wh == "when" and rng.random() < P_WHAT_TIME:  # What time do you get up? → Um wie viel Uhr …?
                c = self.clause(VERBS[rng.choice(_WHAT_TIME_VERBS)], tense=rng.choice(("pres", "pres", "past", "fut")))
                if rng.random() < 0.5 and _personal(c.subj):
                    c = replace(c, subj=NP(pronoun="you"))
                c, wh = self.fix(replace(c, mood="wh", wh="what time", neg=False, modal=None)), "what time"
            elif wh == "where" and rng.random() < P_WHERE_LIVE:  # pass 29: Where do penguins live? → Wo leben …?
                animal = rng.random() < 0.6
                c = self.clause(VERBS["live (animal)" if animal else "live"], tense="pres")
                if animal and rng.random() < 0.6:  # of all their kind: Where do lions live?
                    c = replace(c, subj=NP(noun=c.subj.noun, det="none", plural=True))
            elif wh == "where" and rng.random() < P_WHERE_DONE:  # pass 40: Where did you buy your shoes? → Wo hast
                c = self.where_done()  # du deine Schuhe gekauft? (wo: where it is done, not where to)
            elif wh == "where":
                c = self.copula(kind="place") if rng.random() < 0.4 else self.clause(self.verb(("motion",)))
                if c.pp is None:
                    c = replace(c, pp=self.destination(c.subj, c.verb))
                if c.verb != "be" and rng.random() < P_WH_WOULD_LIKE and _personal(c.subj):  # Where would you like
                    c = replace(c, subj=NP(pronoun="you"), modal="would like", tense="pres", neg=False, prog=False)
            elif wh == "what" and rng.random() < P_WHAT_DO:
                c = self.what_do()
            elif wh == "what":
                c = self.clause(self.verb(("trans", "ditrans"), case="acc"))
                if rng.random() < P_WH_WOULD_LIKE and _personal(c.subj):  # What would you like to drink? (pass 44)
                    c = replace(c, subj=NP(pronoun="you") if rng.random() < 0.7 else c.subj, modal="would like",
                                tense="pres", neg=False, prog=False)  # fmt: skip
            elif wh == "which":  # Which book do you want? → Welches Buch willst du?
                c = self.clause(self.verb(("trans",), case="acc"))
                while (
                    c.obj is None or c.obj.noun is None or NOUNS[c.obj.noun].cls in _NO_WHICH or VERBS[c.verb].de_prep
                ):
                    c = self.clause(self.verb(("trans",), case="acc"))
                if rng.random() < 0.5 and _personal(c.subj):
                    c = replace(c, subj=NP(pronoun="you"))
                obj = NP(noun=c.obj.noun, det="which", plural=c.obj.plural and rng.random() < 0.5)
                c = replace(c, obj=obj, neg=False)
            else:
                c = self.any_clause()
            if wh == "who":
                c = replace(c, subj=NP(noun="man"))
            if wh not in ("how", "how adj", "why", "how often", "what time"):
                c = self.fix(replace(c, mood="wh", wh=wh))
            if wh == "where" and c.verb == "be" and c.subj.noun is not None and rng.random() < 0.2:
                c = replace(c, please=True)  # Where is the station, please? → Wo ist bitte der Bahnhof?
        elif name == "fronted_adverb":
            c = self.any_clause(front_time=True)
        elif name == "progressive":
            v = self.verb(("intr", "motion", "trans", "ditrans"))
            c = self.clause(v, tense="past" if rng.random() < 0.2 else "pres", prog=True)
        elif name in _SPECIAL:
            return _SPECIAL[name](self, name)
        elif name == "coordination":
            conj = rng.choices(("and", "but", "or", "so"), weights=(45, 40, 15, 12))[0]
            if conj in ("and", "but") and rng.random() < P_ABILITY_PAIR:  # pass 39: …, but they can't fly.
                c, second = self.ability_pair(conj)
            elif conj == "but" and rng.random() < P_ELIDED:  # I like cats, but my sister doesn't. (pass 28)
                c, second = self.elided_pair()
            else:
                c = self.any_clause()
                second = self.any_clause(neg=conj == "but" and rng.random() < 0.5)
                if conj in ("and", "but") and c.mood == "decl" and rng.random() < P_AND_IT:  # pass 38: … und er ist
                    second = self.because_it(c) or second  # klein.
            if conj == "so":  # also takes the first place: no fronted time, no question after it
                second = replace(second, front_time=False, mood="decl") if second.mood != "imp" else second
        else:  # subordinate
            conj = rng.choices(("that", "because", "when", "if", "whether", "before", "until"),
                               weights=(30, 25, 20, 10, 15, 10, 4))[0]  # fmt: skip
            if conj in ("that", "whether"):
                if conj == "whether":
                    key = "ask" if rng.random() < 0.5 else "know that"
                    conj = rng.choice(("whether", "if"))
                else:
                    key = rng.choice(("say", "think", "believe", "hope", "know that"))
                tense = "past" if rng.random() < 0.2 else "pres"
                neg = key == "know that" and conj in ("whether", "if")
                c = self.fix(Clause(self.subject(VERBS[key], tense), key, tense=tense, neg=neg))
                if conj == "if":
                    conj = "whether_if"
            else:
                c = self.any_clause()
                fronted = conj in ("when", "if", "before") and rng.random() < 0.4
            compares = conj in ("that", "because") and rng.random() < P_SUB_COMPARATIVE  # pass 25
            if compares:
                second = self.fix(replace(_comparative_clause(self)[0], mood="decl"))
            else:
                second = self.any_clause()
            if not compares and conj in _MODAL_CONJUNCTIONS and rng.random() < P_SUB_MODAL:  # pass 38: …, weil ich
                # nicht kommen kann.
                second = self.sub_modal(past=c.tense in ("past", "perf"))
            if not compares and conj == "because" and rng.random() < P_BECAUSE_IT:  # pass 36: …, weil er bitter ist.
                if rng.random() < P_ANIMAL_REASON:  # pass 45: The dog is barking because it is hungry.
                    c = self.animal_doing()
                for _ in range(8):  # a first clause with a thing as its object
                    reason = self.because_it(c)
                    if reason is not None:
                        second = reason
                        break
                    c = self.clause(self.verb(("trans",), case="acc"))
            if conj in _TIME_CONDITION and second.tense == "fut":  # if it rains tomorrow (not "if it will rain")
                second = self.fix(replace(second, tense="past" if c.tense == "past" else "pres", going=False))
            if conj in ("before", "until"):  # both in the past or neither: she waited until the bus came
                c = self.fix(replace(c, tense="past")) if c.tense == "perf" else c
                second = self.fix(replace(second, tense="past" if c.tense == "past" else "pres", going=False))
            if second.front_time:
                second = replace(second, front_time=False)
            if conj == "when" and second.tense == "past" and c.tense != "past":  # als: one past event, told in the past
                c = self.fix(replace(c, tense="past"))
            if conj in ("that", "because", "whether", "whether_if") and _spoken_past(second):
                second = replace(second, de_perfect=True)  # …, weil es geregnet hat.
        if conj == "whether_if":
            conj = "if_ob"
        if fronted and c.front_time:  # When it rains, we …: the main clause's verb comes first, its time stays inside
            c = replace(c, front_time=False)
        if second is not None and second.front_time and conj not in _COORDINATING:
            second = replace(second, front_time=False)
        return Sentence(
            name, c, conj=conj, second=second, fronted_sub=fronted,
            end="!" if rng.random() < 0.05 else ".", contract=rng.random() < 0.5,
            lower=rng.random() < 0.05, en_comma=rng.random() < 0.5,
        )  # fmt: skip


# Conjunctions of time and condition: their clause tells the future in the present (wenn es morgen regnet).
_TIME_CONDITION = frozenset({"when", "if", "before", "until"})


def _finish(sampler: _Sampler, name: str, c: Clause, question: bool = False, **kw: object) -> Sentence:
    rng = sampler.rng
    said_to = "tokens" not in kw and not sampler.teaching and c.subj.pronoun == "you" and not c.lets
    if said_to and (c.mood == "imp" or c.mood in ("yn", "wh")) and rng.random() < P_VOCATIVE:
        kw = {**kw, "vocative": rng.choice(_VOCATIVES), "lower": False}
    return Sentence(
        name, c, end="!" if rng.random() < 0.05 else ".", contract=rng.random() < 0.5,
        lower=bool(kw.pop("lower", rng.random() < 0.05)), en_comma=rng.random() < 0.5, question=question, **kw,
    )  # type: ignore[arg-type]  # fmt: skip


P_VOCATIVE = 0.06  # share of orders and you-questions said to someone by name (pass 44: Mum, can you help me?)
_VOCATIVES = ("mum", "mum", "dad", "dad", "grandma", "grandpa", "tom", "anna", "max", "lisa", "ben", "emma", "paul",
              "sarah")  # fmt: skip


_IT = Clause(NP(pronoun="it"), "be")


P_WHERE_LIVE = 0.25  # share of where-questions that ask where someone or an animal lives (pass 29)
# pass 40: share of places next to, behind or in front of something where one sits, stands … that are a person, said
# with a pronoun (0 in 100,000 pairs before: Who sits next to you? → Wer sitzt neben dir?)
P_NEXT_TO_SOMEONE = 0.3
_NEXT_TO_SOMEONE = frozenset({"sit", "stand", "wait", "be", "sleep", "live"})
P_WHERE_DONE = 0.4  # share of the other where-questions that ask where something is done (pass 40: wo, not wohin)
_WHERE_DONE_VERBS = ("buy", "find", "eat", "play", "meet", "sleep", "work", "wait", "see", "park (car)", "sit", "stay",
                     "lose", "read", "have lunch", "take photos", "buy", "find", "play", "work")  # fmt: skip
# (buy, find, play and work twice: what a class asks where about most)
P_WHAT_TIME = 0.5  # share of when-questions asked as "What time …?"
# Verbs of a moment of the day that a class asks the clock time of.
_WHAT_TIME_VERBS = ("get up", "go to bed", "have breakfast", "begin", "start", "end", "finish", "finish (end)",
                    "go to sleep", "arrive", "leave", "come", "wake up")  # fmt: skip
# pass 45: who does it too, with + a person (I went to the cinema with my friends. → Ich ging mit meinen Freunden ins
# Kino.; Can you play with me? → Kannst du mit mir spielen?): the verbs one does together with someone
_WITH_VERBS = frozenset({"go", "come", "walk", "travel", "drive", "fly", "ride", "hike", "play", "eat", "cook",
                         "dance", "swim", "sing", "talk", "learn", "study", "go shopping", "go for a walk",
                         "have lunch", "watch"})  # fmt: skip
P_WITH = 0.1  # share of clauses of those verbs with with + a person


# pass 45: more + a noun (You should drink more water. → Du solltest mehr Wasser trinken.; We need more chairs.)
_MORE_VERBS = frozenset({"eat", "drink", "need", "want", "buy", "have", "have got", "bring", "get (thing)", "read",
                         "make", "cook", "bake", "sell"})  # fmt: skip
P_MORE = 0.1  # share of those verbs' objects said with more
_ANIMAL_STATES = ("hungry", "hungry", "thirsty", "tired", "ill", "happy", "old")  # why an animal does it (pass 45)
P_IT_ANIMAL = 0.5  # share of because- and and-clauses after an animal subject that say how it is (pass 45)
P_ANIMAL_REASON = 0.3  # share of because-it clauses after an animal that does something (pass 45)
_ANIMAL_REASON_VERBS = ("bark", "bark", "sleep", "eat (animal)", "play", "run")
P_TO_DO_IMP = 0.08  # share of orders said with Don't forget to / Remember to / Try to / It's time to (pass 46)
P_TO_DO = 0.06  # share of intransitive and transitive sentences said with try to or forget to (pass 46)


@cache
def _said_alike(noun: str) -> tuple[str, ...]:
    """The nouns of the same class that share a predicative adjective with `noun` (what can be said of both)."""
    cls, adjectives = NOUNS[noun].cls, set(PRED_ADJECTIVES[noun])
    same = (n for n in _ADJECTIVE_NOUNS if n != noun and NOUNS[n].cls == cls)
    return tuple(n for n in same if adjectives & set(PRED_ADJECTIVES[n]))


P_TWO_THINGS = 0.05  # share of things said to be like something that are two joined by and (pass 46)
P_TWO_SUBJECTS = 0.04  # share of noun subjects of person and animal verbs that are two joined by and (pass 45)
P_AND_I = 0.05  # share of noun subjects of person verbs said with "and I" (My sister and I …)
P_ALL = 0.12  # share of plural "the" objects said with "all the"
P_BIG_NUMBER = 0.3  # share of "there are" sentences about people that count them from 13 on
P_NOT_MANY = 0.2  # share of negated there-is sentences and have / eat / buy … clauses about not many / much (pass 22)
P_NOT_MUCH = 0.08  # share of negation sentences drawn to say it (I don't have much time.)
# have to → müssen (pass 28): the share of present must in modal sentences, and of must in yes/no questions, said
# with have to (You don't have to come. → Du musst nicht kommen.: not needed; You mustn't … → darfst nicht: forbidden)
P_HAVE_TO = 0.45
P_HAVE_TO_ASKED = 0.7
P_DISLIKE = 0.15  # share of the other negation sentences that say what someone does not like (pass 28)
P_ELIDED = 0.2  # share of but-sentences whose second clause leaves out all but its subject and not (pass 28)
# pass 39: what animals can and cannot do, said of all of their kind, as a beginner's course first teaches can and
# can't (Fish can swim. → Fische können schwimmen.; Penguins can't fly.; Birds can fly, but fish can't.; Fish can swim,
# but they can't fly. → …, aber sie können nicht fliegen.; Sampler.ability). Per verb: the animals that can, and
# those that cannot (true of the kind, so that every example a class sees is a true sentence: no insects that fly,
# no hippos that swim, as runs 60 and 61 were trained on); run is run fast.
_ABILITIES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "fly": (("bird", "duck", "bee", "butterfly", "owl", "parrot", "goose"),
            ("penguin", "fish (animal)", "dog", "cat", "elephant", "pig", "snake", "tortoise", "cow", "horse",
             "hippo")),
    "swim": (("fish (animal)", "duck", "dolphin", "whale", "shark", "frog", "penguin", "polar bear", "crocodile",
              "turtle", "goose"), ()),
    "climb": (("cat", "monkey", "squirrel", "spider", "lizard", "bear"),
              ("elephant", "fish (animal)", "hippo", "pig", "cow", "horse", "whale")),
    "jump": (("kangaroo", "frog", "rabbit", "cat", "horse", "dolphin"), ("elephant", "snail", "snake", "tortoise")),
    "talk": (("parrot",), ("dog", "cat", "fish (animal)", "horse", "cow")),
    "sing": (("bird",), ("fish (animal)", "snake", "cow")),
    "run": (("horse", "dog", "tiger", "lion", "zebra", "wolf", "deer"), ("tortoise", "snail", "turtle")),
}  # fmt: skip


def _how_able(verb: str) -> PP | None:
    """Run is run fast among the animals' abilities (Horses can run fast. → Pferde können schnell laufen.)."""
    return PP("fast") if verb == "run" else None


_ABLE_VERBS = {neg: tuple(v for v, lists in _ABILITIES.items() if lists[neg]) for neg in (False, True)}  # fly …
# (animal, verb it can, another verb it can (False) or cannot (True)): Fish can swim, but they can't fly.
_ABILITY_PAIRS = {
    neg: tuple((a, v, w) for v, (can, _) in _ABILITIES.items() for a in can
               for w, lists in _ABILITIES.items() if w != v and a in lists[neg])
    for neg in (False, True)
}  # fmt: skip
P_ABILITY = 0.15  # share of present can-sentences of the modal construction that say what animals can or cannot do
P_ABILITY_PAIR = 0.1  # share of and- and but-coordinations that do (… but fish can't.; … but they can't fly.)
_QUANTITY_VERBS = frozenset({"have", "eat", "drink", "buy", "need", "read", "see", "make", "find"})
P_YET = 0.3  # share of Perfekt yes/no questions without a time or frequency that ask "… yet?"
P_LETS = 0.15  # imperatives said to "us": Let's go to the park! → Lass uns in den Park gehen!
P_SPLICE = 0.1  # share of imperatives followed by a comma and a reason (Please close the window, it's cold.)
# pass 28: an order with its reason after because (Drive slowly because it's foggy! → Fahr langsam, weil es neblig
# ist!) or before it, with so (It's cold, so close the window. → Es ist kalt, also mach das Fenster zu.)
P_IMPERATIVE_BECAUSE = 0.12
P_SO_IMPERATIVE = 0.1
P_REASON_RAIN = 0.25  # share of those reasons that are rain or snow (it's raining → es regnet)
_SPLICE_IT = ("cold", "warm", "hot", "dark", "dangerous", "windy", "sunny", "loud", "foggy")  # not late: zu spät
_SPLICE_PERSON = ("late", "tired", "hungry", "thirsty", "bored")  # not cold / hot: mir ist kalt


def _imperative_clause(sm: _Sampler, verb: Verb) -> Clause:
    """An order to one person (you): its object with the, a or your."""
    rng = sm.rng
    c = sm.clause(verb, tense="pres", subj=NP(pronoun="you"))
    if verb.key == "drive" and rng.random() < 0.5:  # Drive carefully! Drive slowly. (pass 29)
        c = replace(c, pp=PP(rng.choice(_MANNER["drive"])))
    if (
        c.obj is not None
        and c.obj.noun is not None
        and c.obj.det not in ("the", "a", "my", "your", "the_", "none", "this", "that")
    ):
        c = replace(c, obj=replace(c.obj, det=rng.choice(("the", "your"))))
    if c.obj is not None and c.obj.det == "none" and c.obj.plural:
        c = replace(c, obj=replace(c.obj, det="the"))
    return c


P_WH_WOULD_LIKE = 0.15  # share of what- and where-questions with would like to (pass 44: Was möchtest du trinken?)
P_LETS_MEET = 0.03  # share of imperatives that are Let's meet … (pass 43: Treffen wir uns …, verb first)
_MEETING_PLACES = (("in", "café"), ("in", "park"), ("at", "station"), ("at", "bus stop"), ("at", "market square"),
                   ("in", "library"), ("at", "cinema"), ("at", "café"), ("in", "town centre"))  # fmt: skip
P_IMPERATIVE_TIME = 0.2  # share of imperatives that say when (Ruf mich morgen an! Pack heute Abend deinen Koffer!)
P_IMPERATIVE_AND = 0.1  # share of imperatives followed by a second one (Sit down and open your books.)


# Orders with be (pass 26): Be quiet! → Sei ruhig!; Don't be sad. → Sei nicht traurig.; Don't be late! → Komm nicht
# zu spät! What one is told to be, and what not to be.
P_BE_IMPERATIVE = 0.12
_BE_TOLD = ("quiet", "quiet", "careful", "careful", "ready", "nice", "friendly", "polite", "brave", "honest")
_BE_TOLD_NOT = ("late", "late", "sad", "angry", "lazy", "silly", "loud", "loud", "shy", "nervous", "naughty")
# the first two told, the others told not to be: Be very careful! Don't be so loud!
_BE_DEGREES = {"careful": "very", "quiet": "very", "loud": "so", "silly": "so", "lazy": "so", "sad": "so"}


def _be_imperative(sm: _Sampler) -> Clause:
    """Be quiet, please! / Don't be so loud! / Be ready at eight o'clock!: an order with be and an adjective."""
    rng = sm.rng
    neg = rng.random() < 0.4
    adj = rng.choice(_BE_TOLD_NOT if neg else _BE_TOLD)
    degree = _BE_DEGREES.get(adj) if rng.random() < 0.2 else None
    time = None
    if adj in ("ready", "late") and rng.random() < 0.5:  # Be ready at eight o'clock! Don't be late tomorrow!
        time = _pick_clock(rng, _time_options("fut", True)) if rng.random() < 0.6 else sm.time("fut")
    return Clause(NP(pronoun="you"), "be", pred_adj=adj, degree=degree, neg=neg, time=time)


def _s_imperative(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    if rng.random() < P_BE_IMPERATIVE:  # pass 26
        c = sm.fix(replace(_be_imperative(sm), mood="imp", please=rng.random() < 0.4))
        if c.pred_adj == "careful" and not c.neg and rng.random() < 0.3:  # Be careful, it's dangerous!
            danger = replace(_IT, pred_adj=rng.choice(("dangerous", "dangerous", "hot")))
            return replace(_finish(sm, name, c), conj=",", second=danger, end="!")
        return replace(_finish(sm, name, c), end="!" if rng.random() < 0.5 else ".")
    if rng.random() < P_LETS_MEET:  # Let's meet at the café at three o'clock. → Treffen wir uns um drei Uhr im Café.
        prep, place = rng.choice(_MEETING_PLACES)
        time = sm.time("fut") if rng.random() < 0.4 else None
        c = Clause(NP(pronoun="we"), "meet (each other)", pp=PP(prep, NP(noun=place)), time=time, mood="imp", lets=True)
        return replace(_finish(sm, name, c), end="!" if rng.random() < 0.5 else ".")
    v = VERBS[rng.choice(_IMPERATIVE_VERBS)]
    c = _imperative_clause(sm, v)
    time = sm.time("fut") if rng.random() < P_IMPERATIVE_TIME else None  # Call me tomorrow. Pack it tonight.
    c = sm.fix(replace(c, mood="imp", neg=rng.random() < 0.12, please=rng.random() < 0.4, time=time))
    if not sm.teaching and not c.neg and rng.random() < P_TO_DO_IMP:  # Don't forget to call me! (pass 46)
        head = rng.choice(("forget", "forget", "remember", "try", "time"))
        head = "forget" if head == "time" and not _says_to(c) else head  # not "It's time to wash your hands"
        return replace(_finish(sm, name, _IT, tokens=to_do(c, head, "imp")), end="." if head == "time" else "!")
    us = {c.obj.pronoun if c.obj else None, c.iobj.pronoun if c.iobj else None} & {"I", "we"}  # not "Let's give me"
    if not c.neg and not (v.refl or v.recip) and not _body(c.obj) and not us and rng.random() < P_LETS:  # Let's play!
        c = replace(c, please=False, lets=True)
    s = _finish(sm, name, c)
    if not sm.teaching and not c.neg and not c.lets and rng.random() < P_IMPERATIVE_AND:
        v2 = VERBS[rng.choice([k for k in _IMPERATIVE_VERBS if VERBS[k].de + VERBS[k].sep != v.de + v.sep])]
        second = sm.fix(replace(_imperative_clause(sm, v2), mood="imp", time=None, neg=False, please=False))
        s = replace(s, conj="and", second=second)  # Listen and repeat. → Hör zu und sprich nach.
    elif not sm.teaching and rng.random() < P_IMPERATIVE_IF:  # If you are thirsty, drink some water.
        second = sm.any_clause(tense="pres")
        if _personal(second.subj) and rng.random() < 0.5:
            second = sm.fix(replace(second, subj=NP(pronoun="you")))
        second = replace(second, front_time=False, mood="decl", wh=None)
        s = replace(s, conj=rng.choice(("if", "when")), second=second, fronted_sub=rng.random() < 0.7)
    elif not sm.teaching and rng.random() < P_SPLICE:  # Close the window, it's cold. Hurry up, we're late!
        s = replace(s, conj=",", second=_splice_reason(rng))
    elif not sm.teaching and rng.random() < P_IMPERATIVE_BECAUSE:  # Drive slowly because it's foggy! (pass 28)
        s = replace(s, conj="because", second=_reason(rng), fronted_sub=False)
    elif not sm.teaching and rng.random() < P_SO_IMPERATIVE:  # It's cold, so close the window. (pass 28)
        s = replace(s, main=_reason(rng), conj="so", second=c)
    return replace(s, end="!" if rng.random() < 0.3 else ".")


def _splice_reason(rng: random.Random) -> Clause:
    """The reason after a comma that closes an imperative: the weather, a danger or how we are."""
    if rng.random() < 0.6:
        return replace(_IT, pred_adj=rng.choice(_SPLICE_IT), degree="very" if rng.random() < 0.15 else None)
    return Clause(NP(pronoun=rng.choice(("I", "we"))), "be", pred_adj=rng.choice(_SPLICE_PERSON))


def _reason(rng: random.Random) -> Clause:
    """Why an order is given, for because or so: the weather (it's raining), a danger or how we are."""
    if rng.random() < P_REASON_RAIN:
        return replace(_IT, verb=rng.choice(("rain", "rain", "snow")), prog=True)
    return _splice_reason(rng)


def _s_there_is(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    r = rng.random()
    if r < 0.3:
        noun = rng.choice(_FOOD_AND_DRINK)
        pp = PP("in", NP(noun=rng.choice(("fridge", "kitchen", "bag", "box", "cupboard")), det="the"))
    elif r < 0.5:
        noun = rng.choice(_PEOPLE + _ANIMALS)
        pp = PP("in", NP(noun=rng.choice(("park", "garden", "classroom", "zoo", "forest", "village")), det="the"))
        if rng.random() < P_BIG_NUMBER and noun in _PEOPLE and not NOUNS[noun].bare:
            many = NP(noun=noun, det=rng.choice(tuple(BIG_NUMBERS)[:30]), plural=True)  # 13 to 42
            pp = PP(
                "in",
                NP(noun=rng.choice(("class", "classroom", "school", "park")), det=rng.choice(("my", "our", "the"))),
            )
            return _finish(sm, name, _IT, tokens=there_is(many, pp, "pres"), nps=(many, pp.np))
    else:
        noun = rng.choice(_MOVABLE)
        pp = sm.place(NP(noun=noun))
        if pp.np is None:
            pp = None
    np = sm.np(noun)
    if np.det not in ("a", "none") and np.det not in NUMBERS and np.det not in QUANTIFIERS:
        np = replace(np, det="a" if not np.plural and not NOUNS[noun].mass else "none")
    if NOUNS[noun].pl_only or NOUNS[noun].bare:
        np = replace(np, det="none")
    np = _drop_stray_rank(np)  # not "There's a biggest dolphin …" (pass 42)
    tense = "past" if rng.random() < 0.15 else "pres"
    neg = rng.random() < 0.2 and np.det in ("a", "none")
    if neg and rng.random() < P_NOT_MANY and not NOUNS[noun].bare and not NOUNS[noun].pl_only:
        mass = NOUNS[noun].mass  # There aren't many cars in our village. → Es gibt nicht viele Autos …
        np = replace(np, det="much" if mass else "many", plural=not mass, adj=None)
    question = not neg and rng.random() < 0.3
    if question and not NOUNS[noun].mass and not NOUNS[noun].pl_only and rng.random() < 0.5:
        np = replace(np, det="how many", plural=True, adj=None)
    elif (question or neg) and np.det == "none" and not NOUNS[noun].bare and rng.random() < 0.4:
        np = replace(np, det="any")  # Are there any biscuits …? → Gibt es Kekse …?; There aren't any → keine
    time = sm.time(tense) if rng.random() < 0.1 else None
    nps = (np,) + ((pp.np,) if pp is not None and pp.np is not None else ())
    return _finish(sm, name, _IT, question, tokens=there_is(np, pp, tense, neg, question, time), nps=nps)


# Adjectives that take no "very"/"too" (not "very right", "too closed").
_UNGRADABLE = frozenset({"right", "wrong", "open", "closed", "great", "wonderful", "terrible", "huge", "tiny", "best",
                        "ready", "free", "married", "alone", "late"})  # fmt: skip


# Adjectives that say "too … for someone" (The shoes are too small for me. → Die Schuhe sind mir zu klein.).
_FOR_WHOM = ADJECTIVES.keys() & set(
    "small big expensive heavy hot cold warm difficult long short sweet loud boring dangerous salty easy spicy".split()
)


P_SO_THAT = 0.6  # share of "so" + adjective sentences that go on with a that-clause (so kalt, dass wir …)


def _s_degree(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    c = sm.copula(kind="adj" if rng.random() < 0.85 else "weather")
    while c.pred_adj in _UNGRADABLE or c.pred_adj2 in _UNGRADABLE:
        c = sm.copula(kind="adj")
    deg = rng.choices(("very", "too", "really", "quite", "so"), weights=(55, 30, 10, 5, 6))[0]
    neg = deg == "very" and rng.random() < 0.15  # isn't very big → ist nicht sehr groß
    c = replace(c, degree=deg, neg=neg)
    if deg == "so" and not sm.teaching and rng.random() < P_SO_THAT:  # It was so foggy that we couldn't see …
        c = sm.fix(replace(c, mood="decl", front_time=False))
        second = sm.any_clause(tense="past" if c.tense == "past" else "pres")
        second = sm.fix(replace(second, front_time=False, mood="decl", wh=None))
        return replace(_finish(sm, name, c), conj="so_that", second=second)
    thing = c.subj.pronoun == "it" or (c.subj.noun is not None and NOUNS[c.subj.noun].cls != "person")
    if deg == "too" and thing and c.pred_adj in _FOR_WHOM and c.pred_adj2 is None and rng.random() < P_FOR_WHOM:
        c = replace(c, for_whom=rng.choice(("I", "I", "you", "he", "she", "we", "they")))  # mir zu klein
    return _finish(sm, name, sm.fix(c))


def _comparative_clause(sm: _Sampler) -> tuple[Clause, str, str]:
    """A is taller than B (unfixed), with the nouns A and B were drawn from (a pronoun may stand for either)."""
    rng = sm.rng
    adj, nouns = rng.choice(_COMPARABLE)
    a = rng.choice(nouns)
    same = [n for n in nouns if n != a and NOUNS[n].cls == NOUNS[a].cls]
    b = rng.choice(same or [n for n in nouns if n != a])
    if NOUNS[a].cls == "person" and rng.random() < 0.4:
        subj = NP(pronoun=rng.choice(_PERSON_PRONOUNS))
    else:
        subj = replace(sm.np(a, plural_ok=False, definite=rng.random() < 0.7), adj=None, adj2=None)
    than = replace(sm.np(b, plural_ok=False, definite=rng.random() < 0.7), adj=None, adj2=None)
    if NOUNS[a].cls == "person" and rng.random() < 0.35:  # older than me → älter als ich
        clash = {subj.pronoun} | ({"I", "we"} if subj.pronoun in ("I", "we") else set())  # not "we … than me"
        than = NP(pronoun=rng.choice([p for p in _PERSON_PRONOUNS if p not in clash]))
    if than.det == "one":
        than = replace(than, det="a")
    if subj.det == "one":
        subj = replace(subj, det="a")
    ages = adj in ("old", "new", "young")  # not "The old camel is younger than the new one"
    kinds = [k for k in _ONE_ADJECTIVES if k in PRED_ADJECTIVES[a] and k != adj and not (ages and k in ("old", "new"))]
    if subj.noun == a and subj.det in _ONE_DETS and len(kinds) > 1 and rng.random() < P_ONE:
        first, second = rng.sample(kinds, 2)  # The black bag is cheaper than the brown one. (pass 43)
        subj, than = replace(subj, adj=first), NP(noun=a, det="the", adj=second, one=True)
        b = a
    tense = "past" if rng.random() < 0.15 else "pres"
    mood = "yn" if rng.random() < 0.15 else "decl"
    c = Clause(subj, "be", pred_adj=adj, than=than, tense=tense, mood=mood, neg=mood == "decl" and rng.random() < 0.08)
    return c, a, b


P_ONE = 0.25  # share of comparisons of a thing with a thing of its kind said with one (than the brown one; pass 43)
_ONE_ADJECTIVES = ("red", "blue", "green", "yellow", "black", "white", "brown", "grey", "old", "new")
_ONE_DETS = ("the", "my", "your", "his", "her", "our", "their", "this", "that")


def _s_comparative(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    c, a, b = _comparative_clause(sm)
    subj, than, adj, tense = c.subj, c.than, c.pred_adj, c.tense
    if c.mood == "decl" and not c.neg and rng.random() < 0.3:  # A is older than B, but B is taller (no than)
        adj2 = rng.choice([a for a in COMPARATIVES if a in PRED_ADJECTIVES[b] and a != adj] or [adj])
        people = subj.pronoun is None and NOUNS[a].cls == NOUNS[b].cls == "person"
        other = NP(pronoun="I") if people and rng.random() < 0.5 else than
        second = sm.fix(Clause(other, "be", pred_adj=adj2, cmp=True, tense=tense))
        return replace(_finish(sm, name, sm.fix(c)), conj="but", second=second)
    return _finish(sm, name, sm.fix(c))


P_FEEL = 0.08  # share of linking-verb sentences with feel (pass 42: I feel tired. → Ich fühle mich müde.)
_FEELINGS = ("tired", "ill", "sick", "happy", "sad", "better", "better", "good", "strong", "weak", "lonely", "healthy",
             "nervous")  # fmt: skip


def _s_become(sm: _Sampler, name: str) -> Sentence:
    """get/become/turn + adjective → werden: It gets dark. In autumn the leaves turn brown. I'm getting tired."""
    rng = sm.rng
    tense = rng.choices(("pres", "past", "perf", "fut"), weights=(55, 20, 10, 15))[0]
    r = rng.random()
    if r < 0.3:
        subj, verb, adj = NP(pronoun="it"), "get (adjective)", rng.choice(_GET_WEATHER)
    elif r < 0.3 + P_FEEL:  # pass 42: I feel tired. → Ich fühle mich müde.; She felt better. → … fühlte sich besser.
        verb, subj = "feel (adjective)", sm.subject(None, tense)
        subj = replace(subj, adj=None, adj2=None) if subj.noun is not None else subj
        adj = rng.choice(_FEELINGS)
    elif r < 0.45 + P_FEEL:  # The soup smells good. → Die Suppe riecht gut.; You look tired. → Du siehst müde aus.
        verb = rng.choice(("look (adjective)", "smell (adjective)", "taste (adjective)"))
        if verb == "look (adjective)":
            subj = sm.subject(None, tense)
            fits = _PERSON_ADJECTIVES if subj.noun is None else PRED_ADJECTIVES[subj.noun]
            adj = rng.choice([a for a in _LOOK_PERSON if a in fits] or ["tired"])
        else:
            subj = sm.np(rng.choice(_nouns_of(VERBS[verb].subj)))  # type: ignore[arg-type]
            adj = rng.choice([a for a in _SENSES if a in PRED_ADJECTIVES[subj.noun]] or ["good"])  # type: ignore[index]
        subj = replace(subj, adj=None, adj2=None) if subj.noun is not None else subj
    elif r < 0.6 + P_FEEL:
        verb = "turn (colour)"
        subj = replace(sm.np(rng.choice(_nouns_of(VERBS[verb].subj))), adj=None, adj2=None)  # type: ignore[arg-type]
        adj = rng.choice(_TURN_COLOURS)
    else:
        verb = "become" if rng.random() < 0.25 else "get (adjective)"
        subj = sm.subject(None, tense)
        pool = _BECOME_PERSON if verb == "become" else _GET_PERSON
        fits = _PERSON_ADJECTIVES if subj.noun is None else PRED_ADJECTIVES[subj.noun]
        adj = rng.choice([a for a in pool if a in fits] or ["tired"])
        if subj.noun is not None:
            subj = replace(subj, adj=None, adj2=None)
    cmp = adj in COMPARATIVES and rng.random() < 0.2  # it gets colder → es wird kälter
    prog = not cmp and not VERBS[verb].stative and tense in ("pres", "past") and rng.random() < 0.3
    c = Clause(
        subj, verb, pred_adj=adj, tense=tense, cmp=cmp, prog=prog,
        degree="very" if not cmp and adj not in _UNGRADABLE and rng.random() < 0.1 else None,
        time=sm.time(tense) if rng.random() < 0.5 else None, neg=rng.random() < 0.08,
        mood="yn" if rng.random() < 0.1 else "decl",
    )  # fmt: skip
    c = replace(c, front_time=c.time is not None and rng.random() < 0.3)
    return _finish(sm, name, sm.fix(c))


P_WEATHER_PLACE = 0.35  # share of "it rains / snows" clauses that say where (in the mountains → in den Bergen)
P_WEATHER_CHANGE = 0.12  # share of weather sentences about rain or snow that stops or starts
P_AGAIN = 0.2  # share of weather clauses without a time word that say "again" (Es regnet wieder.)


def _weather_place(sm: _Sampler) -> PP:
    """Where it rains or snows: in the mountains, in London, in our garden, in the city."""
    rng = sm.rng
    r = rng.random()
    if r < 0.3:
        return PP("in", NP(noun="mountain", plural=True))  # in den Bergen
    if r < 0.65:
        return PP("in", NP(noun=rng.choice(_CITIES), det="none"))
    noun = rng.choice(("garden", "park", "city", "village", "town"))
    return PP("in", NP(noun=noun, det=rng.choice(("the", "the", "our", "my", "your")) if noun == "garden" else "the"))


def _s_weather(sm: _Sampler, name: str) -> Sentence:
    """The weather: It's raining again. Is it snowing in the mountains? It will be cold and windy tomorrow."""
    rng = sm.rng
    if rng.random() < 0.45:
        c = sm.copula(kind="weather", tense=rng.choices(("pres", "past", "perf", "fut"), weights=(55, 25, 5, 15))[0])
        if c.tense == "fut" and rng.random() < 0.35:
            c = replace(c, going=True)  # It's going to be cold. → Es wird kalt sein.
    else:
        c = sm.clause(VERBS[rng.choice(("rain", "snow"))])
        if c.tense in ("pres", "past") and rng.random() < 0.5:
            c = replace(c, prog=True)  # It's raining. → Es regnet.
        if rng.random() < P_WEATHER_PLACE:
            c = replace(c, pp=_weather_place(sm))
        elif rng.random() < P_A_LOT:  # It snowed a lot last winter. → Es schneite letzten Winter viel.
            c = replace(c, pp=PP("a lot"))
    if rng.random() < P_WEATHER_CHANGE:  # It has stopped raining. Did it start snowing? → Hat es angefangen …?
        change, weather = ("stop", "start")[rng.random() < 0.4], ("rain", "snow")[rng.random() < 0.35]
        tense = rng.choices(("pres", "past", "perf"), weights=(1, 5, 4))[0]
        question = tense != "pres" and rng.random() < 0.3
        tokens = weather_change(weather, change, tense, question, to=change == "start" and rng.random() < 0.4)
        return _finish(sm, name, _IT, tokens=tokens, question=question)
    if c.time is None and rng.random() < P_AGAIN:
        c = replace(c, time="again")
    r = rng.random()
    c = replace(c, mood="yn") if r < 0.2 else replace(c, neg=True) if r < 0.3 and c.time != "again" else c
    c = replace(c, front_time=c.time not in (None, "again") and c.mood == "decl" and rng.random() < 0.25)
    return _finish(sm, name, sm.fix(c))


_REFLEXIVE_VERBS = tuple(k for k, v in VERBS.items() if v.refl and v.type != "linking")  # not feel + adjective
_REFLEXIVE_IMPERATIVES = ("sit down", "hurry up", "get dressed", "look at")


def _s_reflexive(sm: _Sampler, name: str) -> Sentence:
    """Reflexive verbs: I get dressed → Ich ziehe mich an; Sit down! → Setz dich!; We meet → Wir treffen uns."""
    rng = sm.rng
    verb = VERBS[rng.choice(_REFLEXIVE_VERBS)]
    if verb.key in _REFLEXIVE_IMPERATIVES and rng.random() < 0.25:
        c = sm.clause(verb, tense="pres", subj=NP(pronoun="you"))
        c = sm.fix(replace(c, mood="imp", neg=rng.random() < 0.1, please=rng.random() < 0.4, time=None))
        return replace(_finish(sm, name, c), end="!" if rng.random() < 0.4 else ".")
    c = sm.clause(verb)
    for _ in range(5):  # look at the map (sich … anschauen), not look at the teacher (jemanden anschauen)
        if c.obj is None or c.obj.pronoun is None and NOUNS[c.obj.noun].cls != "person":  # type: ignore[index]
            break
        c = replace(c, obj=sm.obj(verb, c.subj))
    r = rng.random()
    if r < 0.2:
        c = sm.fix(replace(c, modal=rng.choice(("can", "must", "want", "should")), tense="pres"))
    elif r < 0.3:
        c = sm.fix(replace(c, mood="yn"))
    return _finish(sm, name, sm.extras(c))


def _s_partitive(sm: _Sampler, name: str) -> Sentence:
    """A container or a measure: a glass of milk → ein Glas Milch, two kilos of apples → zwei Kilo Äpfel."""
    rng = sm.rng
    verb = VERBS[rng.choice(_PARTITIVE_CONSTRUCTION_VERBS)]
    c = sm.clause(verb)
    held = rng.choice([o for o in VERB_OBJECTS[verb.key] if o in _CONTAINERS])
    obj = sm.partitive(verb.key, held) or c.obj
    c = sm.fix(replace(c, obj=obj, mood="yn" if rng.random() < 0.15 else c.mood))
    return _finish(sm, name, sm.extras(c))


P_CALLED = 0.4  # share of those said with "is called" (My dog is called Max.; pass 43)
P_OWNER_NAME = 0.15  # share of the name sentences that name someone's relative or pet (My dog's name is Max.)
_NAMED = ("dog", "cat", "rabbit", "horse", "hamster", "guinea pig", "bird", "brother", "sister", "friend", "teacher",
          "baby", "cousin", "son", "daughter", "English teacher")  # fmt: skip


def _names_for(woman: bool, man: bool) -> tuple[str, ...]:
    """First names that fit whom they name (pass 41: My sister's name is Lisa., not Leon; a pet's any)."""
    return _WOMEN if woman else _MEN if man else _NAMES


def _s_names(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    r = rng.random()
    if r < 0.1:
        return _finish(
            sm, name, _IT, True, tokens=what_is_this(rng.choice(("what", "who")), rng.choice(("this", "that")))
        )
    if r < 0.25:
        pron = rng.choice(("I", "you", "he", "she", "we", "they"))
        question = pron not in ("I", "we") and rng.random() < 0.35
        place = None if question else rng.choice(_PLACE_NAMES)
        return _finish(sm, name, _IT, question, tokens=from_where(pron, place))
    if r < 0.25 + P_BORN:  # I was born in Vienna. → Ich wurde in Wien geboren. (pass 34)
        return _s_born(sm, name)
    r = rng.random()
    if r < P_OWNER_NAME:  # My dog's name is Max. → Mein Hund heißt Max.
        owner = NP(noun=rng.choice(_NAMED), det=rng.choice(("my", "my", "your", "his", "her", "our", "their")))
        question = owner.det != "my" and rng.random() < 0.4
        called = rng.random() < P_CALLED
        female = owner.noun in _FEMALE
        if called and owner.noun == "friend" and rng.random() < 0.5:  # my best friend → meine beste Freundin
            female = rng.random() < 0.5
            owner = replace(owner, adj="best" if rng.random() < 0.6 else None, fem=female)
        names = _names_for(female, NOUNS[owner.noun].cls == "person" and NOUNS[owner.noun].g == "m" and not female)
        tokens = owner_name(owner, rng.choice(names), question, called)
        return _finish(sm, name, _IT, question, tokens=tokens, nps=(owner,))
    if r < 0.35 + P_OWNER_NAME:
        owner = rng.choice(tuple(_NAME_SUBJECTS))
        question = owner != "my" and rng.random() < 0.4
        names = _names_for(owner == "her", owner == "his")
        return _finish(sm, name, _IT, question, tokens=my_name(owner, rng.choice(names), question))
    if r < 0.5:
        subj = NP(pronoun=rng.choice(("I", "this", "that")))
        c = Clause(subj, "be", pred_np=sm.name(), mood="yn" if rng.random() < 0.2 else "decl")
        if subj.pronoun == "I":
            c = replace(c, mood="decl")
        return _finish(sm, name, sm.fix(c))
    subj = sm.subject(None, "pres") if rng.random() < 0.7 else sm.name()
    place = NP(noun=rng.choice(_PLACE_NAMES), det="none")
    kind = rng.choice(("live", "come", "fly", "travel", "be", "work"))
    if kind == "come":
        c = Clause(subj, "come", pp=PP("from", place))
    elif kind in ("fly", "travel"):
        c = Clause(subj, kind, pp=PP("to", place), tense=sm.tense())
    else:
        c = Clause(subj, kind, pp=PP("in", place), tense=sm.tense())
    mood = rng.choices(("decl", "yn", "wh"), weights=(70, 15, 15))[0]
    if mood == "wh":
        c = replace(c, mood="wh", wh="where")
    return _finish(sm, name, sm.fix(replace(c, mood=mood)))


P_BORN = 0.1  # share of name sentences that say where or when someone was born (pass 34)


def _s_born(sm: _Sampler, name: str) -> Sentence:
    """I was born in Vienna. My sister was born on the fifth of May. When were you born? Were you born in June?"""
    rng = sm.rng
    r = rng.random()
    if r < 0.45:
        subj = NP(pronoun=rng.choice(("I", "I", "you", "he", "she", "we", "they")))
    elif r < 0.8:
        subj = NP(noun=rng.choice(_BORN), det=rng.choice(("my", "my", "your", "his", "her", "our")))
    else:
        subj = NP(noun=rng.choice(_NAMES), det="none")
    asked = subj.pronoun not in ("I", "we") and rng.random() < 0.3
    wh = rng.choice(("where", "when")) if asked and rng.random() < 0.6 else None
    when = where = None
    if wh is None and rng.random() < 0.5:
        where = NP(noun=rng.choice(_PLACE_NAMES), det="none")
    elif wh is None:
        when = rng.choice(_BORN_WHEN) if rng.random() < 0.6 else rng.choice(_DATE_TIMES)
    tokens = born(subj, when, where, wh, question=asked)
    return _finish(sm, name, _IT, asked, tokens=tokens, nps=(subj,))


_BORN = ("brother", "sister", "son", "daughter", "baby", "cousin", "father", "mother", "friend", "dad", "mum", "dog",
         "cat", "grandmother", "grandfather")  # fmt: skip
_BORN_WHEN = tuple(f"in {m}" for m in _MONTHS)


def _s_age(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    subj = sm.subject(None, "pres", pron=0.5)
    if subj.noun is not None:
        keep = subj.det in POSSESSIVES or _is_name(subj)
        subj = replace(subj, adj=None, plural=False, det=subj.det if keep else "the")
        if NOUNS[subj.noun].pl_only:
            subj = NP(pronoun="I")
    age = rng.choice(range(1, 19)) if rng.random() < 0.7 else rng.randrange(19, 100)
    if rng.random() < 0.3:
        return _finish(sm, name, sm.fix(Clause(subj, "be", age=age, mood="wh", wh="how old")))
    bare = age > 1 and rng.random() < 0.2  # I am ten. → Ich bin zehn.
    if rng.random() < 0.12:  # When I was five, I lived in Berlin. → Als ich fünf war, wohnte ich in Berlin.
        age_clause = sm.fix(Clause(subj, "be", age=age, bare_age=bare, tense="past"))
        main = sm.any_clause(tense="past")
        if main.front_time:
            main = replace(main, front_time=False)
        s = _finish(sm, name, main)
        return replace(s, conj="when", second=age_clause, fronted_sub=rng.random() < 0.7)
    tense = "past" if rng.random() < 0.1 else "pres"
    c = Clause(subj, "be", age=age, bare_age=bare, tense=tense, mood="yn" if rng.random() < 0.1 else "decl",
               neg=rng.random() < 0.05)  # fmt: skip
    return _finish(sm, name, sm.fix(c))


def _s_price(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    v = VERBS["cost"]
    subj = sm.subject(v, "pres")
    if subj.det == "one":
        subj = replace(subj, det="a")
    price = rng.randrange(1, 100)
    if rng.random() < 0.15 and subj.noun is not None:
        return _finish(sm, name, _IT, True, tokens=how_much_is(subj), nps=(subj,))
    if rng.random() < 0.12:
        subj = NP(pronoun="it")  # It costs two euros.
    if rng.random() < 0.35:
        return _finish(sm, name, sm.fix(Clause(subj, "cost", price=price, mood="wh", wh="how much")))
    tense = "past" if rng.random() < 0.2 else "pres"
    return _finish(
        sm, name, sm.fix(Clause(subj, "cost", price=price, tense=tense, mood="yn" if rng.random() < 0.1 else "decl"))
    )


def _s_clock(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    r = rng.random()
    if r < 0.05:
        return _finish(sm, name, _IT, True, tokens=today_is(None))
    if r < 0.1:
        return _finish(sm, name, _IT, tokens=today_is(rng.choice(_WEEKDAYS)))
    if r < 0.2:
        return _finish(sm, name, _IT, True, tokens=clock(None))
    if r < 0.24:  # Today is (Wednesday,) the fifth of May. / My birthday is on the third of May.
        date = rng.choice(tuple(DATES))
        if rng.random() < 0.5:
            return _finish(sm, name, _IT, tokens=today_is(rng.choice(_WEEKDAYS) if rng.random() < 0.4 else None, date))
        question = rng.random() < 0.2
        owner = rng.choice(("my", "my", "your", "his", "her", "our", "their"))
        return _finish(sm, name, _IT, question, tokens=birthday_is(owner, date, question))
    if r < 0.4:
        return _finish(sm, name, _IT, tokens=clock(_pick_clock(rng, sorted(CLOCK))))
    c = sm.any_clause()
    c = sm.fix(replace(c, time=_pick_clock(rng, sorted(_CLOCK_TIMES)), front_time=rng.random() < 0.2))
    if c.verb != "be" and c.tense in ("pres", "past") and c.freq is None and rng.random() < P_CLOCK_FREQ:
        c = sm.fix(replace(c, freq=rng.choice(_HOW_OFTEN)))  # I usually get up at seven. → normalerweise um sieben
    return _finish(sm, name, c)


# ride (pass 34): Riding is my favourite sport. → Reiten ist mein Lieblingssport.
_GERUND_VERBS = ("swim", "dance", "sing", "cook (food)", "travel", "read", "write", "draw", "paint", "climb", "bake",
                 "run", "camp", "ride")  # fmt: skip
P_MORE_FUN = 0.04  # share of like_ing sentences that compare two games or two gerunds (macht mehr Spaß als)
_GAMES = ("football", "tennis", "volleyball", "hockey", "baseball", "badminton", "golf", "table tennis", "handball")
P_HOBBY_FIRST = 0.5  # share of gerund hobbies said hobby first (My hobby is reading. → Mein Hobby ist Lesen.)
P_GERUND = 0.15  # share of like_ing sentences with a gerund as the subject (Swimming is fun. → Schwimmen macht Spaß.)


P_LOVE_ING = 0.25  # share of like_ing sentences said with love / hate (Ich liebe es, im Regen spazieren zu gehen.)


P_LIKE_NOUN = 0.25  # share of like_ing sentences that like a kind of food, drink, animal or game (pass 35)
# What a class says it likes, loves or hates, as a kind (a bare plural or a mass noun: Do you like apples?)
_LIKED = {"like": ("food", "drink", "animal", "ballgame"), "love": ("food", "animal", "ballgame"), "hate": ()}
# not as a kind: the words of the classes, and food that is a kind in the singular (Magst du Fisch? not Fische)
P_LIKE_SEASON = 0.15  # share of liking a kind that is about a season or school (pass 37: the German says the article)
_SEASONS_AND_SCHOOL = ("spring", "summer", "autumn", "winter", "school")
_NOT_LIKED = frozenset({"food", "animal", "pet", "insect", "fish", "chicken", "soup"})


def _likes(sm: _Sampler) -> Clause:
    """Do you like apples? → Magst du Äpfel?; My parents don't like coffee. → Meine Eltern mögen keinen Kaffee.; I
    love dogs. → Ich liebe Hunde. (pass 35: the first sentences a class says about itself; with a thing or an
    animal as a kind, in the present)"""
    rng = sm.rng
    verb = VERBS[rng.choices(("like", "love", "hate"), weights=(8, 2, 1))[0]]
    nouns = _nouns_of(_LIKED[verb.key]) if _LIKED[verb.key] else _objects(verb)
    nouns = sm.unheld(verb.key, [n for n in nouns if n not in _NOT_LIKED]) or ["apple"]
    noun = NOUNS[rng.choice(nouns)]
    if rng.random() < P_LIKE_SEASON:  # pass 37: I like autumn. → Ich mag den Herbst.; I love school. → … die Schule.
        noun = NOUNS[rng.choice(_SEASONS_AND_SCHOOL)]
    single = noun.cls == "season" or noun.key == "school"  # one, with the article in German (den Herbst, die Schule)
    obj = NP(
        noun=noun.key, det="zero" if noun.key == "school" else "none", plural=not (noun.mass or noun.bare or single)
    )
    r = rng.random()
    subj = sm.subject(None, "pres", pron=0.7)  # a person
    c = Clause(subj, verb.key, obj=obj, mood="yn" if r < 0.3 else "decl", neg=0.3 <= r < 0.55 and verb.key == "like")
    return sm.fix(c)


def _s_like_ing(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    if not sm.teaching and rng.random() < P_MORE_FUN:  # Tennis is more fun than golf. Is swimming more fun …?
        pool = _GAMES if rng.random() < 0.5 else _GERUND_VERBS
        first, second = rng.sample(pool, 2)
        question = rng.random() < 0.25
        return _finish(sm, name, _IT, question, tokens=more_fun(first, second, question))
    if not sm.teaching and rng.random() < P_GERUND:
        pred = rng.choice(("fun", "fun", "hobby", "favourite", *_GERUND_ADJECTIVES))
        question = pred in _GERUND_ADJECTIVES and rng.random() < 0.3
        owner = rng.choice(("my", "my", "your", "his", "her", "our", "their"))
        first = pred in ("hobby", "favourite") and rng.random() < P_HOBBY_FIRST  # My hobby is reading.
        question = question or (first and rng.random() < 0.2)
        tokens = gerund_is(rng.choice(_GERUND_VERBS), pred, owner, question, hobby_first=first)
        return _finish(sm, name, _IT, question, tokens=tokens)
    if not sm.teaching and rng.random() < P_LIKE_NOUN:
        return _finish(sm, name, _likes(sm))
    v = VERBS[rng.choice(_GERN_VERBS)]
    c = sm.clause(v, tense="past" if rng.random() < 0.1 else "pres")
    if c.obj is not None and c.obj.noun is not None and v.key not in ("play sport", "play music"):
        n = NOUNS[c.obj.noun]
        c = replace(c, obj=replace(c.obj, det="none", plural=not n.mass and not n.bare))
    mood = "yn" if rng.random() < 0.15 else "decl"
    if not sm.teaching and rng.random() < P_LOVE_ING and c.modal is None and not v.refl:  # I love swimming.
        c = sm.fix(replace(c, iobj=None, pp=None if _well_done(c) else c.pp))
        if c.tense in ("pres", "past") and c.verb == v.key:  # fix never adds a modal
            feeling, asks = rng.choice(("love", "love", "hate")), mood == "yn" and c.subj.pronoun is not None
            return _finish(sm, name, _IT, asks, tokens=love_ing(c, feeling, asks))  # Do you love dancing?
    c = replace(c, gern=True, neg=rng.random() < 0.2, mood=mood, iobj=None, front_time=False)
    if _well_done(c):
        c = replace(c, pp=None)
    return _finish(sm, name, sm.fix(c))


P_TRAFFIC_LIGHT = 0.06  # share of transport sentences about the traffic light (pass 24)


def _traffic_light(sm: _Sampler, name: str) -> Sentence:
    """The light is red. → Die Ampel ist rot. When the light is green, we cross the street. → Wenn die Ampel grün
    ist, gehen wir über die Straße. (a red or green light is die Ampel: "light (traffic)")"""
    rng = sm.rng
    colour = rng.choice(("red", "green"))
    light = Clause(NP(noun="light (traffic)", det="the"), "be", pred_adj=colour)
    if rng.random() < 0.3:
        return _finish(sm, name, sm.fix(replace(light, mood="yn" if rng.random() < 0.3 else "decl")))
    subj = NP(pronoun=rng.choice(("you", "you", "we", "I", "they")))
    if colour == "green":
        street = NP(noun=rng.choice(("street", "road")), det="the")
        main = Clause(subj, "cross", obj=street, modal="can" if rng.random() < 0.5 else None)
    else:
        main = Clause(subj, "wait", modal="must" if rng.random() < 0.5 else None)
    return replace(_finish(sm, name, sm.fix(main)), conj="when", second=sm.fix(light), fronted_sub=rng.random() < 0.7)


P_TOWN = 0.35  # share of transport sentences about where the places of a town are and the way there (pass 30)
_TOWN_PLACES = ("station", "bank", "post office", "library", "supermarket", "bakery", "cinema", "museum", "church",
                "hospital", "school", "hotel", "pharmacy", "restaurant", "café", "police station", "swimming pool",
                "bus stop", "park")  # fmt: skip


def _town_places(sm: _Sampler, name: str) -> Sentence:
    """Where the places of a town are, and the way there (pass 30): The bank is next to the post office. → Die Bank
    ist neben der Post. (is → ist: a building neither lies nor stands in a class's German); The bakery is around the
    corner. → … ist um die Ecke.; Is the station far from here? → Ist der Bahnhof weit von hier entfernt?; Where is
    the nearest pharmacy? → Wo ist die nächste Apotheke?; Can you show me the way to the museum? → Kannst du mir den
    Weg zum Museum zeigen?; Do you know the way to the station? → Kennst du den Weg zum Bahnhof?"""
    rng = sm.rng
    kind = rng.choices(("beside", "corner", "far", "nearest", "way"), weights=(6, 2, 2, 3, 4))[0]
    place, other = rng.sample(_TOWN_PLACES, 2)
    subj = NP(noun=place, det="the")
    shows, knows = (bool(sm.unheld(v, ("way",))) for v in ("show", "know"))  # not a pair held out for the test
    if kind == "way" and (shows or knows):
        way = NP(noun="way", det="the", loc=sm.noun_detail("way"))
        r = rng.random()
        if (r < 0.5 or not knows) and shows:  # Can you show me the way to the station (, please)?
            c = Clause(NP(pronoun="you"), "show", obj=way, iobj=NP(pronoun="I"), mood="yn",
                       modal=rng.choice(("can", "can", "could")))  # fmt: skip
            return _finish(sm, name, sm.please(sm.fix(c)))
        if r < 0.8:  # Do you know the way to the library?
            return _finish(sm, name, sm.fix(Clause(NP(pronoun="you"), "know", obj=way, mood="yn")))
        who = NP(pronoun=rng.choice(("I", "I", "we", "he", "she")))  # I don't know the way to the hospital.
        return _finish(sm, name, sm.fix(Clause(who, "know", obj=way, neg=True)))
    if kind == "nearest":  # Where is the nearest bank? → Wo ist die nächste Bank? (where asks its place: the
        # place given is the one the question stands for, never said; fix() turns a where without one into when)
        c = Clause(replace(subj, adj="nearest"), "be", pp=PP("in", NP(noun="city", det="the")), mood="wh",
                   wh="where", please=rng.random() < 0.2)  # fmt: skip
        return _finish(sm, name, sm.fix(c))
    tense = "pres" if rng.random() < 0.85 else "past"
    if kind == "corner":  # The bakery is around the corner. → Die Bäckerei ist um die Ecke.
        c = Clause(subj, "be", pp=PP("around", NP(noun="corner", det="the")), tense=tense)
    elif kind == "far":  # Is the station far from here? / The school isn't far from here.
        c = Clause(subj, "be", pp=PP("far from here"), tense="pres", neg=rng.random() < 0.4)
        c = replace(c, mood="yn" if not c.neg and rng.random() < 0.7 else "decl")
    else:  # The library is next to the post office. → Die Bibliothek ist neben der Post.
        prep = rng.choice(("next to", "next to", "behind", "in front of", "opposite", "near"))
        if prep != "near" and rng.random() < P_RIGHT:  # right next to → direkt neben (pass 34)
            prep = "right " + prep
        c = Clause(subj, "be", pp=PP(prep, NP(noun=other, det="the")), tense=tense)
        c = replace(c, mood="yn" if rng.random() < 0.2 else "decl")
    return _finish(sm, name, sm.fix(c))


P_RIGHT = 0.35  # share of those places said to be right next to, behind … another (direkt neben; pass 34)


P_DIRECTIONS = 0.25  # share of the other transport sentences that give directions (0.15 before pass 35)
P_TWO_DIRECTIONS = 0.35  # share of the directions (not "on the left") that go on with a second (pass 35)
P_THEN = 0.7  # … said with then → dann: Go straight on and then turn left. → Geh geradeaus und bieg dann links ab.
_NTH_STREETS = ("first", "first", "second", "second", "third")  # Take the second street on the right.


def _direction(sm: _Sampler, kind: str, side: str, you: bool, please: bool, p: str = "") -> tuple[
    tuple[tuple[Token, ...], tuple[Token, ...]], tuple[NP, ...]
]:  # fmt: skip
    """One direction of kind turn, straight or take, with its noun phrases (a turn at a place 6 times in 10)."""
    rng = sm.rng
    at = NP(noun=rng.choice(_DIRECTION_PLACES), det="the") if kind == "turn" and rng.random() < 0.6 else None
    nth = rng.choice(_NTH_STREETS)
    tokens = directions(kind, side, at, you=you, please=please, nth=nth, p=p)
    return tokens, (at,) if at else ()


def _s_transport(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    if not sm.teaching and rng.random() < P_TRAFFIC_LIGHT:
        return _traffic_light(sm, name)
    if not sm.teaching and rng.random() < P_TOWN:
        return _town_places(sm, name)
    if not sm.teaching and rng.random() < 0.15:  # How do I get to the station? (not an example of "by bus")
        pronoun = rng.choices(("I", "we", "you", "he", "she"), weights=(6, 2, 1, 1, 1))[0]
        np = NP(noun=rng.choice(_TRANSPORT_DESTINATIONS), det="the")
        tokens = get_to(pronoun, np, can=rng.random() < 0.3)  # How can I get to the station?
        return _finish(sm, name, _IT, True, tokens=tokens, nps=(np,))
    if not sm.teaching and rng.random() < P_HOW_FAR:  # How far is it to the station? (pass 32)
        city = rng.random() < 0.25  # How far is it to Berlin? → Wie weit ist es bis nach Berlin?
        np = NP(noun=rng.choice(_PLACE_NAMES), det="none") if city else NP(noun=rng.choice(_WAY_PLACES), det="the")
        return _finish(sm, name, _IT, True, tokens=how_far(np), nps=(np,))
    if not sm.teaching and rng.random() < P_DIRECTIONS:  # Turn left at the church. The bank is on the right.
        kind = rng.choices(("turn", "straight", "side", "take"), weights=(6, 2, 3, 3))[0]
        side = rng.choice(tuple(_SIDES))
        if kind == "side":
            np = NP(noun=rng.choice(_SIDE_PLACES), det="the")
            return _finish(sm, name, _IT, tokens=directions("side", side, np), nps=(np,))
        you, please = rng.random() < 0.25, rng.random() < 0.2
        if rng.random() >= P_TWO_DIRECTIONS:
            tokens, nps = _direction(sm, kind, side, you, please and not you)
            return _finish(sm, name, _IT, tokens=tokens, nps=nps)
        first, nps = _direction(sm, kind, side, you, please and not you, "a.")
        kind2 = rng.choice([k for k in ("turn", "turn", "take", "straight") if k != kind])
        second, nps2 = _direction(sm, kind2, rng.choice(tuple(_SIDES)), you, False, "b.")
        tokens = route(first, second, then=rng.random() < P_THEN)
        return _finish(sm, name, _IT, tokens=tokens, nps=nps + nps2)
    if not sm.teaching and rng.random() < P_TAKE_A:  # pass 40: We will take a taxi. → Wir werden ein Taxi nehmen.
        c = sm.clause(VERBS["take (transport)"])
        obj = NP(noun=rng.choice(("taxi", "taxi", "taxi", "bus", "train")), det="a")
        return _finish(sm, name, sm.extras(replace(c, obj=obj, pp=sm.taken_to() if rng.random() < 0.4 else None)))
    v = VERBS[rng.choice(("go", "go", "come", "travel", "drive"))]
    c = sm.clause(v, subj=sm.subject(None, "pres"))
    by = "foot" if v.key == "go" and rng.random() < 0.2 else rng.choice(_TRANSPORT)
    if v.key == "drive":
        by = rng.choice(("car", "taxi", "bus"))
    if c.pp is None or (c.pp.np is not None and c.pp.np.noun is not None and NOUNS[c.pp.np.noun].cls == "room"):
        c = replace(c, pp=sm.destination(c.subj, v.key))
    if c.pp.np is not None and c.pp.np.noun is not None and NOUNS[c.pp.np.noun].cls == "room":  # not by bus
        c = replace(c, pp=PP("to", NP(noun=rng.choice(_TRANSPORT_DESTINATIONS), det="the")))
    return _finish(sm, name, sm.extras(replace(c, by=by)))


_PUT_PLACES = {  # where things are put: Put the milk in the fridge. → Stell die Milch in den Kühlschrank.
    "on (to)": ("table", "desk", "chair", "bed", "sofa", "floor", "shelf"),
    "in (to)": ("fridge", "cupboard", "bag", "box", "schoolbag"),
    "under (to)": ("bed", "table", "chair", "sofa"),
    "next to (to)": ("door", "bed", "window", "sofa", "lamp"),
}
P_PUT = 0.35  # share of motion_into sentences that put something somewhere (legen, stellen + accusative)


def _put(sm: _Sampler) -> Clause:
    """Put the book on the table! / Where did you put my keys? → Leg das Buch auf den Tisch! / Wohin hast du …"""
    rng = sm.rng
    v = VERBS[rng.choice(("put (lay)", "put (stand)"))]
    mood = rng.choices(("imp", "decl", "wh"), weights=(45, 40, 15))[0]
    c = sm.clause(v, tense="pres" if mood == "imp" else None, subj=NP(pronoun="you") if mood == "imp" else None)
    obj = sm.obj(v, c.subj)
    if mood == "imp" and obj.det not in ("the", "my", "your", "this", "that"):
        obj = replace(obj, det=rng.choice(("the", "your")))
    prep = rng.choice(tuple(_PUT_PLACES))
    where = sm.np(rng.choice([n for n in _PUT_PLACES[prep] if n != obj.noun]), plural_ok=False, definite=True)
    c = replace(c, obj=obj, pp=PP(prep, where), time=None if mood == "imp" else c.time)
    if mood == "imp":
        return sm.fix(replace(c, mood="imp", neg=rng.random() < 0.15, please=rng.random() < 0.3))
    return sm.fix(replace(c, mood=mood, wh="where" if mood == "wh" else None))


def _s_motion_into(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    if rng.random() < P_PUT:
        c = _put(sm)
        s = _finish(sm, name, c if c.mood == "imp" else sm.extras(c))
        return replace(s, end="!" if c.mood == "imp" and rng.random() < 0.4 else s.end)
    if rng.random() < 0.5:
        v = VERBS[rng.choice(("go", "run", "come", "walk"))]
        prep, place = "into", rng.choice(_INTO_PLACES)
    else:
        v = VERBS[rng.choice(("jump", "climb"))]
        prep, place = "onto", rng.choice(_FURNITURE + ("tree", "wall", "car", "bus"))
    c = sm.clause(v)
    c = replace(c, pp=PP(prep, sm.np(place, plural_ok=False, definite=True)))
    if rng.random() < 0.15:
        c = replace(c, mood="wh", wh="where")
    return _finish(sm, name, sm.extras(c))


_OWNED = frozenset({"animal", "object", "vehicle", "clothes", "text", "furniture", "instrument", "photo", "room"})


def _s_possessive(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    sm.p_owner = 1.0
    r = rng.random()
    if r < 0.3:
        c = sm.copula(kind="np")
        noun = c.pred_np.noun if c.pred_np is not None else None
        # an owner before a thing, but not "your friend's biggest dog in the world" (pass 34)
        if noun is not None and NOUNS[noun].cls in _OWNED and c.pred_np.loc is None:  # type: ignore[union-attr]
            c = replace(c, pred_np=replace(c.pred_np, det="the", owner=sm.owner()))  # type: ignore[arg-type]
    elif r < 0.5:
        c = sm.copula(kind="adj")
    elif r < 0.58:  # My head hurts. → Mir tut der Kopf weh.
        c = sm.clause(VERBS["hurt"], tense=rng.choice(("pres", "pres", "pres", "past", "perf")))
        c = replace(c, mood="yn" if rng.random() < 0.35 else c.mood)
    else:
        c = sm.clause(sm.verb(("trans",), case="acc"))
    sm.p_owner = 0.03
    return _finish(sm, name, sm.fix(c))


P_LIKE_BEST = 0.25  # share of favourite sentences that say what someone likes best (pass 23)
_BEST_LIKED = ("animal", "food", "drink", "subject", "sport", "music", "show")  # classes of things liked
# Which … do you like best? (the kinds a class asks about)
_BEST_KINDS = ("animal", "animal", "subject", "subject", "season", "colour", "fruit", "film", "song", "game", "pet",
               "book", "month", "day", "car")  # fmt: skip


def _like_best(sm: _Sampler) -> Clause:
    """Which animal do you like best? → Welches Tier magst du am liebsten? I like cats best. → Ich mag Katzen am
    liebsten. (a class, a kind or a thing: the plural of what is counted, the bare noun of the rest)"""
    rng = sm.rng
    c = sm.clause(VERBS["like"])
    c = Clause(c.subj, "like", tense="pres", best=True)
    kinds = sm.unheld("like", _BEST_KINDS)
    if kinds and rng.random() < 0.5:  # a question asks which kind, of you mostly: Which subject do you like best?
        subj = NP(pronoun="you") if rng.random() < 0.7 or not _personal(c.subj) else c.subj
        return sm.fix(replace(c, subj=subj, obj=NP(noun=rng.choice(kinds), det="which"), mood="wh", wh="which"))
    options = [o for o in sm.unheld("like", VERB_OBJECTS["like"]) if NOUNS[o].cls in _BEST_LIKED]
    noun = NOUNS[rng.choice(options)]
    counted = noun.de_sg or not (noun.mass or noun.bare or noun.pl_only)  # cats, but music and football
    return sm.fix(replace(c, obj=NP(noun=noun.key, det="none", plural=counted)))


def _s_favourite(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    owner = rng.choice(("my", "my", "your", "his", "her", "our", "their"))
    if rng.random() < P_WHAT_IS:  # What is your favourite film? → Was ist dein Lieblingsfilm?
        np = NP(noun=rng.choice(_FAVOURITE_THINGS), det=rng.choice(("your", "your", "his", "her", "their")),
                adj=FAVOURITE)  # fmt: skip
        return _finish(sm, name, _IT, True, tokens=what_is(np), nps=(np,))
    if rng.random() < 0.55:
        head, pool = rng.choice(_FAVOURITE_PREDICATES)
        subj = NP(noun=head, det=owner, adj=FAVOURITE)
        pred_noun = rng.choice(pool)
        pred = NP(noun=pred_noun, det="the" if NOUNS[pred_noun].cls == "animal" else "none")
        mood = "yn" if rng.random() < 0.15 else "decl"
        if head in _FAVOURITE_FIRST and rng.random() < 0.35:  # Maths is my favourite subject. → Mathe ist mein …
            subj, pred = pred, subj
        return _finish(sm, name, sm.fix(Clause(subj, "be", pred_np=pred, mood=mood)))
    if rng.random() < P_LIKE_BEST:
        return _finish(sm, name, _like_best(sm))
    v = VERBS[rng.choice(("read", "eat", "like", "love", "watch", "buy", "visit", "wear", "find", "lose"))]
    c = sm.clause(v)
    options = [o for o in sm.unheld(v.key, VERB_OBJECTS[v.key]) if o in FAVOURITE_NOUNS]
    if sm.prefer is not None:
        options = [o for o in options if (v.key, o) in sm.prefer.verb_obj] or options
    if not options:
        options = sm.unheld("read", ("book", "story", "comic"))
        v = VERBS["read"]
        c = sm.clause(v)
    obj = NP(noun=rng.choice(options), det=owner, adj=FAVOURITE)
    return _finish(sm, name, sm.extras(replace(c, verb=v.key, obj=obj)))


def _s_greeting(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    key = rng.choice(tuple(GREETINGS))
    person = None
    if key not in _GREETINGS_UNNAMED and rng.random() < 0.5:
        person = rng.choice(_TITLED if rng.random() < 0.3 else _NAMES)  # Good morning, Mrs Brown!
    s = _finish(sm, name, _IT, key in GREETING_QUESTIONS, tokens=greeting(key, person))
    return replace(s, end="!" if rng.random() < 0.5 else ".")


def _s_would_like(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    question = rng.random() < 0.3
    subj = NP(pronoun="you") if question else NP(pronoun=rng.choice(("I", "I", "we", "he", "she", "they")))
    noun = rng.choice(VERB_OBJECTS["want thing"])
    np = replace(sm.np(noun, plural_ok=True), owner=None)
    if NOUNS[noun].mass or np.plural:
        np = replace(np, det="some" if rng.random() < 0.25 else "none")
    else:
        np = replace(np, det="a")
    np = _drop_stray_rank(np)  # not "Would you like a biggest bird?" (pass 42)
    if np.noun in _CONTAINERS and rng.random() < P_PARTITIVE:  # I would like a cup of tea → eine Tasse Tee
        np = NP(noun=rng.choice(_CONTAINERS[np.noun]), det="a", of=np.noun)
    please = not question and rng.random() < 0.4
    return _finish(sm, name, _IT, question, tokens=would_like(subj, np, question, please), nps=(np,))


_FAVOURITE_PREDICATES = (
    ("subject", tuple(k for k, n in NOUNS.items() if n.cls in ("subject", "language"))),
    ("sport", ("football", "tennis", "basketball", "chess")),
    ("food", ("pizza", "chocolate", "soup", "cake", "ice cream", "rice", "fish", "chicken", "salad", "bread")),
    ("animal", ("dog", "cat", "horse", "rabbit", "elephant", "lion", "monkey", "tiger", "bird", "hamster")),
    ("day", tuple(k for k, n in NOUNS.items() if n.cls == "weekday")),
    ("city", _CITIES),
    ("season", _SEASONS),
)
_FAVOURITE_FIRST = ("subject", "sport", "food", "season", "day")  # Winter is my favourite season. (not "The dog is …")

# What one does not like, of all its kind (pass 28): foods, drinks, animals, school subjects and sports.
# Not a dish said of one kind (a birthday cake, a fruit salad) or a word for the whole class; fish as food is mass
# (I don't like fish. → Ich mag keinen Fisch.).
_NOT_DISLIKED = frozenset({"food", "drink", "animal", "pet", "insect", "salad", "dessert", "snack", "birthday cake",
                           "chocolate cake", "apple pie", "fruit salad", "chicken soup", "tomato soup",
                           "cheese sandwich"})  # fmt: skip
_DISLIKED = tuple(n for n, x in NOUNS.items() if x.cls in ("food", "drink", "animal", "subject", "sport")
                  and not x.pl_only and n not in _NOT_DISLIKED)  # fmt: skip
_DISLIKED_MASS = frozenset({"fish"})
_LIKED_THINGS = ("film", "song", "game", "book", "party", "concert", "trip", "holiday", "story", "match", "present",
                 "museum", "city", "zoo", "picture", "lesson", "school", "weekend", "village", "hotel")  # fmt: skip
_FAVOURITE_THINGS = tuple(n for n in FAVOURITE_NOUNS if NOUNS[n].cls != "person")  # what, not who
_NO_QUANTIFIER = frozenset({"instrument", "person", "name", "placename"})


# Facts a class counts: A year has twelve months. There are seven days in a week. A spider has eight legs.
_COUNTS = (
    ("year", "month", "twelve"), ("year", "season", "four"), ("week", "day", "seven"), ("spider", "leg", "eight"),
    ("insect", "leg", "six"), ("dog", "leg", "four"), ("cat", "leg", "four"), ("horse", "leg", "four"),
    ("cow", "leg", "four"), ("bird", "leg", "two"), ("duck", "leg", "two"), ("hand", "finger", "five"),
    ("foot", "toe", "five"),
)  # fmt: skip
_IN_A = frozenset({"year", "week"})  # There are seven days in a week. (not: … in a dog)
P_COUNTS = 0.1


def _counts(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    whole, part, number = rng.choice(_COUNTS)
    det = "a" if rng.random() < 0.7 else "the"
    question = rng.random() < 0.25
    parts = NP(noun=part, det="how many" if question else number, plural=True)
    if whole in _IN_A and rng.random() < 0.4:
        tokens = there_is(parts, PP("in", NP(noun=whole, det="a")), "pres", False, question)
        return _finish(sm, name, _IT, question, tokens=tokens, nps=(parts,))
    verb = "have got" if rng.random() < 0.3 else "have"
    c = Clause(
        NP(noun=whole, det=det), verb, obj=parts, mood="wh" if question else "decl", wh="how many" if question else None
    )
    return _finish(sm, name, c)


def _s_quantifier(sm: _Sampler, name: str) -> Sentence:
    rng = sm.rng
    if rng.random() < P_COUNTS:
        return _counts(sm, name)
    r = rng.random()
    if r < 0.25:
        noun = rng.choice(_PEOPLE + _ANIMALS + ("book", "apple", "car", "flower", "tree", "bird"))
        np = replace(sm.np(noun), det=rng.choice(_COUNTED), plural=True)
        pp = sm.place(np) if noun not in ("tree", "bird") else PP("in", NP(noun="park"))
        pp = pp if pp.np is not None else None
        return _finish(sm, name, _IT, tokens=there_is(np, pp, "pres"), nps=(np,))
    v = sm.verb(("trans",), sep=None, case="acc")
    c = sm.clause(v)
    while c.obj is None or c.obj.noun is None or NOUNS[c.obj.noun].cls in _NO_QUANTIFIER or NOUNS[c.obj.noun].bare:
        c = sm.clause(sm.verb(("trans",), case="acc"))
    n = NOUNS[c.obj.noun]  # type: ignore[index]
    if r < 0.45 and c.verb != "be" and not n.pl_only:  # how many apples, how much milk
        many = not n.mass
        obj = replace(c.obj, det="how many" if many else "how much", plural=many, adj=None, also=None)  # type: ignore[arg-type]
        return _finish(sm, name, sm.fix(replace(c, obj=obj, mood="wh", wh="how many", neg=False, time=None)))
    q = rng.choice(("some", "a lot of", "no") if n.mass else _COUNTED)
    c = replace(c, obj=replace(c.obj, det=q, plural=not n.mass), neg=False)  # type: ignore[arg-type]
    return _finish(sm, name, sm.fix(c))


_COMPARABLE = tuple(
    (adj, nouns)
    for adj in sorted(COMPARATIVES)
    if len(nouns := [n for n in NOUNS if adj in NOUN_ADJECTIVES[n] and not NOUNS[n].mass and not NOUNS[n].pl_only]) > 1
)

_SPECIAL = {
    "imperative": _s_imperative, "there_is": _s_there_is, "degree": _s_degree, "comparative": _s_comparative,
    "names": _s_names, "age": _s_age, "price": _s_price, "clock_time": _s_clock, "like_ing": _s_like_ing,
    "transport": _s_transport, "quantifier": _s_quantifier, "motion_into": _s_motion_into,
    "possessive": _s_possessive, "greeting": _s_greeting, "would_like": _s_would_like, "favourite": _s_favourite,
    "become": _s_become, "reflexive": _s_reflexive, "partitive": _s_partitive, "weather": _s_weather,
}  # fmt: skip


def _shows(s: Sentence) -> bool:
    """Whether a sentence really shows the construction it is labelled with."""
    c, name = s.main, s.structure
    verb = VERBS.get(c.verb)
    checks = {
        "possessive": any(np.owner and np.det == "the" for np in _nps(c))
        or (c.verb == "hurt" and _body(c.subj) and c.subj.det in POSSESSIVES),  # My head hurts. → Mir tut der Kopf weh.
        "progressive": c.prog,
        "adjective": any(np.adj for x in (c, s.second) if x for np in _nps(x)),
        "negation": c.neg,
        "modal": c.modal is not None,
        "separable": verb is not None and bool(verb.sep) and not verb.apart,
        "question": c.mood == "yn",
        "wh_question": c.mood == "wh",
        "fronted_adverb": c.front_time,
        "past": c.tense == "past",
        "perfect": c.tense == "perf",
        "future": c.tense == "fut",
        "preposition": c.pp is not None,
        "dative": verb is not None and verb.case == "dat",
        "ditransitive": verb is not None and verb.type == "ditrans",
    }
    return checks.get(name, True)


_WEIGHTS = tuple(
    {
        "transitive": 7,
        "subordinate": 8,
        "coordination": 6,
        "preposition": 7,
        "question": 6,
        "negation": 6,
        "names": 9,
        "age": 8,
        "clock_time": 7,
        "imperative": 6,
        "would_like": 7,
        "favourite": 7,
    }.get(c, 5)
    for c in CONSTRUCTIONS
)
CONJUNCTIONS["if_ob"] = "ob"
CONJUNCTIONS["so_that"] = "dass"  # so cold that … → so kalt, dass … (after a copula with the degree so)
_CONJ_EN = {"if_ob": "if", "so_that": "that"}  # conjunction keys whose English word is another


def _drawer(sampler: _Sampler, keep=None):
    """One pair per call from `sampler`, or None when `keep` rejects its sentence structure (before rendering)."""

    def draw(_: int) -> Example | None:
        s = sampler.sentence()
        return None if keep is not None and not keep(s) else render(s)

    return draw


def _sample(sampler: _Sampler, n: int, seen: set[str], keep=None) -> list[Example]:
    """`n` distinct pairs from `sampler`; `keep` rejects sentence structures before they are rendered."""
    return distinct(_drawer(sampler, keep), n, seen, MAX_WORDS)


def _sample_natural(sampler: _Sampler, n: int, keep=None) -> list[Example]:
    """`n` pairs as the grammar draws them, repeats kept: a sentence it makes often ("What time is it?", "How old
    are you?", about 0.3 % and 0.1 % of all draws) is trained on that often, as a class types it often. Drawing
    distinct pairs instead would keep each of these once among 800,000 and train on the long, rare ones."""
    draw, out = _drawer(sampler, keep), []
    while len(out) < n:
        ex = draw(len(out))
        if ex is not None and len(ex.src.split()) <= MAX_WORDS:
            out.append(ex)
    return out


def generate(n: int, seed: int = 0) -> list[Example]:
    """``n`` deterministic, distinct (where possible) sentence pairs for a seed."""
    if n < 0:
        raise ValueError(f"n must be non-negative, got {n}")
    return _sample(_Sampler(random.Random(seed)), n, set())


def example_of(construction: str, seed: int = 0) -> Example:
    """A deterministic example of one construction (a different one per seed)."""
    if construction not in CONSTRUCTIONS:
        raise ValueError(f"unknown construction {construction!r}; expected one of {', '.join(CONSTRUCTIONS)}")
    rng = random.Random(f"{construction}:{seed}")
    sampler = _Sampler(rng, teaching=True)
    while True:
        s = sampler.sentence(construction)
        s = replace(s, lower=False, end=".")
        ex = render(s)
        if len(ex.src.split()) <= 14:
            return ex


def _touches(s: Sentence, ho: HeldOut) -> bool:
    pairs, vo = sentence_items(s)
    return bool(pairs & ho.adj_noun or vo & ho.verb_obj)


P_TWO_SENTENCES = 0.03  # share of training pairs that are two sentences typed one after the other
_TWO_SENTENCES_MAX_WORDS = 24  # in English, both together


def two_sentences(examples: list[Example], rng: random.Random, p: float = P_TWO_SENTENCES) -> list[Example]:
    """The same pairs with a share `p` of them followed by another one, as a teacher types two sentences into one
    box: "It is cold. Take your coat!" → "Es ist kalt. Nimm deinen Mantel!". The second sentence's alignment is
    shifted past the first's words; the pair keeps the first one's structure."""
    out = list(examples)
    for i, first in enumerate(examples):
        if rng.random() >= p:
            continue
        second = examples[rng.randrange(len(examples))]
        en, de = first.src.split(), first.tgt.split()
        if first.src[-1:] not in ".!?" or first.tgt[-1:] not in ".!?" or second.src[-1:] not in ".!?":
            continue  # typed without a full stop: not two sentences a reader can tell apart
        if len(en) + len(second.src.split()) > _TWO_SENTENCES_MAX_WORDS:
            continue
        shifted = tuple((e + len(en), d + len(de)) for e, d in second.alignment)
        out[i] = Example(f"{first.src} {second.src}", f"{first.tgt} {second.tgt}", first.alignment + shifted,
                         first.structure)  # fmt: skip
    return out


# From this many training pairs on, the second half is drawn from a sampler of its own, in a second process where
# the machine has two cores (the training command's 1,000,000 pairs: about half the generation time saved).
TRAIN_HALVES_FROM = 100_000
_FORK = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None


def _second_half(seed: int, n: int, ho: HeldOut) -> list[Example]:
    """The second half of a large training split: `n` pairs as the grammar draws them, from their own seed."""
    sampler = _Sampler(random.Random(f"training pairs, second half:{seed}"), avoid=ho)
    return _sample_natural(sampler, n, keep=lambda s: not _touches(s, ho))


def make_splits(
    seed: int = 0, n_train: int = 200000, n_valid: int = 500, n_test: int = 1000, n_compositional: int = 500
) -> dict[str, list[Example]]:
    """Train/valid/test without held-out pairs, plus a compositional split made of them."""
    for name, value in (("n_train", n_train), ("n_valid", n_valid), ("n_test", n_test),
                        ("n_compositional", n_compositional)):  # fmt: skip
        if value < 0:
            raise ValueError(f"{name} must be non-negative, got {value}")
    ho = held_out(seed)
    rng = random.Random(seed)
    sampler = _Sampler(rng, avoid=ho)
    second = n_train // 2 if n_train >= TRAIN_HALVES_FROM else 0  # the same pairs with one process or two
    pool = ProcessPoolExecutor(1, mp_context=_FORK) if second and _FORK and (os.cpu_count() or 1) > 1 else None
    later = pool.submit(_second_half, seed, second, ho) if pool is not None else None
    try:
        train = _sample_natural(sampler, n_train - second, keep=lambda s: not _touches(s, ho))
        if second:
            train += later.result() if later is not None else _second_half(seed, second, ho)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    seen = {e.src for e in train}
    heldout = _sample(sampler, n_valid + n_test, seen, keep=lambda s: not _touches(s, ho))
    comp = _sample(_Sampler(rng, prefer=ho), n_compositional, seen, keep=lambda s: _touches(s, ho))
    train = two_sentences(train, random.Random(f"two sentences:{seed}"))  # its own draws: the other splits as before
    return {"train": train, "valid": heldout[:n_valid], "test": heldout[n_valid:], "compositional": comp}
