import type { TBlogsService } from '../modules/blogs/service.ts'
import { generateStreetImages } from './demo-photos.ts'
import { createRandom } from './random.ts'

type TPost = { title: string; brief: string; body: string }
type TStory = { story: string; writer: string; daysAgo: number; en: TPost; fr: TPost }

/** Six posts for newcomers, each written in English and in French for Quebec readers. */
const STORIES: TStory[] = [
  {
    story: 'first-month-in-montreal',
    writer: 'Sofia Martel',
    daysAgo: 3,
    en: {
      title: 'Your first month in Montreal: a checklist',
      brief: 'Phone plan, OPUS card, health insurance and groceries: what to sort out in your first weeks.',
      body: 'Arriving for a semester or a new job? Start with the essentials. Get an OPUS card at any metro station for buses and the metro; students can ask for the reduced fare once their school confirms their status.\n\nOpen a bank account early, as many landlords and employers prefer a Canadian account. If you come from abroad, check when your RAMQ health coverage starts and buy private insurance for the waiting period.\n\nFinally, explore your neighbourhood on foot: the public market, the library branch and the nearest CLSC are worth knowing before you need them.',
    },
    fr: {
      title: 'Votre premier mois à Montréal : la liste',
      brief:
        'Forfait cellulaire, carte OPUS, assurance maladie et épicerie : ce qu’il faut régler dès les premières semaines.',
      body: 'Vous arrivez pour une session ou un nouvel emploi? Commencez par l’essentiel. Procurez-vous une carte OPUS dans n’importe quelle station de métro; les étudiants peuvent demander le tarif réduit dès que leur établissement confirme leur statut.\n\nOuvrez un compte bancaire rapidement : bien des propriétaires et des employeurs préfèrent un compte canadien. Si vous venez de l’étranger, vérifiez quand votre couverture de la RAMQ commence et prenez une assurance privée pour le délai de carence.\n\nEnfin, explorez votre quartier à pied : le marché public, la bibliothèque et le CLSC le plus proche valent la peine d’être connus avant d’en avoir besoin.',
    },
  },
  {
    story: 'understanding-the-service-fee',
    writer: 'Julien Tremblay',
    daysAgo: 9,
    en: {
      title: 'How our 12% service fee works',
      brief:
        'One flat fee on the first month’s rent, and nothing hidden after that. Here is a worked example.',
      body: 'Demeure charges a single service fee: 12% of the first month’s rent, paid when your stay is confirmed. There is no fee on the following months and no fee for hosts on top of it.\n\nExample: for a room at $1,150 a month, the fee is $138. You pay $1,288 to confirm the stay (first month plus fee), then $1,150 on each following month’s due date.\n\nThe first payment is held safely and released to the host 48 hours after you move in, so you can check that the place matches the listing.',
    },
    fr: {
      title: 'Comment fonctionnent nos frais de service de 12 %',
      brief:
        'Des frais uniques sur le premier mois de loyer, et rien de caché ensuite. Voici un exemple concret.',
      body: 'Demeure perçoit des frais de service uniques : 12 % du premier mois de loyer, payés à la confirmation du séjour. Aucuns frais sur les mois suivants, et aucuns frais supplémentaires pour les hôtes.\n\nExemple : pour une chambre à 1 150 $ par mois, les frais sont de 138 $. Vous payez 1 288 $ pour confirmer le séjour (premier mois et frais), puis 1 150 $ à chaque échéance mensuelle.\n\nLe premier paiement est conservé en lieu sûr et versé à l’hôte 48 heures après votre arrivée, le temps de vérifier que le logement correspond à l’annonce.',
    },
  },
  {
    story: 'plateau-or-mile-end',
    writer: 'Camille Roy',
    daysAgo: 16,
    en: {
      title: 'Plateau or Mile End? Choosing your neighbourhood',
      brief:
        'Two lively neighbourhoods a few minutes apart, with different rhythms. Which one fits your stay?',
      body: 'The Plateau-Mont-Royal is colourful, walkable and close to the orange line: Mont-Royal and Sherbrooke stations put downtown and UQAM within fifteen minutes. Expect outdoor staircases, busy terraces and a lively summer.\n\nMile End, just north-west, is quieter in the evening and beloved for its bakeries, bagel shops and studios. The 55 and 80 buses and the Laurier station keep it well connected.\n\nStudying at McGill? Both work well; Milton-Parc is closer still. At Université de Montréal, look at Côte-des-Neiges instead.',
    },
    fr: {
      title: 'Plateau ou Mile End? Bien choisir son quartier',
      brief:
        'Deux quartiers animés à quelques minutes l’un de l’autre, avec des rythmes différents. Lequel vous convient?',
      body: 'Le Plateau-Mont-Royal est coloré, facile à parcourir à pied et près de la ligne orange : les stations Mont-Royal et Sherbrooke mettent le centre-ville et l’UQAM à moins de quinze minutes. Escaliers extérieurs, terrasses animées et étés vivants au programme.\n\nLe Mile End, juste au nord-ouest, est plus calme le soir et réputé pour ses boulangeries, ses bagels et ses ateliers. Les autobus 55 et 80 et la station Laurier le relient bien au reste de la ville.\n\nVous étudiez à McGill? Les deux conviennent; Milton-Parc est encore plus près. À l’Université de Montréal, regardez plutôt du côté de Côte-des-Neiges.',
    },
  },
  {
    story: 'winter-ready',
    writer: 'Mathieu Gagnon',
    daysAgo: 24,
    en: {
      title: 'Getting ready for your first Montreal winter',
      brief: 'Layers, boots and a heated home: how to enjoy the cold months instead of enduring them.',
      body: 'Montreal winters are cold but bright. Dress in layers, and invest in insulated, waterproof boots with a good grip: sidewalks can be icy between snowfalls.\n\nWhen you compare listings, check that heating is included and ask how the home is heated. Our filters let you search for homes with heating listed as an amenity.\n\nThe underground city connects many downtown buildings and metro stations, and the skating rinks in every park are free. Winter is also festival season: Igloofest and Montréal en lumière are worth the trip outside.',
    },
    fr: {
      title: 'Se préparer à son premier hiver montréalais',
      brief:
        'Multicouches, bottes et logement bien chauffé : comment profiter des mois froids plutôt que les subir.',
      body: 'L’hiver montréalais est froid, mais lumineux. Habillez-vous en couches et investissez dans des bottes isolées, imperméables et bien antidérapantes : les trottoirs peuvent être glacés entre deux tempêtes.\n\nQuand vous comparez des annonces, vérifiez que le chauffage est inclus et demandez comment le logement est chauffé. Nos filtres permettent de chercher les logements qui indiquent le chauffage parmi leurs commodités.\n\nLe Montréal souterrain relie de nombreux immeubles et stations du centre-ville, et les patinoires des parcs sont gratuites. L’hiver, c’est aussi la saison des festivals : Igloofest et Montréal en lumière valent la sortie.',
    },
  },
  {
    story: 'safe-renting',
    writer: 'Sofia Martel',
    daysAgo: 31,
    en: {
      title: 'Renting safely from abroad',
      brief: 'How we verify hosts and listings, and the signs of a rental scam to watch for.',
      body: 'Every Demeure host passes an identity verification, and every listing is reviewed by our staff, including a live video of the place, before it appears in search.\n\nNever pay a deposit by wire transfer or gift card to someone you met outside the platform. On Demeure, your first payment goes through our checkout and is held until 48 hours after you move in.\n\nIf something feels off (a price far below the neighbourhood, a host who refuses a video visit, pressure to decide today), message us before you pay. We answer within 24 hours.',
    },
    fr: {
      title: 'Louer en toute sécurité depuis l’étranger',
      brief: 'Comment nous vérifions les hôtes et les annonces, et les signes d’une arnaque à surveiller.',
      body: 'Chaque hôte Demeure passe une vérification d’identité, et chaque annonce est examinée par notre équipe, vidéo du logement à l’appui, avant d’apparaître dans les résultats.\n\nNe versez jamais de dépôt par virement ou carte-cadeau à quelqu’un rencontré hors de la plateforme. Sur Demeure, votre premier paiement passe par notre caisse et est conservé jusqu’à 48 heures après votre arrivée.\n\nSi quelque chose vous semble louche (un prix bien sous celui du quartier, un hôte qui refuse une visite vidéo, de la pression pour décider aujourd’hui), écrivez-nous avant de payer. Nous répondons en moins de 24 heures.',
    },
  },
  {
    story: 'student-budget',
    writer: 'Camille Roy',
    daysAgo: 40,
    en: {
      title: 'A realistic monthly budget for students',
      brief: 'Rent, transit, groceries and phone: what a month in Montreal costs, and where to save.',
      body: 'Furnished private rooms near the universities usually cost between $700 and $1,200 a month, often with utilities and Wi-Fi included. A whole studio starts around $1,300.\n\nAdd about $58 for a reduced-fare monthly transit pass, $300 to $400 for groceries, and $35 to $60 for a phone plan. Public markets and student co-ops help keep food costs down.\n\nStaying for a full semester rather than a few weeks lowers the monthly price on many listings, and our 12% fee applies only once, to the first month.',
    },
    fr: {
      title: 'Un budget mensuel réaliste pour les étudiants',
      brief: 'Loyer, transport, épicerie et cellulaire : ce que coûte un mois à Montréal, et où économiser.',
      body: 'Les chambres privées meublées près des universités coûtent habituellement entre 700 $ et 1 200 $ par mois, souvent avec l’électricité et Internet inclus. Un studio complet commence autour de 1 300 $.\n\nAjoutez environ 58 $ pour un titre mensuel de transport à tarif réduit, de 300 $ à 400 $ pour l’épicerie et de 35 $ à 60 $ pour un forfait cellulaire. Les marchés publics et les coopératives étudiantes aident à réduire la facture.\n\nRester une session complète plutôt que quelques semaines fait baisser le prix mensuel de bien des annonces, et nos frais de 12 % ne s’appliquent qu’une fois, au premier mois.',
    },
  },
]

/** The demo blog: six stories, each published in both languages with a generated cover. */
export async function seedDemoBlogs(blogs: TBlogsService, now: Date) {
  const images = await generateStreetImages(createRandom(1642), STORIES.length)
  for (const [index, story] of STORIES.entries()) {
    const createdAt = new Date(now.getTime() - story.daysAgo * 86_400_000)
    for (const language of ['en', 'fr'] as const) {
      const post = story[language]
      await blogs.create(
        {
          story: story.story,
          language,
          title: post.title,
          brief_description: post.brief,
          body: post.body,
          writer_name: story.writer,
        },
        images[index],
        createdAt,
      )
    }
  }
}
