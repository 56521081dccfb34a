-- Demo data for courses, pricing plans and AI tutor models. Safe to run twice: fixed ids, ON CONFLICT DO NOTHING,
-- and lesson bodies set by (course, position). Lesson images are files of the app (public/lessons/), so a course
-- saved on a device carries them too.

-- Pricing plans: amounts set per currency by the team, in each currency's minor unit ------------------------------
-- The terms the texts state are columns too: validity (months), credits per period and carry-over (monthly).
insert into public.pricing_plans (id, slug, name, description, sessions, session_minutes, billing, position,
                                  validity_months, credits_per_period, carry_over_periods) values
  ('9a000000-0000-4000-8000-000000000001', 'single-session', 'Single session', 'One 60-minute lesson with the tutor of your choice.', 1, 60, 'once', 1, null, null, 0),
  ('9a000000-0000-4000-8000-000000000002', 'pack-5', '5-session pack', 'Five 60-minute lessons to use within three months.', 5, 60, 'once', 2, 3, null, 0),
  ('9a000000-0000-4000-8000-000000000003', 'pack-10', '10-session pack', 'Ten 60-minute lessons to use within six months.', 10, 60, 'once', 3, 6, null, 0),
  ('9a000000-0000-4000-8000-000000000004', 'monthly', 'Monthly', 'Four 60-minute lessons every month, plus the AI tutor models between lessons. Cancel any time.', 4, 60, 'monthly', 4, 1, 4, 1)
on conflict (id) do nothing;

insert into public.pricing_plan_prices (plan_id, currency, amount_minor)
select p.id, a.currency, a.amount_minor
from (values
  ('single-session', 'USD', 4500), ('single-session', 'EUR', 4200), ('single-session', 'GBP', 3600), ('single-session', 'COP', 18000000),
  ('pack-5', 'USD', 21000), ('pack-5', 'EUR', 19500), ('pack-5', 'GBP', 16800), ('pack-5', 'COP', 84000000),
  ('pack-10', 'USD', 39900), ('pack-10', 'EUR', 37000), ('pack-10', 'GBP', 31900), ('pack-10', 'COP', 160000000),
  ('monthly', 'USD', 15900), ('monthly', 'EUR', 14900), ('monthly', 'GBP', 12900), ('monthly', 'COP', 62000000)
) as a (plan_slug, currency, amount_minor)
join public.pricing_plans p on p.slug = a.plan_slug
on conflict (plan_id, currency) do nothing;

-- Plan names and descriptions in the other languages (English is pricing_plans' own) ------------------------------
insert into public.pricing_plan_texts (plan_id, locale, name, description)
select p.id, t.locale, t.name, t.description
from (values
  ('single-session', 'es-CO', 'Sesión individual', 'Una clase de 60 minutos con el tutor que usted elija.'),
  ('pack-5', 'es-CO', 'Paquete de 5 sesiones', 'Cinco clases de 60 minutos para usar en tres meses.'),
  ('pack-10', 'es-CO', 'Paquete de 10 sesiones', 'Diez clases de 60 minutos para usar en seis meses.'),
  ('monthly', 'es-CO', 'Mensual', 'Cuatro clases de 60 minutos cada mes, más los modelos de tutor con IA entre clases. Cancele cuando quiera.'),
  ('single-session', 'es-ES', 'Sesión suelta', 'Una clase de 60 minutos con el tutor que elijas.'),
  ('pack-5', 'es-ES', 'Bono de 5 sesiones', 'Cinco clases de 60 minutos para usar en tres meses.'),
  ('pack-10', 'es-ES', 'Bono de 10 sesiones', 'Diez clases de 60 minutos para usar en seis meses.'),
  ('monthly', 'es-ES', 'Mensual', 'Cuatro clases de 60 minutos cada mes, más los modelos de tutor con IA entre clases. Cancela cuando quieras.'),
  ('single-session', 'fr-FR', 'Séance à l’unité', 'Un cours de 60 minutes avec le tuteur de votre choix.'),
  ('pack-5', 'fr-FR', 'Forfait 5 séances', 'Cinq cours de 60 minutes à utiliser dans les trois mois.'),
  ('pack-10', 'fr-FR', 'Forfait 10 séances', 'Dix cours de 60 minutes à utiliser dans les six mois.'),
  ('monthly', 'fr-FR', 'Mensuel', 'Quatre cours de 60 minutes chaque mois, plus les modèles de tuteur IA entre les cours. Sans engagement.')
) as t (plan_slug, locale, name, description)
join public.pricing_plans p on p.slug = t.plan_slug
on conflict (plan_id, locale) do nothing;

-- AI tutor models --------------------------------------------------------------------------------------------------
insert into public.tutor_models (id, slug, name, subject_focus, teaching_style, levels, description, language, position) values
  ('3d000000-0000-4000-8000-000000000001', 'euler', 'Euler', 'Mathematics: algebra, functions, calculus',
   'Socratic: asks the next question instead of giving the answer, and checks every step you write.',
   '{beginner,intermediate,advanced}',
   'Works through problems with you one line at a time. When you are stuck it offers a hint, then a smaller hint, and only shows a full solution after you have tried. Ends each session with three practice questions at the level you reached.',
   'en', 1),
  ('3d000000-0000-4000-8000-000000000002', 'lexi', 'Lexi', 'English for exams: IELTS speaking and writing',
   'Feedback-first: you answer a real exam task, it scores you against the four criteria and shows what would lift the band.',
   '{intermediate,advanced}',
   'Times your IELTS Part 2 long turn, transcribes it, and marks fluency, vocabulary, grammar and pronunciation with examples from what you actually said. Keeps a list of your repeated mistakes between sessions.',
   'en', 2),
  ('3d000000-0000-4000-8000-000000000003', 'curie', 'Curie', 'Physics and chemistry',
   'Experiment-first: starts from something you can observe, then builds the model and the formula from it.',
   '{beginner,intermediate}',
   'Explains mechanics, electricity and chemical reactions with everyday experiments and sketches. Every formula comes with its units and a sanity check, so you learn to spot an answer that cannot be right.',
   'en', 3),
  ('3d000000-0000-4000-8000-000000000004', 'paso-a-paso', 'Paso a paso', 'Study skills and maths for learners with ADHD',
   'Short steps: five-minute tasks, one instruction at a time, frequent breaks and visible progress.',
   '{beginner,intermediate}',
   'Designed with tutors who teach learners with ADHD. Splits homework into small tasks, reminds you where you stopped, and keeps the screen calm. Works in English and Spanish.',
   'en', 4)
on conflict (id) do nothing;

-- A course taught in Spanish, to read in Spanish ----------------------------------------------------------------
insert into public.courses (id, slug, title, summary, description, subject_id, tutor_id, level, language, price_minor, currency) values
  ('c0000000-0000-4000-8000-000000000006', 'calculo-diferencial', 'Cálculo diferencial: límites y derivadas',
   'De la pendiente de una recta a la derivada, paso a paso.',
   'Cuatro lecciones para llegar a primer semestre de universidad con las ideas claras: límites, derivada, reglas de derivación y aplicaciones a problemas de optimización.',
   '5b000000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000001', 'intermediate', 'es', 22000000, 'COP')
on conflict (id) do nothing;

insert into public.course_lessons (course_id, position, title, summary, duration_minutes)
select 'c0000000-0000-4000-8000-000000000006', l.position, l.title, l.summary, l.minutes
from (values
  (1, 'Límites: acercarse sin llegar', 'Qué significa que f(x) se acerque a un valor.', 35),
  (2, 'La derivada como pendiente', 'De la recta secante a la recta tangente.', 40),
  (3, 'Reglas de derivación', 'Potencias, sumas, productos y la regla de la cadena.', 45),
  (4, 'Optimización', 'Máximos y mínimos en problemas reales.', 45)
) as l (position, title, summary, minutes)
on conflict (course_id, position) do nothing;

-- "French for Travellers" is taught in English (with French to learn in every lesson).
update public.courses set language = 'en' where slug = 'french-for-travellers' and language = 'fr';

-- Lesson bodies (Markdown) -----------------------------------------------------------------------------------------
-- Each statement sets one lesson's body, found by course slug and position.

-- Algebra Foundations ------------------------------------------------------------------------------------------
update public.course_lessons l set body = $md$
## What a letter means

In algebra a letter such as **x** stands for a number we do not know yet, or for any number at all. An
**expression** combines numbers and letters with operations: `3x + 5` means "three times some number, plus five".

- A **term** is a part separated by + or −: in `3x + 5` the terms are `3x` and `5`.
- The number in front of a letter is its **coefficient**: the coefficient of `3x` is 3.
- Terms with the same letter to the same power are **like terms** and can be added: `4x + 2x = 6x`.

### Worked example: evaluate and simplify

Evaluate `2a − 3b` when a = 5 and b = 2.

1. Replace each letter with its value: `2 × 5 − 3 × 2`.
2. Multiply first: `10 − 6`.
3. Result: **4**.

Simplify `5x + 3 − 2x + 7`.

1. Group like terms: `(5x − 2x) + (3 + 7)`.
2. Combine: **3x + 10**.

> Tip: a minus sign belongs to the term after it. In `5x + 3 − 2x` the term is `−2x`, not `2x`.

### Exercises

1. Evaluate `4y + 1` when y = 3.
2. Simplify `7m − 2 + m + 9`.
3. Simplify `3(x + 4) − x`. (Hint: multiply out the bracket first.)
4. Write an expression for "a number doubled, then decreased by 6".

*Answers:* 1) 13 2) 8m + 7 3) 2x + 12 4) 2n − 6
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 1;

update public.course_lessons l set body = $md$
## Keep the balance

An equation says two expressions are equal. Think of a balance: if you add, subtract, multiply or divide on one
side, do exactly the same on the other and it stays level.

![A balance with 3x + 5 on one pan and 20 on the other](/lessons/balance-equation.svg)

### Worked example

Solve `3x + 5 = 20`.

| Step | What we do | Equation |
| --- | --- | --- |
| 1 | Subtract 5 from both sides | `3x = 15` |
| 2 | Divide both sides by 3 | `x = 5` |
| 3 | Check: 3 × 5 + 5 = 20 ✓ | |

### Letters on both sides

Solve `5x − 4 = 2x + 11`.

1. Subtract `2x` from both sides: `3x − 4 = 11`.
2. Add 4 to both sides: `3x = 15`.
3. Divide by 3: `x = 5`.

Always **check** by putting your answer back into the original equation: 5 × 5 − 4 = 21 and 2 × 5 + 11 = 21 ✓.

### Exercises

1. `x + 9 = 14`
2. `4x = 28`
3. `2x − 7 = 13`
4. `6x + 1 = 4x + 9`
5. `3(x − 2) = 12`

*Answers:* 1) 5 2) 7 3) 10 4) 4 5) 6
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 2;

update public.course_lessons l set body = $md$
## When the answer is a range

An inequality compares two expressions with `<`, `>`, `≤` or `≥`. Its solution is usually a whole range of
numbers: `x > 3` means every number bigger than 3.

You solve it like an equation, with **one extra rule**:

> When you multiply or divide both sides by a **negative** number, flip the inequality sign.

Why? Start from `2 < 5`, which is true. Multiply both sides by −1: `−2` and `−5`. Now `−2 > −5`: the order reversed.

### Worked example 1

Solve `2x + 3 ≤ 11`.

1. Subtract 3: `2x ≤ 8`.
2. Divide by 2 (positive, no flip): `x ≤ 4`.

On a number line: a filled dot at 4 (4 is included) and an arrow to the left.

### Worked example 2

Solve `5 − 3x > 14`.

1. Subtract 5: `−3x > 9`.
2. Divide by −3 and **flip**: `x < −3`.

Check with a number in the range, say x = −4: 5 − 3 × (−4) = 17, and 17 > 14 ✓.

### Exercises

1. `x − 4 > 6`
2. `3x ≥ −12`
3. `−2x < 10`
4. `7 − x ≤ 2`

*Answers:* 1) x > 10 2) x ≥ −4 3) x > −5 4) x ≥ 5
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 3;

update public.course_lessons l set body = $md$
## Inputs and outputs

A **function** takes an input and gives exactly one output. We write `f(x) = 2x + 1`: "f of x is two x plus one".
For the input 3, `f(3) = 2 × 3 + 1 = 7`.

A table of values turns a function into points you can plot:

| x | −1 | 0 | 1 | 2 |
| --- | --- | --- | --- | --- |
| f(x) = 2x + 1 | −1 | 1 | 3 | 5 |

![The straight line y = 2x + 1 through (0, 1) and (1, 3)](/lessons/line-graph.svg)

### The straight line y = mx + b

- **m** is the **slope**: how much y changes when x grows by 1. Here m = 2.
- **b** is the **y-intercept**: where the line crosses the y-axis. Here b = 1.

### Worked example: the line through two points

Find the line through (1, 4) and (3, 10).

1. Slope: m = (10 − 4) / (3 − 1) = 6 / 2 = **3**.
2. Use one point in y = 3x + b: 4 = 3 × 1 + b, so **b = 1**.
3. The line is **y = 3x + 1**. Check the other point: 3 × 3 + 1 = 10 ✓.

### Exercises

1. For g(x) = 5 − x, find g(0), g(2) and g(−3).
2. Give the slope and intercept of y = −2x + 7.
3. Find the line through (0, −1) and (2, 3).
4. A taxi charges 4 dollars plus 2 dollars per km. Write the cost C as a function of the distance d.

*Answers:* 1) 5, 3, 8 2) slope −2, intercept 7 3) y = 2x − 1 4) C(d) = 2d + 4
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 4;

update public.course_lessons l set body = $md$
## Two unknowns, two equations

A **system** asks for values that make two equations true at the same time. Graphically, it is the point where
two lines cross.

### Method 1: substitution

Solve `y = 2x + 1` and `3x + y = 11`.

1. The first equation already gives y. Substitute it into the second: `3x + (2x + 1) = 11`.
2. Simplify: `5x + 1 = 11`, so `x = 2`.
3. Back-substitute: `y = 2 × 2 + 1 = 5`.

Solution: **(2, 5)**.

### Method 2: elimination

Solve `2x + 3y = 12` and `4x − 3y = 6`.

1. The `y` terms are opposites: add the equations. `6x = 18`, so `x = 3`.
2. Put x = 3 into the first: `6 + 3y = 12`, so `y = 2`.

Solution: **(3, 2)**. Check in the second equation: 12 − 6 = 6 ✓.

If no terms cancel, multiply one equation first. For `x + 2y = 7` and `3x + y = 11`, multiply the first by 3 and
subtract: `5y = 10`, so y = 2 and x = 3.

### Exercises

1. `y = x + 3` and `2x + y = 12`
2. `x + y = 10` and `x − y = 4`
3. `3x + 2y = 16` and `x − 2y = 0`
4. Two coffees and a croissant cost 7 euros; one coffee and two croissants cost 6.50 euros. Find each price.

*Answers:* 1) (3, 6) 2) (7, 3) 3) (4, 2) 4) coffee 2.50, croissant 2.00
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 5;

update public.course_lessons l set body = $md$
## The parabola

A **quadratic** has the form `ax² + bx + c` with a ≠ 0. Its graph is a parabola, opening up when a > 0.

![The parabola y = x² − 4x + 3, crossing the x-axis at 1 and 3](/lessons/parabola.svg)

### Solving by factoring

Solve `x² − 4x + 3 = 0`. Look for two numbers that **multiply to 3** and **add to −4**: −1 and −3.

1. Factor: `(x − 1)(x − 3) = 0`.
2. A product is zero only if a factor is zero: `x = 1` or `x = 3`.

These are exactly where the parabola crosses the x-axis.

### The quadratic formula

When factoring is hard, use

`x = (−b ± √(b² − 4ac)) / (2a)`

Solve `2x² + 3x − 2 = 0`: a = 2, b = 3, c = −2.

1. Discriminant: b² − 4ac = 9 + 16 = 25, and √25 = 5.
2. `x = (−3 ± 5) / 4`, so x = **1/2** or x = **−2**.

The discriminant tells you how many solutions there are: positive → two, zero → one, negative → none (the
parabola never touches the x-axis).

### The vertex

The lowest (or highest) point is at `x = −b / (2a)`. For `x² − 4x + 3`: x = 2, and y = 4 − 8 + 3 = −1. Vertex **(2, −1)**.

### Exercises

1. Factor and solve `x² + 5x + 6 = 0`.
2. Solve `x² − 9 = 0`.
3. Use the formula for `x² − 2x − 4 = 0` (round to two decimals).
4. How many solutions has `x² + x + 1 = 0`?

*Answers:* 1) −2, −3 2) 3, −3 3) 3.24, −1.24 4) none (discriminant −3)
$md$ from public.courses c where c.id = l.course_id and c.slug = 'algebra-foundations' and l.position = 6;

-- IELTS Speaking Bootcamp ----------------------------------------------------------------------------------------
update public.course_lessons l set body = $md$
## The four criteria

Examiners score your speaking on four criteria, each worth a quarter of the band:

| Criterion | What the examiner listens for |
| --- | --- |
| Fluency and coherence | Speaking at length without long pauses; ideas linked with *so, although, that's why* |
| Lexical resource | Precise and varied vocabulary, including less common words and collocations |
| Grammatical range and accuracy | A mix of simple and complex sentences with few errors |
| Pronunciation | Clear sounds, word stress and natural intonation |

### What band 7 sounds like

A band 7 speaker talks at length **without noticeable effort**, uses some less common vocabulary (*a steep learning
curve*, *to broaden my horizons*), and makes occasional errors that do not get in the way of meaning.

### Example: the same answer at two levels

**Question:** Do you like cooking?

- *Band 5:* "Yes, I like. I cook every day. It is good."
- *Band 7:* "I do, actually. I got into it during my first year at university, when I had to fend for myself, and
  now I find it quite relaxing after a long day."

The second answer is longer, gives a reason and a time, and uses an idiom (*fend for myself*) naturally.

### Practice

1. Record yourself answering: *Do you prefer mornings or evenings?* Aim for 20–30 seconds.
2. Listen back and count your pauses longer than two seconds.
3. Rewrite one sentence using a more precise word (e.g. *nice* → *peaceful*, *lively*, *cosy*).
$md$ from public.courses c where c.id = l.course_id and c.slug = 'ielts-speaking-bootcamp' and l.position = 1;

update public.course_lessons l set body = $md$
## Part 1 in four to five minutes

Part 1 is a friendly conversation about familiar topics: home, work or studies, hobbies, food, weather. One-word
answers cost you marks; speeches cost you time. Aim for **two or three sentences**.

### The A-R-E pattern

- **A**nswer the question directly.
- **R**eason: say why.
- **E**xample or extra detail.

**Question:** Do you work or are you a student?

> "I'm a student. I'm in my final year of a civil engineering degree in Bogotá, which keeps me pretty busy. At
> the moment I'm working on a project about low-cost housing, so I spend a lot of time in the lab."

### Useful openings

- *To be honest, …* · *Not really, because …* · *It depends. If …, then …*
- *I used to …, but these days …* (shows a change over time and a range of tenses)

### Practice questions

Answer each with A-R-E, aloud, in about 20 seconds:

1. What do you usually do at the weekend?
2. Do you enjoy cooking?
3. Is there a place in your town you like to visit?
4. How often do you use public transport?

Record your answers. For each, check: did you answer directly, give a reason, and add one detail?
$md$ from public.courses c where c.id = l.course_id and c.slug = 'ielts-speaking-bootcamp' and l.position = 2;

update public.course_lessons l set body = $md$
## One minute to plan, two minutes to speak

In Part 2 you get a task card, a pencil and one minute to make notes. Then you speak alone for up to two
minutes. The examiner will not help you, so a plan matters.

### A task card

> Describe a skill you learned as an adult. You should say:
> - what the skill is
> - how you learned it
> - how long it took
> - and explain why you decided to learn it.

### Plan with keywords, not sentences

In one minute, write four or five keywords for each bullet. For example:

| Bullet | Notes |
| --- | --- |
| what | swimming — age 24 |
| how | evening classes, YouTube, friend Lucía |
| how long | 6 months, 2×/week |
| why | beach holiday, embarrassed, safety |

### Structure your two minutes

1. **Introduce** (15 s): "I'd like to talk about learning to swim, which I only did at 24."
2. **Follow the bullets** (75 s), linking them: *At first… Then… After about six months…*
3. **Finish with the "why" and a reflection** (30 s): "Looking back, it was one of the best decisions I've made,
   because…"

If you finish early, add a feeling or a comparison: *It was much harder than I expected, mainly because…*

### Practice

Set a timer: one minute to plan, two to speak. Describe **a book that changed your mind about something**.
Then listen back and note where you paused to search for a word.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'ielts-speaking-bootcamp' and l.position = 3;

update public.course_lessons l set body = $md$
## Discussing ideas

Part 3 questions are abstract and follow from your Part 2 topic: *Why do some adults find it hard to learn new
skills? Will people need more skills in the future?* The examiner wants opinions you can justify.

### Three moves that lift your band

1. **Give an opinion and justify it:** *I'd argue that… mainly because…* · *From my point of view…*
2. **Compare:** *Compared with my parents' generation, people today…* · *Whereas in cities…, in rural areas…*
3. **Speculate about the future:** *It's likely that…* · *I suspect we'll see…* · *If automation continues, people
   might have to…*

### Example answer

**Question:** Is it better to learn a skill from a teacher or on your own?

> "I'd say it depends on the skill. For something physical like swimming, a teacher can spot mistakes you can't
> see yourself, so you improve much faster. Whereas for something like coding, there are so many good resources
> online that a motivated person can get quite far alone. That said, I suspect most people benefit from at least
> some feedback, because it's hard to know what you don't know."

Notice the hedging (*I'd say, I suspect*), the contrast (*whereas*) and the balanced conclusion (*That said*).

### Practice questions

1. Why do some people stop learning after they leave school?
2. How has technology changed the way people learn?
3. Should employers pay for their staff to learn new skills?

Answer each for about 45 seconds. Use at least one opinion phrase, one comparison and one speculation.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'ielts-speaking-bootcamp' and l.position = 4;

-- French for Travellers (taught in English) -----------------------------------------------------------------------
update public.course_lessons l set body = $md$
## First words that open doors

In France, greeting before anything else is not optional: walking into a shop or asking a question without
*bonjour* sounds rude. Start every exchange with it.

| French | Pronunciation | English |
| --- | --- | --- |
| Bonjour | bon-ZHOOR | Hello, good day |
| Bonsoir | bon-SWAHR | Good evening (from about 6 pm) |
| Merci (beaucoup) | mair-SEE (boh-KOO) | Thank you (very much) |
| S'il vous plaît | seel voo PLEH | Please |
| Excusez-moi | ex-kew-zay MWAH | Excuse me |
| Au revoir | oh ruh-VWAHR | Goodbye |

### *Tu* or *vous*?

Use **vous** with anyone you do not know: shop staff, hotel receptionists, people in the street. Use **tu** with
friends, children, and people who use it with you first.

### A short exchange

> — Bonjour madame !
> — Bonjour monsieur, je peux vous aider ?
> — Oui, excusez-moi, je cherche la gare, s'il vous plaît.
> — C'est tout droit, à deux cents mètres.
> — Merci beaucoup, au revoir !

(*Hello! — Hello, can I help you? — Yes, excuse me, I'm looking for the station, please. — It's straight ahead,
200 metres away. — Thank you very much, goodbye!*)

### Exercises

1. It is 8 pm and you enter a restaurant. What do you say first?
2. Which form do you use with a ticket inspector: *tu* or *vous*?
3. Translate: "Excuse me, I'm looking for the hotel, please."

*Answers:* 1) Bonsoir ! 2) vous 3) Excusez-moi, je cherche l'hôtel, s'il vous plaît.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'french-for-travellers' and l.position = 1;

update public.course_lessons l set body = $md$
## Ordering and paying

![A café menu: un café 2,20 €, un café crème 3,50 €, un thé 3,00 €, un croissant 1,60 €, une tartine 2,80 €](/lessons/cafe-menu.svg)

### Key phrases

- **Je voudrais…** — I would like… (the polite way to order)
- **Un café, s'il vous plaît.** — An espresso, please. (*Un café* is a small black coffee.)
- **L'addition, s'il vous plaît.** — The bill, please.
- **Je peux payer par carte ?** — Can I pay by card?
- **C'est combien ?** — How much is it?

Note the prices: French writes a **comma** for decimals and the euro sign **after** the amount: *2,20 €*.

### *Un* or *une*?

Every noun is masculine or feminine. Learn the noun with its article: **un** café, **un** croissant, **une**
tartine (bread with butter and jam), **une** bouteille d'eau.

### Dialogue

> — Bonjour ! Vous désirez ?
> — Bonjour. Je voudrais un café crème et un croissant, s'il vous plaît.
> — Sur place ou à emporter ?
> — Sur place.
> …
> — L'addition, s'il vous plaît.
> — Ça fait cinq euros dix.
> — Je peux payer par carte ?
> — Bien sûr.

(*Sur place ou à emporter ?* — To have here or to take away?)

### Exercises

1. Using the menu, order a tea and a croissant. How much do you pay?
2. Say "I would like a bottle of water, please."
3. Is it *un tartine* or *une tartine*?

*Answers:* 1) Je voudrais un thé et un croissant, s'il vous plaît — 4,60 € 2) Je voudrais une bouteille d'eau,
s'il vous plaît. 3) une tartine
$md$ from public.courses c where c.id = l.course_id and c.slug = 'french-for-travellers' and l.position = 2;

update public.course_lessons l set body = $md$
## Tickets, directions and times

### At the station

- **Un billet pour Lyon, s'il vous plaît.** — A ticket to Lyon, please.
- **Un aller simple / un aller-retour** — a one-way / a return ticket
- **À quelle heure part le train ?** — What time does the train leave?
- **C'est quel quai ?** — Which platform is it?

French timetables use the **24-hour clock**: *le train part à 14 h 35* = 2:35 pm.

### Asking the way

- **Où est le métro, s'il vous plaît ?** — Where is the metro, please?
- **C'est loin ?** — Is it far?

Answers you will hear:

| French | English |
| --- | --- |
| tout droit | straight on |
| à gauche / à droite | on the left / on the right |
| la première rue à droite | the first street on the right |
| au feu | at the traffic lights |
| en face de | opposite |

### Dialogue

> — Excusez-moi, où est la gare, s'il vous plaît ?
> — Allez tout droit, puis prenez la deuxième rue à gauche. La gare est en face de la poste.
> — C'est loin ?
> — Non, à cinq minutes à pied.

### Exercises

1. Ask for a return ticket to Paris.
2. Your train leaves at *18 h 10*. What time is that on a 12-hour clock?
3. Translate: "Take the first street on the right, the hotel is opposite the bank (*la banque*)."

*Answers:* 1) Un aller-retour pour Paris, s'il vous plaît. 2) 6:10 pm 3) Prenez la première rue à droite, l'hôtel
est en face de la banque.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'french-for-travellers' and l.position = 3;

update public.course_lessons l set body = $md$
## Check-in, problems and requests

### Checking in

- **J'ai une réservation au nom de García.** — I have a booking in the name of García.
- **Pour trois nuits.** — For three nights.
- **Le petit-déjeuner est compris ?** — Is breakfast included?
- **À quelle heure faut-il libérer la chambre ?** — What time is check-out?

### When something is wrong

Use **il n'y a pas de…** (there is no…) and **… ne marche pas** (… doesn't work):

- **Il n'y a pas de serviettes.** — There are no towels.
- **La climatisation ne marche pas.** — The air conditioning doesn't work.
- **Le wifi ne marche pas.** — The wifi doesn't work.
- **Est-ce que vous pouvez m'aider ?** — Can you help me?

### Dialogue

> — Bonsoir, j'ai une réservation au nom de Smith, pour deux nuits.
> — Bonsoir madame. Oui, chambre 214, au deuxième étage. Voici votre clé.
> — Merci. Le petit-déjeuner est compris ?
> — Oui, de 7 h à 10 h, au rez-de-chaussée.
> …
> — Excusez-moi, la douche ne marche pas dans la chambre 214.
> — Je suis désolé, j'envoie quelqu'un tout de suite.

Note: *le rez-de-chaussée* is the ground floor; *le premier étage* is the floor above it.

### Exercises

1. Say you have a booking in your name for one night.
2. Complain that there is no hot water (*eau chaude*).
3. Your room is *au troisième étage*. How many floors above the ground floor is it?

*Answers:* 1) J'ai une réservation au nom de …, pour une nuit. 2) Il n'y a pas d'eau chaude. 3) three
$md$ from public.courses c where c.id = l.course_id and c.slug = 'french-for-travellers' and l.position = 4;

-- Python from Zero --------------------------------------------------------------------------------------------------
update public.course_lessons l set body = $md$
## Your first program

Install Python 3 from python.org (tick "Add Python to PATH" on Windows), then open a terminal and type `python3`
(or `python`). You get the `>>>` prompt, where each line runs at once.

```python
>>> print("Hello, Summit!")
Hello, Summit!
>>> 7 * 6
42
```

### Variables

A variable is a name for a value. `=` means "store", not "equals".

```python
name = "Ana"
age = 17
height_m = 1.64
print(name, "is", age, "years old")
```

Python has a few basic **types**: text (`str`), whole numbers (`int`), decimals (`float`) and `True`/`False`
(`bool`). `type(age)` tells you which one a value is.

### Input and conversion

`input()` always returns text. Convert it before doing maths:

```python
year = int(input("Year you were born: "))
print("This year you turn", 2026 - year)
```

### Exercises

1. Store your name and favourite number in two variables and print a sentence with both.
2. Ask for a temperature in Celsius and print it in Fahrenheit (`F = C × 9 / 5 + 32`).
3. What does `print("3" + "4")` show, and why is it different from `print(3 + 4)`?

*Answer to 3:* `34` — adding two texts joins them; adding two numbers gives `7`.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'python-from-zero' and l.position = 1;

update public.course_lessons l set body = $md$
## Decisions: `if`

```python
temperature = float(input("Temperature: "))
if temperature >= 30:
    print("Hot: drink water")
elif temperature >= 15:
    print("Pleasant")
else:
    print("Take a jacket")
```

The **indentation** (four spaces) marks which lines belong to each branch. Comparisons: `==`, `!=`, `<`, `<=`,
`>`, `>=`; combine them with `and`, `or`, `not`.

## Repeating: `for` and `while`

`for` repeats once per item:

```python
for n in range(1, 6):
    print(n, "squared is", n * n)
```

`range(1, 6)` gives 1, 2, 3, 4, 5 — the end is **not** included.

`while` repeats as long as a condition holds:

```python
savings = 0
months = 0
while savings < 500:
    savings += 60
    months += 1
print("Months needed:", months)
```

### Worked example: FizzBuzz

```python
for n in range(1, 16):
    if n % 15 == 0:
        print("FizzBuzz")
    elif n % 3 == 0:
        print("Fizz")
    elif n % 5 == 0:
        print("Buzz")
    else:
        print(n)
```

`%` is the remainder: `n % 3 == 0` means "n is divisible by 3". Why is the test for 15 first?

### Exercises

1. Print the 7 times table from 7 × 1 to 7 × 10.
2. Ask for numbers until the user types 0, then print their sum.
3. Print every year from 2000 to 2030 that is a leap year (divisible by 4, but not by 100 unless by 400).
$md$ from public.courses c where c.id = l.course_id and c.slug = 'python-from-zero' and l.position = 2;

update public.course_lessons l set body = $md$
## Name it once, use it everywhere

A function packages steps under a name. `def` defines it, `return` hands back the result.

```python
def average(a, b):
    return (a + b) / 2

print(average(6, 9))   # 7.5
```

`a` and `b` are **parameters**; `6` and `9` are the **arguments** passed in.

### Default values and keyword arguments

```python
def price_with_tax(price, rate=0.19):
    return round(price * (1 + rate), 2)

price_with_tax(100)            # 119.0 (the default 19 %)
price_with_tax(100, rate=0.2)  # 120.0
```

### Worked example: a reusable check

```python
def is_valid_password(text):
    has_digit = any(ch.isdigit() for ch in text)
    return len(text) >= 8 and has_digit

for attempt in ["summer", "summer2026", "12345678"]:
    print(attempt, is_valid_password(attempt))
```

Output: `summer False`, `summer2026 True`, `12345678 True`.

### Why functions?

- **Reuse:** write the logic once, call it many times.
- **Readability:** `is_valid_password(p)` says what it does.
- **Testing:** you can check one function with a few inputs.

### Exercises

1. Write `area_of_circle(r)` using `3.14159 * r ** 2`.
2. Write `grade(score)` returning "A" for 90+, "B" for 80–89, "C" for 70–79 and "F" otherwise.
3. Write `count_vowels(text)` and test it on "Summit tutoring".

*Answer to 3:* 5 (u, i, u, o, i)
$md$ from public.courses c where c.id = l.course_id and c.slug = 'python-from-zero' and l.position = 3;

update public.course_lessons l set body = $md$
## Lists: many things in order

```python
scores = [72, 88, 95, 64]
scores.append(80)
print(scores[0])      # 72: positions start at 0
print(scores[-1])     # 80: the last one
print(len(scores), sum(scores) / len(scores))
```

Useful operations: `sorted(scores)`, `max(scores)`, `scores.remove(64)`, `72 in scores`.

## Dictionaries: look things up by name

A dictionary maps **keys** to **values**:

```python
capitals = {"Colombia": "Bogotá", "France": "Paris", "Spain": "Madrid"}
print(capitals["France"])          # Paris
capitals["Peru"] = "Lima"          # add an entry
for country, city in capitals.items():
    print(country, "→", city)
```

### Worked example: counting words

```python
text = "the cat and the dog and the bird"
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
print(counts)   # {'the': 3, 'cat': 1, 'and': 2, 'dog': 1, 'bird': 1}
```

`counts.get(word, 0)` returns 0 when the word is not there yet, so the first time it becomes 1.

### Choosing between them

| Use a list when… | Use a dictionary when… |
| --- | --- |
| order matters | you look items up by a name or id |
| items are the same kind of thing | each item has a label |

### Exercises

1. Make a list of five temperatures and print the highest and the average.
2. Build a dictionary of three friends and their birthdays; print one by name.
3. Count how many times each letter appears in "mississippi".

*Answer to 3:* m 1, i 4, s 4, p 2
$md$ from public.courses c where c.id = l.course_id and c.slug = 'python-from-zero' and l.position = 4;

update public.course_lessons l set body = $md$
## Project: a budget tracker

You will write a program that reads a month of spending from a file and prints a report by category.

### 1. The data

Create `spending.csv` next to your program:

```text
date,category,amount
2026-03-01,food,12.50
2026-03-02,transport,3.20
2026-03-02,food,8.75
2026-03-05,books,24.00
2026-03-07,transport,3.20
```

### 2. Read the file

The `csv` module turns each line into a dictionary:

```python
import csv

def read_spending(path):
    with open(path, newline="") as f:
        return [
            {"category": row["category"], "amount": float(row["amount"])}
            for row in csv.DictReader(f)
        ]
```

### 3. Sum by category

```python
def totals_by_category(rows):
    totals = {}
    for row in rows:
        totals[row["category"]] = totals.get(row["category"], 0) + row["amount"]
    return totals
```

### 4. Report

```python
rows = read_spending("spending.csv")
totals = totals_by_category(rows)
grand_total = sum(totals.values())
for category, amount in sorted(totals.items(), key=lambda item: -item[1]):
    share = amount / grand_total * 100
    print(f"{category:<10} {amount:>8.2f}  {share:5.1f} %")
print(f"{'total':<10} {grand_total:>8.2f}")
```

Expected output: books 24.00 (46.1 %), food 21.25 (40.8 %), transport 6.40 (12.3 %), total 51.65.

### Extensions

1. Print a warning when a category passes a monthly limit you store in a dictionary.
2. Ask for the file name with `input()` and handle a missing file with `try` / `except FileNotFoundError`.
3. Add a `month` filter so the same file can hold a whole year.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'python-from-zero' and l.position = 5;

-- Essays That Persuade ----------------------------------------------------------------------------------------------
update public.course_lessons l set body = $md$
## A claim someone could disagree with

A **topic** is what you write about; a **thesis** is what you argue about it. A good thesis is *specific*,
*arguable* and *answerable in the space you have*.

| Weak | Why | Stronger |
| --- | --- | --- |
| Social media is a big part of teenagers' lives. | A fact: nobody disagrees | Schools should teach social-media literacy as a required subject, because teenagers already learn most of their news there. |
| Climate change is bad. | Vague and obvious | Cities should replace free car parking with protected bike lanes, since parking policy is the cheapest lever on urban emissions. |

### From topic to thesis in three questions

1. **What exactly?** Narrow the topic: "homework" → "homework in primary school".
2. **What do I claim?** Take a position: "should be limited to reading".
3. **Why?** Add your main reason: "because research links it to reading habits but not to test scores".

Result: *Homework in primary school should be limited to reading, because it builds a lifelong habit while other
homework shows little effect on learning.*

### Test your thesis

- Could a thoughtful person disagree? If not, it is a fact, not a thesis.
- Can you support it with evidence in your word limit? If not, narrow it.

### Exercises

Turn each topic into an arguable thesis with a reason:

1. School uniforms
2. Learning a second language
3. Four-day working week
$md$ from public.courses c where c.id = l.course_id and c.slug = 'persuasive-essays' and l.position = 1;

update public.course_lessons l set body = $md$
## Show, then explain why it matters

Evidence alone does not persuade; **analysis** connects it to your claim. Each body paragraph can follow
**P-E-A**:

- **Point:** the paragraph's claim, in one sentence.
- **Evidence:** a fact, statistic, quotation or example, with its source.
- **Analysis:** why this evidence supports the point — the step most writers skip.

### Worked example

> **Point:** Protected bike lanes get more people cycling than painted ones.
> **Evidence:** After Seville built 80 km of separated lanes in 2006–2010, daily bike trips rose from about 6,000
> to over 70,000.
> **Analysis:** The lanes did not change the weather or the distances; they changed how *safe* cycling felt. That
> suggests the barrier for most people is fear of traffic, which paint alone does not remove.

### Kinds of evidence

| Type | Strength | Watch out for |
| --- | --- | --- |
| Statistics | Precise, persuasive | Outdated or out-of-context numbers |
| Expert opinion | Authority | Experts speaking outside their field |
| Examples and cases | Vivid, memorable | One case is not a trend |
| Personal experience | Engaging | Weak on its own in academic essays |

### Exercises

1. Write a P-E-A paragraph supporting: *Libraries matter more in the internet age, not less.*
2. Find the analysis sentence in a newspaper opinion piece. Is it there, or is the evidence left to speak alone?
$md$ from public.courses c where c.id = l.course_id and c.slug = 'persuasive-essays' and l.position = 2;

update public.course_lessons l set body = $md$
## Paragraphs with one job each

A reader should be able to read only your **first sentences** and still follow the argument. Plan before you draft.

### A five-part structure

1. **Introduction:** a hook, the context in two sentences, then your thesis.
2. **Reason 1:** your strongest argument (P-E-A).
3. **Reason 2:** a different kind of argument (e.g. cost after fairness).
4. **Counter-argument:** state the best objection fairly, then answer it.
5. **Conclusion:** restate the thesis in new words and say what follows from it.

### Why include the other side?

Answering an objection shows you have thought about it — and takes the reader's doubt away before it grows.

> *Some argue that removing parking will hurt local shops. However, a 2019 study in Toronto found that cyclists
> and pedestrians spent more per month in local shops than drivers, because they visit more often.*

### Transitions that carry the reader

- Adding: *furthermore, in addition, equally*
- Contrasting: *however, whereas, on the other hand*
- Conceding: *admittedly, it is true that*
- Concluding: *therefore, as a result, in short*

### Exercise

Outline (do not write yet) an essay for the thesis: *Students should be allowed to use calculators in every maths
exam.* Write one sentence for each of the five parts, including a fair counter-argument and your answer to it.
$md$ from public.courses c where c.id = l.course_id and c.slug = 'persuasive-essays' and l.position = 3;

update public.course_lessons l set body = $md$
## Cut, sharpen, read aloud

First drafts are for thinking; second drafts are for the reader. Edit in three passes.

### Pass 1: cut

Remove words that add nothing.

| Before | After |
| --- | --- |
| In my personal opinion, I think that… | I think… (or just state the claim) |
| due to the fact that | because |
| at this point in time | now |
| it is important to note that | (delete) |

### Pass 2: sharpen

- Prefer **active verbs**: *The council approved the plan* rather than *The plan was approved by the council*.
- Replace vague words: *things, aspects, very, really* → the precise noun or a stronger adjective.
- Keep the subject and verb close together.

### Pass 3: read aloud

Your ear catches what your eye skips: sentences that run out of breath, repeated words, missing links between
ideas. If you stumble, the reader will too.

### Worked example

> **Before (41 words):** It is important to note that due to the fact that many students have part-time jobs, they
> are very often really tired in class, and this is something that has a lot of negative effects on the learning
> that they do.
>
> **After (17 words):** Many students work part-time, so they arrive tired — and tired students learn less.

### Exercise

Cut this sentence to under 20 words without losing its meaning: *In today's modern society of the present day,
there are a large number of people who are of the opinion that the use of mobile phones should not be allowed in
schools at all.*
$md$ from public.courses c where c.id = l.course_id and c.slug = 'persuasive-essays' and l.position = 4;

-- Cálculo diferencial (escrito en español) ---------------------------------------------------------------------------
update public.course_lessons l set body = $md$
## Acercarse sin llegar

El **límite** de f(x) cuando x tiende a a, escrito `lím (x→a) f(x) = L`, es el valor al que se acerca f(x) cuando x
se acerca a a, **sin importar lo que pase exactamente en a**.

### Ejemplo resuelto 1: una tabla de valores

Sea `f(x) = (x² − 1) / (x − 1)`. En x = 1 la fracción da 0/0: no está definida. Pero observe qué pasa cerca:

| x | 0,9 | 0,99 | 0,999 | 1,001 | 1,01 | 1,1 |
| --- | --- | --- | --- | --- | --- | --- |
| f(x) | 1,9 | 1,99 | 1,999 | 2,001 | 2,01 | 2,1 |

Los valores se acercan a **2** por ambos lados, así que `lím (x→1) f(x) = 2`.

### Ejemplo resuelto 2: simplificar

Factorice el numerador: `x² − 1 = (x − 1)(x + 1)`. Para x ≠ 1 podemos cancelar:

`f(x) = x + 1`, y por tanto el límite en 1 es `1 + 1 = 2`. Coincide con la tabla.

### Reglas útiles

- Si f es un polinomio, `lím (x→a) f(x) = f(a)`: basta sustituir.
- El límite de una suma es la suma de los límites (si existen); igual con productos y cocientes (denominador ≠ 0).
- Si al sustituir aparece 0/0, **factorice o racionalice** antes de sustituir.

### Ejercicios

1. `lím (x→3) (2x + 5)`
2. `lím (x→2) (x² − 4) / (x − 2)`
3. `lím (x→0) (x² + 3x) / x`
4. `lím (x→−1) (x² + 2x + 1) / (x + 1)`

*Respuestas:* 1) 11 2) 4 3) 3 4) 0
$md$ from public.courses c where c.id = l.course_id and c.slug = 'calculo-diferencial' and l.position = 1;

update public.course_lessons l set body = $md$
## De la secante a la tangente

La pendiente de la recta que une dos puntos de una curva (una **secante**) es

`m = (f(x + h) − f(x)) / h`

Si h se hace cada vez más pequeño, la secante se convierte en la **recta tangente**. Su pendiente es la
**derivada**:

`f′(x) = lím (h→0) (f(x + h) − f(x)) / h`

![La parábola y = x² y su recta tangente y = 2x − 1 en el punto (1, 1)](/lessons/tangent-line.svg)

### Ejemplo resuelto: f(x) = x²

1. `f(x + h) = x² + 2xh + h²`
2. `f(x + h) − f(x) = 2xh + h²`
3. Dividir entre h: `2x + h`
4. Tomar el límite h → 0: **f′(x) = 2x**

En x = 1 la pendiente es 2. La tangente pasa por (1, 1): `y − 1 = 2(x − 1)`, es decir **y = 2x − 1**.

### ¿Qué significa?

La derivada es una **razón de cambio instantánea**. Si s(t) es la posición de un carro en metros y t el tiempo en
segundos, s′(t) es su velocidad en m/s en ese instante.

### Ejercicios

1. Use la definición para derivar `f(x) = 3x + 2`. ¿Por qué el resultado es constante?
2. Use la definición para derivar `f(x) = x² + x`.
3. Halle la recta tangente a `y = x²` en x = −2.

*Respuestas:* 1) 3: una recta tiene la misma pendiente en todas partes 2) 2x + 1 3) y = −4x − 4
$md$ from public.courses c where c.id = l.course_id and c.slug = 'calculo-diferencial' and l.position = 2;

update public.course_lessons l set body = $md$
## Derivar sin usar la definición

Con la definición se deducen reglas que ahorran todo el trabajo:

| Regla | Fórmula | Ejemplo |
| --- | --- | --- |
| Constante | (c)′ = 0 | (7)′ = 0 |
| Potencia | (xⁿ)′ = n·xⁿ⁻¹ | (x⁵)′ = 5x⁴ |
| Constante por función | (c·f)′ = c·f′ | (4x³)′ = 12x² |
| Suma | (f + g)′ = f′ + g′ | (x² + x)′ = 2x + 1 |
| Producto | (f·g)′ = f′·g + f·g′ | (x²·sen x)′ = 2x·sen x + x²·cos x |
| Cadena | (f(g(x)))′ = f′(g(x))·g′(x) | ((3x + 1)⁴)′ = 4(3x + 1)³·3 |

La regla de la potencia sirve también para raíces y fracciones: `√x = x^(1/2)`, así que `(√x)′ = 1 / (2√x)`.

### Ejemplo resuelto 1

`f(x) = 2x³ − 5x² + 4x − 7`

`f′(x) = 6x² − 10x + 4`

### Ejemplo resuelto 2: regla de la cadena

`g(x) = (x² + 1)⁵`. La función de "afuera" es u⁵ y la de "adentro" es u = x² + 1.

1. Derive la de afuera dejando la de adentro igual: `5(x² + 1)⁴`
2. Multiplique por la derivada de la de adentro: `· 2x`
3. Resultado: **g′(x) = 10x(x² + 1)⁴**

### Ejercicios

1. `f(x) = x⁴ − 3x² + 2`
2. `f(x) = 6√x`
3. `f(x) = x³(2x − 1)` (use la regla del producto)
4. `f(x) = (5x − 2)³`

*Respuestas:* 1) 4x³ − 6x 2) 3/√x 3) 8x³ − 3x² 4) 15(5x − 2)²
$md$ from public.courses c where c.id = l.course_id and c.slug = 'calculo-diferencial' and l.position = 3;

update public.course_lessons l set body = $md$
## Máximos y mínimos en problemas reales

En un máximo o un mínimo suave la tangente es horizontal: **f′(x) = 0**. Los puntos donde pasa eso se llaman
**puntos críticos**.

### Método en cuatro pasos

1. Escriba la cantidad a optimizar como función de **una sola** variable.
2. Derive e iguale a cero.
3. Resuelva y descarte las soluciones que no tengan sentido en el problema.
4. Compruebe que es máximo o mínimo (con el signo de f′ a cada lado, o con f″).

### Ejemplo resuelto: el corral

Un granjero tiene **40 m** de malla para cercar un terreno rectangular junto a un río (el lado del río no se
cerca). ¿Qué medidas dan el área máxima?

1. Sea x el lado perpendicular al río. El lado paralelo mide `40 − 2x`. Área: `A(x) = x(40 − 2x) = 40x − 2x²`.
2. `A′(x) = 40 − 4x = 0`, luego **x = 10**.
3. Tiene sentido: 0 < 10 < 20.
4. `A″(x) = −4 < 0`: es un máximo.

Medidas: **10 m × 20 m**, con un área de **200 m²**.

### Ejercicios

1. Halle los puntos críticos de `f(x) = x³ − 3x` y diga cuál es máximo y cuál mínimo.
2. Dos números positivos suman 12. ¿Cuáles maximizan su producto?
3. Una caja sin tapa se hace con una lámina de 12 cm × 12 cm cortando cuadrados de lado x en las esquinas. ¿Qué x
   da el volumen máximo?

*Respuestas:* 1) máximo en x = −1, mínimo en x = 1 2) 6 y 6 3) x = 2 cm (volumen 128 cm³)
$md$ from public.courses c where c.id = l.course_id and c.slug = 'calculo-diferencial' and l.position = 4;
