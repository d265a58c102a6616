"""The shipped everyday model: every default and example sentence of the app is in its grammar and translated
exactly, against German written by hand (not by the generator)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from bench.everyday import SETS, read_benchmark, translate
from transformer import load_pretrained
from transformer.data import coverage, everyday
from transformer.data.everyday.grammar import VERBS

ROOT = Path(__file__).resolve().parent.parent
MODEL_DIR = ROOT / "pretrained" / "en-de-everyday"
pytestmark = pytest.mark.skipif(not (MODEL_DIR / "config.json").is_file(), reason="en-de-everyday is not shipped")

# Sentences a teacher types, with the German a textbook gives (written by hand).
HAND_WRITTEN = {
    "On Sunday my brother will visit our grandmother.": "Am Sonntag wird mein Bruder unsere Großmutter besuchen.",
    "Tomorrow my brother will visit our grandmother.": "Morgen wird mein Bruder unsere Großmutter besuchen.",
    "My mother has read the book.": "Meine Mutter hat das Buch gelesen.",
    "The teacher has seen the small dog.": "Der Lehrer hat den kleinen Hund gesehen.",
    "The cat sleeps.": "Die Katze schläft.",
    "A bird sings.": "Ein Vogel singt.",
    "The dog sees the small cat.": "Der Hund sieht die kleine Katze.",
    "The children are playing in the garden.": "Die Kinder spielen im Garten.",
    "My mother reads a book.": "Meine Mutter liest ein Buch.",
    "The man gives the woman a flower.": "Der Mann gibt der Frau eine Blume.",
    "Can you help me?": "Kannst du mir helfen?",
    "The train arrives at the station.": "Der Zug kommt am Bahnhof an.",
    "The girls want to play in the park.": "Die Mädchen wollen im Park spielen.",
    "My grandmother doesn't drink coffee because she is tired.": (
        "Meine Großmutter trinkt keinen Kaffee, weil sie müde ist."
    ),
    # written before the model of 2026-11-25 was trained on the constructions they show
    "Are you hungry?": "Hast du Hunger?",
    "Did you like the party?": "Hat dir die Party gefallen?",
    "Grandma is sleeping in the living room.": "Oma schläft im Wohnzimmer.",
    "If it rains, take your umbrella.": "Wenn es regnet, nimm deinen Regenschirm.",
    "My sister got a puppy last summer.": "Meine Schwester bekam letzten Sommer einen Welpen.",
    # written before run 25 was trained on grammar pass 11 (the weather, mir zu klein, könnte, Mein Hund heißt …,
    # compounds) and with two constructions of pass 10 that run 24 missed
    "It's raining again.": "Es regnet wieder.",
    "Is it snowing in the mountains?": "Schneit es in den Bergen?",
    "It will be cold and windy tomorrow.": "Es wird morgen kalt und windig sein.",
    "It was foggy this morning.": "Es war heute Morgen neblig.",
    "It is snowing in Berlin.": "Es schneit in Berlin.",
    "The shoes are too small for me.": "Die Schuhe sind mir zu klein.",
    "This jacket is too expensive for me.": "Diese Jacke ist mir zu teuer.",
    "The soup is too hot for you.": "Die Suppe ist dir zu heiß.",
    "Could you help me, please?": "Könntest du mir bitte helfen?",
    "Could I have a glass of water, please?": "Könnte ich bitte ein Glas Wasser haben?",
    "Could we open the window?": "Könnten wir das Fenster aufmachen?",
    "My dog's name is Max.": "Mein Hund heißt Max.",
    "What is your sister's name?": "Wie heißt deine Schwester?",
    "Her brother's name is Tom.": "Ihr Bruder heißt Tom.",
    "Mr Smith is our English teacher.": "Herr Smith ist unser Englischlehrer.",
    "My brother often plays computer games.": "Mein Bruder spielt oft Computerspiele.",
    "I am looking for a warm winter coat.": "Ich suche einen warmen Wintermantel.",
    "Does your stomach still hurt?": "Tut dir der Bauch noch weh?",
    "Wash your hands before dinner!": "Wasch dir vor dem Abendessen die Hände!",
    "My head hurts.": "Mir tut der Kopf weh.",
    # written before run 27 was trained on grammar pass 12 (a page, a place before a prepositional object, places of
    # everyday activities, a place with its own place, paint … blue, I've / we'll / she's got)
    "Open your book at page twelve.": "Schlag dein Buch auf Seite zwölf auf.",
    "Open your books at page twenty.": "Schlag deine Bücher auf Seite zwanzig auf.",
    "I am waiting for you in front of the cinema.": "Ich warte vor dem Kino auf dich.",
    "We watch TV in the living room in the evening.": "Wir sehen am Abend im Wohnzimmer fern.",
    "Dad is washing the dishes in the kitchen.": "Papa spült das Geschirr in der Küche.",
    "We live in a flat in the city.": "Wir wohnen in einer Wohnung in der Stadt.",
    "I'm going to paint my room blue.": "Ich werde mein Zimmer blau streichen.",
    "Cross the street at the traffic light.": "Geh an der Ampel über die Straße.",
    "She walks her dog in the park every day.": "Sie geht jeden Tag im Park mit ihrem Hund spazieren.",
    "They have painted the kitchen yellow.": "Sie haben die Küche gelb gestrichen.",
    "I've seen the film.": "Ich habe den Film gesehen.",
    "We'll play in the garden tomorrow.": "Wir werden morgen im Garten spielen.",
    "I'll help you.": "Ich werde dir helfen.",
    "She's got two brothers.": "Sie hat zwei Brüder.",
    "They've gone home.": "Sie sind nach Hause gegangen.",
    # written before run 28 was trained on grammar pass 13 (love / hate + -ing, an order with a time, write in / on,
    # eat without an object)
    "I love swimming in the lake.": "Ich liebe es, im See zu schwimmen.",
    "She hates getting up early.": "Sie hasst es, früh aufzustehen.",
    "Do you love dancing?": "Liebst du es, zu tanzen?",
    "Call me tomorrow!": "Ruf mich morgen an!",
    "Pack your bag tonight!": "Pack heute Abend deine Tasche!",
    "Write the answers in your notebook.": "Schreib die Antworten in dein Heft.",
    "The teacher writes the words on the board.": "Der Lehrer schreibt die Wörter an die Tafel.",
    "I've already eaten.": "Ich habe schon gegessen.",
    # written before run 30 was trained on grammar passes 14 and 15 (before / until, a tool, have time, the next stop,
    # must not, where's, a future said in the present after if; how + adjective, Verspätung, stopped raining, more fun
    # than, so … that)
    "I read a book before I go to bed.": "Ich lese ein Buch, bevor ich ins Bett gehe.",
    "Before we go to school, we have breakfast.": "Bevor wir zur Schule gehen, frühstücken wir.",
    "We wait until the bus comes.": "Wir warten, bis der Bus kommt.",
    "She cuts the cake with a knife.": "Sie schneidet den Kuchen mit einem Messer.",
    "I don't have time on Friday.": "Ich habe am Freitag keine Zeit.",
    "We get off at the next stop.": "Wir steigen an der nächsten Haltestelle aus.",
    "You mustn't touch the snake!": "Du darfst die Schlange nicht anfassen!",  # touch → anfassen since pass 23
    "Where's the station?": "Wo ist der Bahnhof?",
    "If it rains tomorrow, we will stay at home.": "Wenn es morgen regnet, werden wir zu Hause bleiben.",
    "How tall are you?": "Wie groß bist du?",
    "How big is your house?": "Wie groß ist dein Haus?",
    "The train is late today.": "Der Zug hat heute Verspätung.",
    "Has it stopped snowing?": "Hat es aufgehört zu schneien?",
    "Swimming is more fun than running.": "Schwimmen macht mehr Spaß als Laufen.",
    "It was so cold that we stayed at home.": "Es war so kalt, dass wir zu Hause blieben.",
    # written before run 32 was trained on grammar pass 16 (the bus to …, a postcard from …, a photo of …, tomorrow
    # afternoon, My hobby is …, park, eat breakfast, at the end of …, a lot, hier before nicht)
    "The bus to the station is late.": "Der Bus zum Bahnhof hat Verspätung.",
    "I need a ticket to Hamburg.": "Ich brauche eine Fahrkarte nach Hamburg.",
    "We got a postcard from Rome.": "Wir bekamen eine Postkarte aus Rom.",
    "I like the photo of your dog.": "Ich mag das Foto von deinem Hund.",
    "My hobby is swimming.": "Mein Hobby ist Schwimmen.",
    "I will call you tomorrow afternoon.": "Ich werde dich morgen Nachmittag anrufen.",
    "You can't park here.": "Du kannst hier nicht parken.",
    "We eat breakfast at seven o'clock.": "Wir frühstücken um sieben Uhr.",
    "The school is at the end of the street.": "Die Schule ist am Ende der Straße.",
    "It snowed a lot last winter.": "Es schneite letzten Winter viel.",  # pass 41 (was: Letzten Winter schneite es)
    "We have a test at the end of the week.": "Wir haben am Ende der Woche einen Test.",
    "She reads the letter from her grandmother.": "Sie liest den Brief von ihrer Großmutter.",
    "Don't play here!": "Spiel hier nicht!",
    "We missed the train to Berlin.": "Wir verpassten den Zug nach Berlin.",
    "She paints a picture of the sea.": "Sie malt ein Bild vom Meer.",
    # written before run 33 was trained on grammar pass 17 (how often before a clock time, an adjective with a time,
    # a place after a subject, paint a picture, near + genitive, a place of someone's)
    "I always get up at seven o'clock.": "Ich stehe immer um sieben Uhr auf.",
    "My father usually comes home at six.": "Mein Vater kommt normalerweise um sechs nach Hause.",
    "We never eat dinner at eight o'clock.": "Wir essen nie um acht Uhr zu Abend.",
    "The shop is closed today.": "Das Geschäft ist heute geschlossen.",
    "Is the museum open on Sunday?": "Ist das Museum am Sonntag geöffnet?",  # offen until pass 37
    "Are you free on Saturday?": "Bist du am Samstag frei?",
    "I was very tired yesterday.": "Ich war gestern sehr müde.",
    "Are your parents tired today?": "Sind deine Eltern heute müde?",
    "The weather was bad yesterday.": "Das Wetter war gestern schlecht.",
    "The dog in the garden is barking.": "Der Hund im Garten bellt.",
    "The children in the park play football.": "Die Kinder im Park spielen Fußball.",
    "She paints a picture of her cat.": "Sie malt ein Bild von ihrer Katze.",
    "We live near the station.": "Wir wohnen in der Nähe des Bahnhofs.",
    "There is a bakery near my school.": "Es gibt eine Bäckerei in der Nähe meiner Schule.",
    "The car is in front of our house.": "Das Auto ist vor unserem Haus.",
    # written before any run was trained on grammar pass 18 (after / before an event, the best … in a group, a
    # place with the weather and here / there before the adjective, on Monday and Wednesday)
    "We go home after the film.": "Wir gehen nach dem Film nach Hause.",
    "She was tired after the party.": "Sie war nach der Party müde.",
    "The children play outside after the lesson.": "Die Kinder spielen nach der Stunde draußen.",
    "I must learn the words before the test.": "Ich muss vor dem Test die Wörter lernen.",
    "My father reads the newspaper after work.": "Mein Vater liest nach der Arbeit die Zeitung.",
    "We will visit our grandmother after the holidays.": "Wir werden nach den Ferien unsere Großmutter besuchen.",
    "Anna is the best pupil in our class.": "Anna ist die beste Schülerin in unserer Klasse.",
    "Tom is the tallest boy in his class.": "Tom ist der größte Junge in seiner Klasse.",
    "My sister is the youngest child in our family.": "Meine Schwester ist das jüngste Kind in unserer Familie.",
    "He is the fastest player in the team.": "Er ist der schnellste Spieler in der Mannschaft.",
    "It is very cold outside.": "Es ist draußen sehr kalt.",
    "It was warm in the mountains.": "Es war in den Bergen warm.",
    "The water is very deep here.": "Das Wasser ist hier sehr tief.",
    "We have English on Monday and Wednesday.": "Wir haben am Montag und Mittwoch Englisch.",
    "It is not cold outside.": "Es ist draußen nicht kalt.",
    # written before any run was trained on grammar pass 19 (a weather statement opened with its time until pass 41, a
    # given dative before the time, take the bus to …, on TV, for someone, chickens, two sentences in one box)
    "It was very cold yesterday.": "Es war gestern sehr kalt.",  # pass 41: the English order (pass 19: Gestern …)
    "It will rain tomorrow.": "Es wird morgen regnen.",
    "It is sunny today.": "Es ist heute sonnig.",
    "She gives her grandmother flowers every Sunday.": "Sie gibt ihrer Großmutter jeden Sonntag Blumen.",
    "I help my father every day.": "Ich helfe meinem Vater jeden Tag.",
    "I take the bus to school.": "Ich fahre mit dem Bus zur Schule.",
    "We took a taxi to the station.": "Wir nahmen ein Taxi zum Bahnhof.",  # pass 40: a taxi → nehmen (was: fuhren mit)
    "We watch a film on TV.": "Wir schauen einen Film im Fernsehen an.",
    "My mother bakes a cake for me.": "Meine Mutter backt einen Kuchen für mich.",
    "My grandfather has chickens.": "Mein Großvater hat Hühner.",
    "It is cold. Take your coat!": "Es ist kalt. Nimm deinen Mantel!",
    "I'm hungry. Let's eat!": "Ich habe Hunger. Lass uns essen!",
    # written before any run was trained on grammar pass 20 (a thing on, under or beside something lies or stands)
    "The keys are on the table.": "Die Schlüssel liegen auf dem Tisch.",
    "The lamp is next to the bed.": "Die Lampe steht neben dem Bett.",
    "My shoes are under the bed.": "Meine Schuhe stehen unter dem Bett.",
    "Your jacket is on the chair.": "Deine Jacke liegt auf dem Stuhl.",
    "The glass was on the table.": "Das Glas stand auf dem Tisch.",
    "Is my phone on the sofa?": "Liegt mein Telefon auf dem Sofa?",
    # written before any run was trained on grammar pass 21 (food lies or stands, want to be / become a job, who
    # asks about the past in the Perfekt)
    "The bread is on the table.": "Das Brot liegt auf dem Tisch.",
    "The milk is next to the bread.": "Die Milch steht neben dem Brot.",
    "I want to be a doctor.": "Ich will Arzt werden.",
    "My sister wants to become a teacher.": "Meine Schwester will Lehrerin werden.",
    "Who ate my apple?": "Wer hat meinen Apfel gegessen?",
    "Who opened the window?": "Wer hat das Fenster aufgemacht?",
    # written before any run was trained on grammar pass 22 (nice / busy said of things, not many / not much)
    "The weather is very nice today.": "Das Wetter ist heute sehr schön.",
    "The shops are very busy today.": "Die Geschäfte sind heute sehr voll.",
    "We don't have much time.": "Wir haben nicht viel Zeit.",
    "There aren't many children in the park.": "Es gibt nicht viele Kinder im Park.",
    # written before any run was trained on grammar pass 23 (like … best, that as an object, anfassen, television)
    "Which subject do you like best?": "Welches Fach magst du am liebsten?",
    "Can you explain that, please?": "Kannst du das bitte erklären?",
    "Don't touch the dog!": "Fass den Hund nicht an!",
    "My grandparents are watching television.": "Meine Großeltern sehen fern.",
    # written before any run was trained on grammar pass 24 (the traffic light, baby brother, teachers of a subject,
    # a name after a relative)
    "When the light is green, you can cross the street.": "Wenn die Ampel grün ist, kannst du über die Straße gehen.",
    "My baby brother is sleeping.": "Mein kleiner Bruder schläft.",
    "Mrs Taylor is our art teacher.": "Frau Taylor ist unsere Kunstlehrerin.",
    "My sister Anna is ten years old.": "Meine Schwester Anna ist zehn Jahre alt.",
    # written before any run was trained on grammar pass 25 (a comparison after the verb of a verb-final clause,
    # for tomorrow)
    "I think that the train is faster than the bus.": "Ich glaube, dass der Zug schneller ist als der Bus.",
    "We must read the book for tomorrow.": "Wir müssen für morgen das Buch lesen.",
    "Do your homework for tomorrow!": "Mach für morgen deine Hausaufgaben!",
    # written before any run was trained on grammar pass 26 (say hello to, take … with you, from a bowl, any brothers
    # or sisters, take the dog for a walk, orders with be, what a class says every day)
    "Say hello to your grandmother!": "Grüß deine Großmutter!",
    "Take your jacket with you!": "Nimm deine Jacke mit!",
    "The dog drinks water from a bowl.": "Der Hund trinkt Wasser aus einer Schüssel.",
    "Does she have any brothers or sisters?": "Hat sie Geschwister?",
    "Can you take the dog for a walk?": "Kannst du mit dem Hund spazieren gehen?",
    "Be quiet, please!": "Sei bitte ruhig!",
    "Don't be sad!": "Sei nicht traurig!",
    "Be careful!": "Sei vorsichtig!",
    "Well done, Tom!": "Gut gemacht, Tom!",
    "Have a nice weekend!": "Schönes Wochenende!",
    "No, thank you.": "Nein, danke.",
    "Take out your exercise books.": "Nimm deine Hefte heraus.",
    "Please hand in your homework.": "Gib bitte deine Hausaufgaben ab.",
    "Please talk slowly.": "Sprich bitte langsam.",
    # written before any run was trained on grammar pass 27 (listen / drive carefully, put one's hand up, turn to a
    # page, be quick)
    "Please listen carefully.": "Hör bitte gut zu.",
    "Drive carefully!": "Fahr vorsichtig!",
    "Put your hand up!": "Heb die Hand!",
    "They have put their hands up.": "Sie haben die Hände gehoben.",
    "Turn to page fifteen.": "Schlag Seite fünfzehn auf.",
    "Be quick!": "Beeil dich!",
    # written before any run was trained on grammar pass 28 (not liking a kind of thing, an order with because or so,
    # have to, but … not)
    "I don't like bananas.": "Ich mag keine Bananen.",
    "My brother doesn't like cats.": "Mein Bruder mag keine Katzen.",
    "Drive slowly because it's raining!": "Fahr langsam, weil es regnet!",
    "Take your umbrella because it's raining.": "Nimm deinen Regenschirm, weil es regnet.",
    "It's cold, so close the window.": "Es ist kalt, also mach das Fenster zu.",
    "We're late, so please hurry up!": "Wir kommen zu spät, also beeil dich bitte!",
    "I have to do my homework.": "Ich muss meine Hausaufgaben machen.",
    "You don't have to come tomorrow.": "Du musst morgen nicht kommen.",
    "Do we have to wait?": "Müssen wir warten?",
    "Cats can climb, but dogs can't.": "Katzen können klettern, aber Hunde nicht.",
    "I like tea, but my brother doesn't.": "Ich mag Tee, aber mein Bruder nicht.",
    # written before any run was trained on grammar pass 29 (orders to drive, very well, where animals live)
    "Drive slowly!": "Fahr langsam!",
    "Please drive carefully.": "Fahr bitte vorsichtig.",
    "She sings very well.": "Sie singt sehr gut.",
    "My grandfather can't swim very well.": "Mein Großvater kann nicht sehr gut schwimmen.",
    "Where do polar bears live?": "Wo leben Eisbären?",
    # written before any run was trained on grammar pass 30 (the places of a town and the way there, during, afraid
    # of, argue, a mark)
    "The bank is next to the post office.": "Die Bank ist neben der Post.",
    "Where is the nearest bus stop?": "Wo ist die nächste Bushaltestelle?",
    "Is the station far from here?": "Ist der Bahnhof weit von hier entfernt?",
    "Can you show me the way to the museum?": "Kannst du mir den Weg zum Museum zeigen?",
    "Don't talk during the test!": "Sprich während des Tests nicht!",
    "I'm afraid of snakes.": "Ich habe Angst vor Schlangen.",
    "My brother and I often argue.": "Mein Bruder und ich streiten uns oft.",
    "She got a good mark.": "Sie bekam eine gute Note.",
    # written before any output of a run trained on grammar pass 31 (how many times in a span) was seen
    "I go swimming twice a week.": "Ich gehe zweimal in der Woche schwimmen.",
    "We visit our grandma once a month.": "Wir besuchen einmal im Monat unsere Oma.",
    # written before any run was trained on grammar pass 32 (how well, first, a team, cook a meal, how far)
    "My father plays the guitar very well.": "Mein Vater spielt sehr gut Gitarre.",
    "Do you speak German well?": "Sprichst du gut Deutsch?",
    "Read the text first.": "Lies zuerst den Text.",
    "Our team won the game.": "Unsere Mannschaft gewann das Spiel.",
    "My mother is cooking dinner.": "Meine Mutter kocht das Abendessen.",
    "How far is it to the zoo?": "Wie weit ist es bis zum Zoo?",
    # written before any run was trained on grammar pass 34 (the biggest … in the world, was born, right next to)
    "What is the biggest animal in the world?": "Was ist das größte Tier der Welt?",
    "You are the best dad in the world!": "Du bist der beste Papa der Welt!",
    "Berlin is the biggest city in Germany.": "Berlin ist die größte Stadt in Deutschland.",
    "My sister was born in May.": "Meine Schwester wurde im Mai geboren.",
    "Where was your mother born?": "Wo wurde deine Mutter geboren?",
    "The school is right next to the church.": "Die Schule ist direkt neben der Kirche.",
    # written before any run was trained on grammar pass 35 (the nth street, two directions, very + adjective + noun,
    # where someone works, liking a kind, what someone is doing)
    "Take the second street on the left.": "Nimm die zweite Straße links.",
    "Go straight on and then turn right.": "Geh geradeaus und bieg dann rechts ab.",
    "My grandmother has a very old cat.": "Meine Großmutter hat eine sehr alte Katze.",
    "We live in a very small village.": "Wir wohnen in einem sehr kleinen Dorf.",
    "My father is a doctor at the hospital.": "Mein Vater ist Arzt im Krankenhaus.",
    "She is a teacher at our school.": "Sie ist Lehrerin an unserer Schule.",
    "Do you like bananas?": "Magst du Bananen?",
    "What are you doing in the kitchen?": "Was machst du in der Küche?",
    # written before any run was trained on grammar pass 36 (it / they for a thing named before, the dishes, the
    # toilet, go to sleep, school that finishes, my back, a comma before and)
    "We don't eat the soup because it's cold.": "Wir essen die Suppe nicht, weil sie kalt ist.",
    "I bought a new bag because it was cheap.": "Ich kaufte eine neue Tasche, weil sie billig war.",
    "Who washed the dishes yesterday?": "Wer hat gestern das Geschirr gespült?",
    "May I go to the toilet, please?": "Darf ich bitte auf die Toilette gehen?",
    "I go to sleep at ten o'clock.": "Ich gehe um zehn Uhr schlafen.",
    "What time does school finish?": "Um wie viel Uhr endet die Schule?",
    "My back hurts.": "Mir tut der Rücken weh.",
    "It's cold, and the children are tired.": "Es ist kalt und die Kinder sind müde.",
    # written before any run was trained on grammar pass 37 (been to, a shop that is open, know the answer, liking a
    # season, give for Christmas, some milk)
    "Have you ever been to Germany?": "Bist du schon einmal in Deutschland gewesen?",
    "My parents have never been to London.": "Meine Eltern sind noch nie in London gewesen.",
    "The library is closed today.": "Die Bibliothek ist heute geschlossen.",
    "Is the supermarket open on Sundays?": "Ist der Supermarkt sonntags geöffnet?",
    "I don't know the answer.": "Ich weiß die Antwort nicht.",
    "Do you like summer?": "Magst du den Sommer?",
    "We gave our teacher a book for Christmas.": "Wir schenkten unserem Lehrer zu Weihnachten ein Buch.",
    "She drinks some milk every morning.": "Sie trinkt jeden Morgen etwas Milch.",
    # written before any run was trained on grammar pass 38 (a modal verb in a verb-final clause, it after and or
    # but, after the walk)
    "My father says that I can play in the garden.": "Mein Vater sagt, dass ich im Garten spielen kann.",
    "I'm sad because I can't go to the cinema.": "Ich bin traurig, weil ich nicht ins Kino gehen kann.",
    "She knows that she must learn the words.": "Sie weiß, dass sie die Wörter lernen muss.",
    "I think that we should go home.": "Ich glaube, dass wir nach Hause gehen sollten.",
    "We stayed at home because we had to wait.": "Wir blieben zu Hause, weil wir warten mussten.",
    "We have a cat and it is very old.": "Wir haben eine Katze und sie ist sehr alt.",
    "I bought a new bike, but it was too expensive.": "Ich kaufte ein neues Fahrrad, aber es war zu teuer.",
    "The children were tired after the walk.": "Die Kinder waren nach dem Spaziergang müde.",
    # written before any run was trained on grammar pass 39 (what animals can and cannot do, a superlative without its
    # noun, fish the food, away → weg-, learn to paint)
    "Fish can swim.": "Fische können schwimmen.",
    "Penguins can't fly.": "Pinguine können nicht fliegen.",
    "Birds can fly, but fish can't.": "Vögel können fliegen, aber Fische nicht.",
    "Can parrots talk?": "Können Papageien sprechen?",
    "Who is the youngest in your family?": "Wer ist der Jüngste in deiner Familie?",
    "My sister is the tallest in her class.": "Meine Schwester ist die Größte in ihrer Klasse.",
    "If you're loud, the birds will fly away.": "Wenn du laut bist, werden die Vögel wegfliegen.",
    "I want to learn to paint.": "Ich will malen lernen.",
    "We had fish for lunch.": "Wir hatten Fisch zum Mittagessen.",
    "Our dog ran away.": "Unser Hund lief weg.",
    # written before any run was trained on grammar pass 40 (where something is done, take a taxi, next to me)
    "Where do you buy your bread?": "Wo kaufst du dein Brot?",
    "Where can we park?": "Wo können wir parken?",
    "Where did you lose your phone?": "Wo hast du dein Telefon verloren?",
    "She took a taxi to the station.": "Sie nahm ein Taxi zum Bahnhof.",
    "Who sits next to you?": "Wer sitzt neben dir?",
    "My cat sleeps next to me.": "Meine Katze schläft neben mir.",
    # written before any run was trained on grammar pass 41 (the weather's time kept in place, Freundin, a woman's
    # job, who works where, very early, three times, have a shower, get home)
    "It's raining today.": "Es regnet heute.",
    "Emma is my best friend.": "Emma ist meine beste Freundin.",
    "Tom is my best friend.": "Tom ist mein bester Freund.",
    "My aunt is a nurse.": "Meine Tante ist Krankenschwester.",
    "A cook works in a restaurant.": "Ein Koch arbeitet in einem Restaurant.",
    "My father works in a bank.": "Mein Vater arbeitet bei einer Bank.",  # bei since pass 44 (was in)
    "A farmer gets up very early.": "Ein Bauer steht sehr früh auf.",
    "I have seen this film three times.": "Ich habe diesen Film dreimal gesehen.",
    "She has a shower every morning.": "Sie duscht jeden Morgen.",
    "When do you get home?": "Wann kommst du nach Hause?",
    # written before any run was trained on grammar pass 42 (feel, the market square, the most …, sweeter, a job asked)
    "I feel tired.": "Ich fühle mich müde.",
    "Do you feel better?": "Fühlst du dich besser?",
    "We played on the market square.": "Wir spielten auf dem Marktplatz.",
    "This is the most expensive shop.": "Das ist das teuerste Geschäft.",
    "Oranges are sweeter than lemons.": "Orangen sind süßer als Zitronen.",
    "Is your mother a teacher?": "Ist deine Mutter Lehrerin?",
    "My sister is a police officer.": "Meine Schwester ist Polizistin.",
    # written before any run was trained on grammar pass 43 (the genitive of an owner, the X one, nicer, is called,
    # Let's meet, people, job)
    "My friend's brother is very funny.": "Der Bruder meines Freundes ist sehr lustig.",
    "This is my sister's room.": "Das ist das Zimmer meiner Schwester.",
    "The red car is faster than the blue one.": "Das rote Auto ist schneller als das blaue.",
    "She is nicer than her sister.": "Sie ist netter als ihre Schwester.",
    "My best friend is called Lena.": "Meine beste Freundin heißt Lena.",
    "What is your dog called?": "Wie heißt dein Hund?",
    "Let's meet at the station.": "Treffen wir uns am Bahnhof.",
    "Doctors help people.": "Ärzte helfen Menschen.",
    # written before any run was trained on grammar pass 45 (two subjects, with + a person, a day and a clock time,
    # early or late with a time word, more, Mir ist kalt, it for an animal)
    "Tom and Ben are playing football.": "Tom und Ben spielen Fußball.",
    "My mother and my father work in Berlin.": "Meine Mutter und mein Vater arbeiten in Berlin.",
    "The cat and the dog are sleeping.": "Die Katze und der Hund schlafen.",
    "She goes to school with her sister.": "Sie geht mit ihrer Schwester zur Schule.",
    "I went to the cinema with my friends.": "Ich ging mit meinen Freunden ins Kino.",
    "We have maths on Monday at nine o'clock.": "Wir haben am Montag um neun Uhr Mathe.",
    "I get up early every day.": "Ich stehe jeden Tag früh auf.",
    "Tom got up late this morning.": "Tom stand heute Morgen spät auf.",
    "You should eat more vegetables.": "Du solltest mehr Gemüse essen.",
    "I'm cold.": "Mir ist kalt.",
    "The dog is barking because it is hungry.": "Der Hund bellt, weil er Hunger hat.",
    "They didn't come early.": "Sie sind nicht früh gekommen.",
    # written before any run was trained on grammar pass 46 (the zu-infinitive, two things joined by and)
    "Don't forget to call me!": "Vergiss nicht, mich anzurufen!",
    "I'm trying to sleep.": "Ich versuche zu schlafen.",
    "It's time to go home.": "Es ist Zeit, nach Hause zu gehen.",
    "She tries to learn ten new words every day.": "Sie versucht, jeden Tag zehn neue Wörter zu lernen.",
    "Fruit and vegetables are healthy.": "Obst und Gemüse sind gesund.",
}


@pytest.fixture(scope="module")
def model():
    torch.set_num_threads(1)
    return load_pretrained(MODEL_DIR)  # by path: another test may point $ATTN_MODELS_DIR at fixtures


def default_sentences() -> list[str]:
    """Every sentence the app opens with: the shared default, the masking batch and the model card's example."""
    import ast

    from pages.common import DEFAULT_SENTENCE

    tree = ast.parse((ROOT / "pages" / "masking.py").read_text("utf-8"))
    assigns = [n for n in ast.walk(tree) if isinstance(n, ast.Assign)]
    batch = next(n.value.value for n in assigns if getattr(n.targets[0], "id", "") == "DEFAULT_BATCH")
    card = json.loads((MODEL_DIR / "card.json").read_text("utf-8"))
    return [DEFAULT_SENTENCE, card["example"], *(s.strip() for s in batch.split("|"))]


def test_every_default_sentence_is_in_the_grammar_and_translated_exactly(model):
    for sentence in default_sentences():
        assert everyday.unknown_words(sentence) == [], sentence
        assert sentence in HAND_WRITTEN, f"write the German for the default {sentence!r} by hand"
        assert model.translate(sentence) == HAND_WRITTEN[sentence], sentence


# Named misses of the shipped model, each with its cause (the test fails when one is fixed, then remove it, and when
# any other sentence goes wrong). None since the retraining with checkpoint averaging: the last one ("My grandmother
# doesn't drink coffee because she is tired." → "… trinkt nicht trinken, weil …") translates.
# None with run 26: run 25 missed "Does your stomach still hurt?" and "Wash your hands before dinner!", whose
# constructions its data lacked (the possessive construction's check dropped every hurt sentence it drew).
# Run 28 (grammar passes 12 and 13, 3,214 steps on a slower machine) missed five: "Open your book(s) at page …" with
# aufmachen (correct German, not the grammar's aufschlagen), two of pass 13's new shapes ("früh auf" for "früh
# aufzustehen", "Verauf" for "Pack") and "deine Hände" for "die Hände" (right in runs 26 and 27).
# Run 30 (passes 14 and 15, 2,708 steps) gets "die Hände" right again and 14 of the 15 sentences of passes 14 and 15
# (run 28: 2); it misses the two pages and "früh aufzustehen" like run 28, writes "Benutz" for "Pack", and tells the
# so-that clause in the Perfekt ("dass wir zu Hause geblieben sind": correct spoken German, not the grammar's
# Präteritum after so … that).
# Run 32 (pass 16, --dropout 0, 3,409 steps) gets the so-that clause and 14 of the 15 sentences of pass 16; it misses
# the two pages, "früh aufzustehen" and "Pack" ("Ruf") as runs 28 and 30, "Sie streicht ein Bild" for "Sie malt ein
# Bild" (paint a wall and paint a picture share the English word), drops "in the city" after a flat, and repeats the
# school in "Before we go to school, we have breakfast." (right in run 30).
# Run 33 (pass 17, 3,083 steps) gets 14 of the 15 sentences of pass 17, the flat in the city and the breakfast again;
# it misses the two pages, "früh aufzustehen" and "Pack" ("Hälse") as before, still paints a picture as a wall
# ("streicht", also for the new "… of her cat"), and plays "Computer" for computer games.
# Run 35 (pass 18, 3,288 steps) gets all 15 sentences of pass 18 and the computer games; it misses the two pages,
# "früh aufzustehen" and "Pack" ("Gib") as before, still paints a picture as a wall, has breakfast twice again
# ("frühstücken wir Frühstück") and says "Spiel nicht hier!" (correct German; the grammar puts hier before nicht).
# Of the 12 sentences of pass 19 (written before run 38 trained on it) run 35 got 3: it kept the weather's time in
# the middle field (correct German, not the grammar's order since pass 19), put the time before a given dative,
# watched "am Fernseher", had "Hähnchen" on the farm and dropped the second of two sentences ("Es ist kalt!"). Run 38
# (pass 19, not shipped: fewer steps on a slower machine, blind mean 83.0) got 11 of the 12.
# Run 39 (pass 19, --target-softmax, 3,581 float32 steps) gets all 12, "Don't play here!" and the breakfast again, and
# the three weather sentences of pass 11 in pass 19's order (their references changed to it: "Morgen wird es kalt und
# windig sein."); it misses the two pages ("Mach … auf": correct German, not the grammar's aufschlagen), "früh
# aufzustehen", "Pack" ("Mag"), paints a picture as a wall as before, writes "der beste Schüler" for Anna (right in
# run 35) and "Wir nahmen ein Taxi zum Bahnhof." (correct German, not pass 19's "fuhren mit einem Taxi").
# Run 40 (pass 20, the same command, 3,550 steps) gets the two paintings right (malt) for the first time since run 32
# and 2 of the 6 sentences of pass 20 (the keys, the jacket); it keeps "ist" / "war" for the lamp, the glass and the
# phone and lays the shoes down ("liegen"). Its other misses are run 39's ("Pack" → "Auf Wiedersehen").
# Run 41 (pass 21, the same command, 3,268 steps on a slower hour) gets all 6 sentences of pass 20 and 5 of the 6 of
# pass 21 (run 40: 1); it misses "Lehrerin" for my sister, paints both pictures as walls again ("streicht"), has
# breakfast twice again and says "Die Kinder spielen im Park Fußball." (correct German, the reference keeps the
# children in the park together). Its other misses are run 40's ("Pack" → "Lag"). It was trained before passes 22
# and 23 and misses all 8 of their sentences: "nett" weather, "beschäftigt" shops, "keine Zeit", "keine Kinder",
# "magst du beste", "diese diese …" for that, "Berühmte den Hund" and "sehen Fernseher an"; and the 3 of pass 24:
# "das Licht", "Mein Baby schläft.", "unsere Kunst" and "Meine Schwester ist zehn …" (Anna dropped); and the 3 of
# pass 25: "dass der Zug schneller als der Bus schneller ist", "morgen das Buch für lesen", "Kosten deine
# Hausaufgaben morgen!". The snake's reference became "anfassen" with pass 23 (touch → anfassen); run 41, trained
# before it, says "berühren". Run 45 (pass 25, 1,709 steps on an AVX2-only machine, not shipped) says "anfassen".
# The 14 probes of pass 26 were written before any model was trained on it; run 41 misses all of them ("Hallo!" for
# say hello to, "Nimm deine Jacke mit dir!", "von einer Schüssel Wasser", "eine Geschwister oder Geschwister", "mit dem
# Hund spazieren nehmen", "Bier!" for Be careful!, "Sprich nicht traurig!", "Wir werden einkreisen!" for Well done!).
# The 6 probes of pass 27 were written before any model was trained on it; run 41 misses all of them ("Hör bitte
# Hunden zu.", "Stell deine Hand auf!", "Mach Seite an.", "Bier!" for Be quick!).
# Run 47 (passes 26 and 27, --cooldown 0.4 and --batch-tokens 2048 on an AVX2-only machine, 2,505 steps) gets 160 of
# the 181: all 14 of pass 26 and 5 of the 6 of pass 27 ("Fahrer sind vorsichtig!" for Drive carefully!), 7 of the 8
# of passes 22 and 23 ("Fasst" for Fass), all 4 of pass 24, 2 of the 3 of pass 25 ("Trinken deine Hausaufgaben für
# morgen!"), and run 41's misses of the taxi, the children in the park and the breakfast. It loses most of
# pass 20's lying and standing (the lamp and the milk lie, the glass lay, the car lies, the shoes and the phone are:
# the construction is rare in the data and this run saw half of run 41's pairs), takes the bus ("Ich nehme den
# Bus zur Schule." for pass 19's "fahre mit dem Bus"), says "deine Hände" for "dir … die Hände" (as run 28 did),
# drops "morgen" from an if-clause and writes "Computers Computerspiele". Its other misses are run 41's: the two
# pages ("Mach … auf"), "früh auf", "Pack" ("Dürfen"), paint a picture → streicht, the best pupil and the teacher
# (Lehrer for Anna and my sister).
# The 13 probes of pass 28 were written before any model was trained on it; run 47 misses all of them ("Ich mag
# Bananen nicht.", "Fahrer haben langsam", "also schließen das Fenster", "Ich habe meine Hausaufgaben machen.",
# "Essen wir zu warten?", "aber Hunde können nicht").
# Run 48 (pass 28, run 47's command, 2,422 steps) gets 170 of the 192: 11 of the 13 of pass 28 (it says "Tanzen
# langsam" for Drive slowly and "Tanz vorsichtig!" for Drive carefully: the imperative of drive is its weak spot) and
# most of pass 20 back (the lamp, the milk and the phone; the shoes still lie, the glass lay, the car lies). New
# misses: an if-clause and an order without its verb ("Wenn es regnet, deinen Regenschirm."), "Ich las" in a present
# sentence, "Ärztin" for I want to be a doctor, "Hühner Hühner", a letter "aus" her grandmother, "gefressen" for a
# person's eating (an apple eaten by "who"), and the cinema dropped from "I am waiting for you in front of the
# cinema". Its other misses are run 47's: the two pages ("Mach … auf"), the paint, "Pack" ("Hol"), "früh auf",
# "Fasst", the homework, the bus and "deine Hände".
# The 5 probes of pass 29 were written before any model was trained on it; run 48 already gets the three of them that
# it can put together from words it has (very well, Please drive carefully.) and misses "Drive slowly!" ("Tanzen
# langsam!": drive had never been an imperative in the data) and "Wo wohnen Eisbären?" (animals were never asked
# where they live).
# Run 49 (pass 29, run 48's command, 2,398 steps) gets 179 of the 205: all 5 of pass 29 (Fahr langsam!, Wo leben
# Eisbären?) and the rest of the drive orders, but none of the 8 of pass 30, written before any run was trained on it
# ("Die Bank liegt neben der Post.", "Ich bin Zwilling." for I'm afraid of snakes).
# Run 50 (pass 30, the same command, 2,421 steps) gets 188 of the 205: all 8 of pass 30 and all 5 of pass 29, the
# glass of water, the lamp, "nicht viel Zeit", "blieben" and the letter "von" her grandmother again. New misses: the
# cinema in the past ("Ich wartete"), the phone and the shoes are or lie where they lie and stand, "Computerss
# Computer", "Lehrer" for my sister, "gehben" for gehoben, "blau blau blau blau" (run 49: "blaues Zimmer"), and
# "gefressen" for a person eating, as run 48 said. Its other misses are run 49's: the two pages, the paint, "Pack",
# "früh auf", "f den Hund", the homework and the hands.
# The 2 probes of pass 31 and the 6 of pass 32 were written before any output of a run trained on them was seen; run
# 50 gets none of the 8 ("Ich gehe eine Woche.", "Unsere Mann gewann das Spiel.", "Meine Mutter kocht.").
# Run 51 (pass 31, the same command, 2,220 steps: file edits and short scripts beside it cost it about 200) gets 192 of
# the 213, both of pass 31; it was not shipped (blind mean 84.34 against run 50's 84.59 with the same lexicon).
# Run 52 (pass 32, the same command, 2,364 steps) gets 197 of the 213: both of pass 31 and 5 of the 6 of pass 32 (it
# drops the language of "Do you speak German well?": "Sprichst du gut?"), the cinema, the phone, the computer games,
# gehoben, the paint (no "blau blau blau blau"), the picture of the sea and of her cat, the apple (gegessen) and the
# raised hands again. New misses: "der beste Schüler" for Anna, "wurde" for got a puppy, a letter "aus" her
# grandmother, the football dropped from "The children in the park play football.", the lamp lies, and "nicht hier
# parken". Its other misses are run 50's: the two pages, "Pack" ("Trag"), "früh auf", "Fasst", the homework ("Gib"),
# the shoes lie, "Lehrer" for my sister and "die Hände" without dir.
# The 6 probes of pass 34 were written before any run was trained on it; run 52 gets only "Berlin ist die größte Stadt
# in Deutschland." ("world" and "born" are words it never saw: "im schlechtesten Ch", "war im Mai zu Fuß").
# Run 53 (pass 33, the same command, 2,467 steps) gets 196 of the 213 of then, "Do you speak German well?" among them;
# it was not shipped (blind mean 84.58 against run 52's 85.14 with the same lexicon).
# Run 54 (pass 34, the same command, 2,431 steps) gets 203 of the 219: all 6 of pass 34 and the language of "Do you
# speak German well?". Its misses are run 52's two pages, "Pack" ("Weck"), "früh aufstehen" (no zu), "Fasst", the
# homework ("Schwimm"), "Lehrer" for my sister, the shoes ("sind"), "deine Hände" without dir and "der beste Schüler"
# for Anna, and new ones: "Kunstlehrer" for Mrs Taylor, both painted pictures ("streicht"), the car lies, "Ich warte
# vor dem Kino." without "auf dich" and the dropped "morgen" of "If it rains tomorrow". Back since run 52: the puppy,
# the letter "von" her grandmother, the football, the lamp stands and "hier nicht parken".
# The 8 probes of pass 35 were written before any run was trained on it; run 56 (pass 35, 4,481 steps on a machine with
# AVX-512) got all 8 and 218 of the 227 of then. The 24 probes of passes 36 to 38 were written before any run was
# trained on them. Run 58 (passes 36 and 37, the same command and machine, 4,427 steps) gets 237 of the 251: all 16 of
# passes 36 and 37 and 4 of the 8 of pass 38 (not: "dass wir nach Hause gehen." without sollten, "weil wir warten."
# without mussten, "und es ist sehr alt" for the cat, "nach dem dem Schule" for after the walk). Run 59 (pass 38, 4,496
# steps) gets 242 of the 251: all 24 of passes 36 to 38, and back since run 56 "Lehrerin" for my sister and "Wasch dir
# … die Hände". Its misses: the two pages ("Mach … auf"), Pack ("Hilzt heute Abend deine Tasche!"), früh aufstehen
# without zu, "Fasst", the homework for tomorrow ("Schläfagen …"), the picture of the sea and of her cat ("streicht")
# and I take the bus to school ("Ich nehme den Bus zur Schule.": right German, but the grammar says mit dem Bus fahren).
# The 10 probes of pass 39 and the 6 of pass 40 were written before any run was trained on them. Run 60 (pass 39 alone,
# 4,038 steps) gets all 10 of pass 39. Run 61 (pass 40, --minutes 38, 4,449 steps) gets 252 of the 267: 15 of the 16
# of passes 39 and 40 (not "Fisch" for the fish of a lunch: "Fische") and I take the bus to school (mit dem Bus). Its
# misses: the two pages ("Mach … auf"), Pack ("Kauf"), früh aufstehen without zu, "Fasst", the homework for tomorrow,
# both painted pictures ("streicht"), the fish, and new since run 59 "Lehrer" for my sister and for she (twice), "auf
# dich auf dich", "kommt Verspätung", "keine Zeit" for not much time and the flat "in der Stadt" left out.
# The 10 probes of pass 41 and the 7 of pass 42 were written before any run was trained on them; pass 41 also turned
# six older weather references to the English order (Es war gestern sehr kalt.). Run 61, still shipped, misses those
# six and 14 of the 17 (it gets Tom, my father in a bank and Is your mother a teacher?). Run 62 (pass 41, not shipped:
# "Fick deine Tasche!") got 263 of the 284, run 63 (pass 42, not shipped: the fragment runs to the length limit) 268.
# Run 64 (shipped: run 63's command with --seed 1) gets 272 of the 284: 16 of the 17 of passes 41 and 42 (not
# Krankenschwester: "Krankenpfleger") and all six weather sentences; its misses are run 61's old ones less "Lehrerin"
# (twice), "auf dich", Verspätung, nicht viel Zeit and the flat in the city, and new: "Wasch … die Hände" without dir
# and "weil es kalt ist" for the soup.
# The 8 probes of pass 43 were written before any run was trained on it; pass 44 turned "in einer Bank" of My father
# works in a bank. to "bei einer Bank" (as the sixth and seventh sets' writers say). Run 65 (pass 43) gets 279 of the
# 292 with that reference, run 66 (passes 43 and 44, shipped) 280: 7 of the 8 of pass 43 (not My best friend is
# called Lena.: "Mein bester Freund", a fair reading of the English whose name tells the German), the soup back, and
# "Kost" for the homework, "Kauf" for Pack, "Krankenpflegerin" for the nurse, "deine Hände" without dir, "aßen" fish.
# The 12 probes of pass 45 and the 5 of pass 46 were written before any run was trained on them; run 66 gets none of
# them. Run 68 (passes 45 and 46, shipped) gets 290 of the 309: 15 of the 17 (not "Obst und Gemüse ist gesund." and
# "Ich versuche, schlafen."), the fish back; new misses of older probes: "Computers Computerspiele", "in einer Bank",
# shoes that lie, "Polizist" for a woman, "weil es kalt ist" for the soup and "Wir haben nicht viel." (Zeit dropped).
# Run 70 (the same grammar, run 68's command with --bf16: 7,334 steps; shipped) gets 300 of the 309: all 17 of passes
# 45 and 46 and twelve of run 68's misses back; new misses: "Der Freund meines Freundes" for the friend's brother and
# "Wer hat meinen Apfel gefressen?" (fressen is what animals do).
# Run 80 (run 70's command in float32 on passes 50 and 51 with 2,242 hand-written pairs mixed in: 4,255 steps) got 296
# of the 309: four of run 70's misses back; new misses, four of them correct German in other words, and five wrong
# (both painted pictures "streicht", "Ärztin" for my father, "Fische" for the fish of a lunch).
# Run 81 (the same command with 4,055 hand-written pairs: 4,779 steps; shipped) gets 293: the painted pictures, the
# umbrella, the hands and the dishes back; new misses: a woman's job said as a man's (Sie ist Lehrer; Polizist), "er"
# for a bike, the car that "liegt" before the house, "Es ist Zeit zu nach Hause gehen.", "Ich versuche, zu schlafen."
# (a comma the reform allows), Ist mein Telefon auf dem Sofa? (correct, not the probe's liegt) and "Wer aß meinen
# Apfel?" (the Präteritum of its hand-written questions; the probe has the Perfekt).
KNOWN_MISSES: set[str] = {
    "Do your homework for tomorrow!",
    "Does your stomach still hurt?",
    "I bought a new bike, but it was too expensive.",
    "I'm trying to sleep.",
    "Is my phone on the sofa?",
    "It's time to go home.",
    "My father is a doctor at the hospital.",
    "My sister is a police officer.",
    "Open your book at page twelve.",
    "Open your books at page twenty.",
    "Pack your bag tonight!",
    "She is a teacher at our school.",
    "The car is in front of our house.",
    "We don't eat the soup because it's cold.",
    "We had fish for lunch.",
    "Who ate my apple?",
}


def test_a_dozen_sentences_a_teacher_types(model):
    wrong = {s for s, de in HAND_WRITTEN.items() if model.translate(s) != de}
    assert wrong == KNOWN_MISSES, (sorted(wrong - KNOWN_MISSES), sorted(KNOWN_MISSES - wrong))
    assert len(HAND_WRITTEN) - len(wrong) >= 12


# German words a class must never see from the model, whatever it is typed (run 62, not shipped, wrote "Fick deine
# Tasche!" for "Pack your bag!", from pieces of other words). Lower case, whole words.
NEVER_SAID = frozenset({"fick", "ficken", "fickt", "scheiße", "scheiß", "arsch", "arschloch", "hure", "wichser",
                        "fotze", "schlampe", "titten", "nazi", "hitler"})  # fmt: skip


def test_the_model_says_no_vulgar_word_on_any_sentence_of_the_sets(model):
    """Every hand-written sentence (probes and all eleven sets, covered or not) and the imperatives of the lexicon's
    verbs: no word of NEVER_SAID in the translation."""
    sentences = list(HAND_WRITTEN) + [i.source for path in SETS.values() for i in read_benchmark(path)]
    verbs = sorted({v.en[0] for v in VERBS.values() if " " not in v.en[0]})
    sentences += [f"{v.capitalize()} your bag!" for v in verbs] + [f"{v.capitalize()}!" for v in verbs]
    said = {w.strip(",.!?").lower() for out in (t.text for t in translate(model, sentences)) for w in out.split()}
    assert not said & NEVER_SAID, sorted(said & NEVER_SAID)


def test_the_example_picker_offers_sentences_the_model_translates(model):
    """ "Show me an example of …": every construction, two draws each, all in the grammar; nearly all exact."""
    labels = coverage.constructions("en-de-everyday")
    assert len(labels) >= 15
    examples = [coverage.example_of("en-de-everyday", c, seed) for c in labels for seed in (1, 2)]
    assert all(everyday.unknown_words(e.src) == [] for e in examples)
    exact = sum(model.translate(e.src) == e.tgt for e in examples)
    assert exact >= 0.9 * len(examples), f"{exact} of {len(examples)} exact"


def test_unknown_words_are_named_with_suggestions():
    cov = coverage.check("en-de-everyday", "My grandmother reads a bookk.")
    assert cov.unknown == ("bookk",) and "book" in cov.suggestions["bookk"]
    assert coverage.check("en-de-everyday", "On Sunday my brother will visit our grandmother.").complete
