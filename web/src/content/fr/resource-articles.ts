import { TRAILER } from '../../../../shared/trailer';
import type { ResourceGuideSlug } from '../../../../shared/site-routes';
import { SITE_SETTINGS } from '../../lib/site-settings';
import { ARTICLE_INSPECTION_YEAR, ARTICLE_PRICE, ARTICLE_PRICE_CAD } from '../article-figures';
import type { ResourceArticle } from '../resource-articles';
import { FRENCH_TRAILER_MEASURES } from './trailer-measures';

/**
 * The four resource guides in Canadian French (docs/glossary-fr.md), written for a Quebec or
 * francophone health-procurement reader: the same advice and the same facts about the unit as the
 * English guides (content/resource-articles.ts), with the Quebec and federal frame named where the
 * English one speaks of provinces in general. Read by the French guides' build-time loader only.
 */

const unit = `l’unité ${TRAILER.unitNumber}`;
const Unit = `L’unité ${TRAILER.unitNumber}`;
const usd = ARTICLE_PRICE;
const cad = ARTICLE_PRICE_CAD;
const { dimensions, gvwr, gawr } = FRENCH_TRAILER_MEASURES;

const BUYING_GUIDE: ResourceArticle = {
  slug: 'buying-guide',
  intro: `Une remorque médicale mobile d’occasion permet de mettre une clinique sur la route sans projet de construction, à condition que l’unité achetée soit en bon état, convienne à votre offre de services et arrive prête à fonctionner. Ce guide passe en revue les vérifications qu’un comité d’acquisition devrait faire, avec comme exemple ${unit}, une remorque de ${TRAILER.lengthFeet} pieds construite en ${TRAILER.year} et à vendre à Edmonton.`,
  sections: [
    {
      heading: 'Partir des services que vous offrirez',
      paragraphs: [
        'Avant de regarder une remorque, décrivez ce qui s’y passera lors d’une journée normale\u00a0: le nombre de patients attendus, le nombre d’employés présents en même temps, les pièces qui exigent de la confidentialité, l’équipement que vous apporterez et l’endroit où l’unité stationnera. Une telle liste transforme la visite en une véritable inspection selon vos exigences.',
        'Les unités mobiles sont achetées par des fournisseurs de soins, des cliniques, des établissements de santé (CISSS, CIUSSS, régies régionales), des programmes de santé en région et en milieu autochtone, et des services d’urgence. Chacun utilise l’espace à sa manière. Un programme de dépistage s’intéresse à la circulation des patients et aux cabines de déshabillage\u00a0; un service d’urgence, à l’alimentation électrique, au chauffage et à la rapidité d’installation\u00a0; un programme en région, à l’accessibilité et à l’autonomie de l’unité là où aucun bâtiment n’est à proximité.',
      ],
      bullets: [
        'Patients par jour et durée du plus long rendez-vous prévu',
        'Pièces qui doivent fermer\u00a0: examen, déshabillage, consultation',
        'Équipement à installer, avec ses besoins en électricité et en espace',
        'Lieu de stationnement\u00a0: terrain asphalté, plateforme de gravier, salle communautaire, bord de route',
        'Fréquence et distance des déplacements',
        'Qui conduit ou remorque l’unité, et qui l’installe sur place',
      ],
    },
    {
      heading: 'Savoir exactement ce qui est inclus',
      paragraphs: [
        `Les remorques cliniques d’occasion sont souvent vendues après un changement de vocation, et l’équipement de leur première vie a parfois disparu. ${Unit} a été construite comme clinique de mammographie\u00a0; le mammographe a été retiré et n’est pas inclus. Une seule génératrice est incluse\u00a0; une deuxième est offerte en option. Une annonce digne de confiance le dit clairement, et vous devriez l’obtenir par écrit avant de présenter une offre.`,
        'Demandez la liste de ce qui reste avec l’unité et de ce qui n’en fait pas partie, pièce par pièce. Les installations fixes (armoires, comptoirs, sièges, élévateur pour fauteuil roulant, appareils du système CVC, génératrice) doivent y figurer, tout comme les articles mobiles que vous croyez inclus, comme les radiateurs d’appoint ou le matériel de divertissement.',
      ],
      bullets: [
        'Équipement clinique\u00a0: présent, retiré ou offert en option',
        'Génératrices\u00a0: combien sont incluses',
        'Articles mobiles\u00a0: radiateurs, sièges, systèmes de divertissement',
        'Clés, codes du clavier d’accès et manuels de chaque système',
        'Documents\u00a0: fiche technique, registres d’entretien, renseignements sur la garantie, photos',
      ],
    },
    {
      heading: 'Vérifier le côté route\u00a0: châssis, poids et inspection',
      paragraphs: [
        `Une remorque médicale est d’abord un véhicule commercial. Comparez ses dimensions et ses poids nominaux avec vos moyens de remorquage et votre itinéraire. ${Unit} mesure ${dimensions}\u00a0; son PNBV est de ${gvwr} et son PNBE, de ${gawr}. Elle repose sur une suspension pneumatique, dont l’état doit être vérifié avec le reste du train roulant.`,
        `Demandez le certificat d’inspection de véhicule commercial en vigueur et lisez-le au complet, pas seulement la vignette. ${Unit} détient une inspection de véhicule commercial de l’Alberta valide jusqu’en ${ARTICLE_INSPECTION_YEAR}. Une inspection indique que l’unité respectait la norme le jour de la vérification\u00a0; votre propre inspection vous dira ce qui s’est passé depuis.`,
      ],
      bullets: [
        'Longueur, hauteur et largeur comparées à vos routes, ponts et aires de stationnement',
        'PNBV et poids nominaux des essieux comparés au poids de l’équipement prévu',
        'Type et état de la suspension',
        'Date et portée de la dernière inspection de véhicule commercial',
        'Pneus, freins, feux et attelage vérifiés par votre propre mécanicien',
      ],
    },
    {
      heading: 'Vérifier le côté clinique\u00a0: électricité, climatisation et accès',
      paragraphs: [
        `C’est dans les systèmes qui font d’une remorque une clinique que les unités d’occasion diffèrent le plus. Sur ${unit}, une génératrice diesel à tête électrique alimente une distribution de 110 V et de 220 V, avec des disjoncteurs de fuite à la terre (DDFT) partout et un chargeur de batterie. Demandez à voir la génératrice démarrer et tourner en charge, et vérifiez le compteur d’heures et l’historique d’entretien.`,
        'La maîtrise du climat compte pour les patients comme pour l’équipement. Cette unité compte des appareils CVC muraux côté trottoir et côté rue, des radiateurs électriques portatifs d’appoint et un humidificateur avec cycle de rinçage du drain. Faites fonctionner le chauffage et la climatisation pendant votre visite et soyez attentif à tout bruit inhabituel.',
        'L’accessibilité n’est pas facultative pour une clinique. Un élévateur pour fauteuil roulant entièrement automatique avec compartiment de rangement et des plateformes rétractables en aluminium aux deux entrées sont installés, avec des fenêtres d’évacuation d’urgence et un aménagement accessible. Faites vous-même un cycle complet de l’élévateur.',
      ],
      bullets: [
        'Génératrice\u00a0: démarrage, fonctionnement en charge, heures, registres d’entretien',
        'Électricité\u00a0: tensions de distribution, prises DDFT, panneaux, chargeur de batterie',
        'Système CVC\u00a0: les deux appareils chauffent et refroidissent\u00a0; radiateurs et humidificateur fonctionnels',
        'Élévateur pour fauteuil roulant\u00a0: cycle complet, rangement, état de la plateforme',
        'Nivellement\u00a0: le nivellement automatique aux quatre coins met l’unité de niveau sur un sol inégal',
        'Incendie et sécurité\u00a0: système d’extinction, fenêtres d’évacuation, entrée à clavier',
      ],
    },
    {
      heading: 'Parcourir chaque pièce',
      paragraphs: [
        'Ouvrez chaque porte et chaque armoire. Cherchez des traces d’eau aux plafonds et sous les comptoirs, des endroits mous dans les planchers et des jours autour des fenêtres et des portes. Vérifiez que les finis sont propres et intacts, car un espace clinique doit être facile à désinfecter.',
        `${Unit} compte neuf aires fonctionnelles, dont une entrée principale, une réception avec salle d’attente, deux salles d’examen complètes, deux cabines de déshabillage, une pièce principale, une salle d’équipement et une salle de pause avec postes de travail. Ses finis comprennent des armoires en chêne, des comptoirs en granit et des sièges bordeaux, avec stérilisation par UV et aspirateur central à bord. Associez chaque aire à la liste dressée à la première étape.`,
      ],
    },
    {
      heading: 'Inspecter sur place, ou d’abord à distance',
      paragraphs: [
        `Si l’unité est loin de chez vous, commencez par une visite virtuelle. ${SITE_SETTINGS.sellerName} offre des visites de ${unit} par vidéo WhatsApp ou par téléphone, pour que votre équipe puisse demander à voir n’importe quel détail à l’écran. La visite intérieure et la galerie extérieure du site permettent à tous les membres du comité de regarder avant l’appel.`,
        'Inspectez ensuite sur place si vous le pouvez, ou envoyez une personne de confiance. L’unité se trouve à Edmonton (Alberta) et peut être visitée sur rendez-vous. Apportez votre liste d’exigences, une lampe de poche, un humidimètre si vous en avez un et un mécanicien pour le côté route.',
      ],
    },
    {
      heading: 'Planifier la livraison avant de signer',
      paragraphs: [
        'La livraison peut être le poste le plus important après le prix. Obtenez une soumission écrite jusqu’à votre porte avant de vous engager et demandez le délai. Pour cette unité, la livraison se fait de porte à porte partout au Canada et aux États-Unis, en 7 à 21 jours, sur soumission.',
        'Préparez le site\u00a0: une surface de niveau, ferme et assez longue pour la remorque et son véhicule tracteur, un dégagement pour l’élévateur et les plateformes aux deux entrées, et de l’espace pour déployer les marches ou les auvents. Demandez à votre assureur ce dont il a besoin avant l’arrivée de l’unité.',
      ],
      bullets: [
        'Soumission de livraison écrite et délai',
        'Un site de niveau, ferme et assez long',
        'Dégagement pour l’élévateur et les plateformes aux deux entrées',
        'Assurance et immatriculation réglées pour le jour de l’arrivée',
      ],
    },
    {
      heading: 'Prix, devise et paiement',
      paragraphs: [
        `Comparez le prix demandé au coût des autres options, pas seulement à celui d’autres remorques (notre guide du rendement explique comment). ${Unit} est offerte à ${usd}. Pour les acheteurs canadiens, le site indique l’équivalent en dollars canadiens au taux du vendeur en date du {cadRateDay}, soit {cadRate}\u00a0$\u00a0CA pour 1\u00a0$\u00a0US\u00a0: ${cad}. Confirmez par écrit la devise, le montant et le mode de paiement.`,
        'Si votre organisme public est assujetti à la Loi sur les contrats des organismes publics, voyez tôt avec votre service de l’approvisionnement la procédure qui s’applique à un achat de ce montant. Si vous avez besoin de financement, demandez tôt au vendeur quels renseignements sont offerts\u00a0; vous pouvez demander les options de financement par le formulaire de contact, avec les documents que votre prêteur exigera.',
      ],
    },
    {
      heading: 'Votre liste de vérification d’achat',
      bullets: [
        'Exigences consignées par écrit et approuvées par le comité',
        'Ce qui est inclus et ce qui ne l’est pas, par écrit',
        'Dimensions et poids nominaux vérifiés par rapport à vos itinéraires',
        'Inspection de véhicule commercial lue et inspection mécanique effectuée',
        'Génératrice, électricité, système CVC, élévateur et nivellement vus en marche',
        'Chaque pièce parcourue\u00a0; finis, planchers et plafonds vérifiés',
        'Documents reçus\u00a0: fiche technique, registres d’entretien, renseignements sur la garantie, photos',
        'Soumission de livraison, préparation du site et assurance réglées',
        'Prix, devise et mode de paiement confirmés par écrit',
      ],
      after: [`Une fois votre liste prête, communiquez avec ${SITE_SETTINGS.sellerName} pour planifier une visite de ${unit} sur place ou une visite virtuelle. Les réponses arrivent en moins de 24 heures.`],
    },
  ],
};

const COMPLIANCE_GUIDE: ResourceArticle = {
  slug: 'compliance-guide',
  intro: `Une clinique mobile doit respecter deux ensembles de règles à la fois\u00a0: celles d’un véhicule commercial sur la route, et celles d’un lieu de soins ouvert au public. Ce guide présente les points à vérifier et les documents à réunir avant la mise en service d’une unité d’occasion au Canada ou aux États-Unis, en nommant le cadre québécois et fédéral là où il s’applique. C’est une liste de vérification, et non un avis juridique\u00a0: confirmez chaque exigence auprès des autorités et des assureurs des endroits où vous exercerez vos activités.`,
  sections: [
    {
      heading: 'Qui fixe les règles',
      paragraphs: [
        'Les exigences viennent de plusieurs sources\u00a0: la province ou l’État où la remorque est immatriculée et circule, l’autorité de santé ou l’organisme d’agrément des services que vous offrez, les codes du bâtiment, de l’électricité et de la sécurité incendie qui peuvent viser les espaces occupés, les règles d’accessibilité et votre assureur. Les règles varient d’une province et d’un État à l’autre, et elles changent\u00a0; dressez donc votre propre liste pour chaque endroit où vous exercerez vos activités.',
        'Au Québec, les principaux interlocuteurs sont la Société de l’assurance automobile du Québec (SAAQ) pour l’immatriculation et la vérification mécanique, la Régie du bâtiment du Québec pour les installations électriques, le service de sécurité incendie de votre municipalité, et, à l’échelle fédérale, Santé Canada pour les instruments médicaux et les appareils émettant des radiations. Commencez par appeler ceux qui devront donner leur approbation, et votre assureur. Demandez à chacun ce qu’il voudra voir et conservez ses réponses par écrit.',
      ],
    },
    {
      heading: 'Véhicule et sécurité routière',
      paragraphs: [
        `Une remorque de ${TRAILER.lengthFeet} pieds est un véhicule commercial, soumis aux normes du Code canadien de sécurité telles que chaque province les applique. Prévoyez de l’immatriculer, de l’assurer et de la maintenir inspectée. Une inspection en vigueur est le point de départ\u00a0: ${unit} détient une inspection de véhicule commercial de l’Alberta valide jusqu’en ${ARTICLE_INSPECTION_YEAR}.`,
        'Si la remorque change de province ou entre aux États-Unis, demandez à l’autorité de destination si elle reconnaît l’inspection existante ou exige la sienne, et ce qu’il lui faut pour immatriculer un véhicule importé ou provenant d’une autre province. Au Québec, la SAAQ exige en règle générale une vérification mécanique avant d’immatriculer un véhicule lourd qui arrive d’une autre province\u00a0; confirmez-le avec elle pour cette remorque.',
      ],
      bullets: [
        'Certificat d’inspection de véhicule commercial en vigueur',
        `Dimensions (${dimensions}) et poids nominaux (PNBV ${gvwr}\u00a0; PNBE ${gawr}) au dossier`,
        'Immatriculation et assurance dans le territoire d’utilisation',
        'Permis pour les routes empruntées, si votre territoire en exige',
      ],
    },
    {
      heading: 'Accessibilité',
      paragraphs: [
        `Les patients doivent pouvoir entrer, circuler et sortir. Vérifiez les entrées, la capacité de l’élévateur, l’espace de manœuvre, la largeur des portes et les issues de secours selon les règles d’accessibilité qui vous visent. ${Unit} a été construite pour respecter l’ADA, la loi américaine sur l’accessibilité, avec un élévateur pour fauteuil roulant entièrement automatique et son compartiment de rangement, des plateformes rétractables en aluminium aux deux entrées, des fenêtres d’évacuation d’urgence et un aménagement accessible.`,
        'L’ADA est une norme américaine\u00a0; au Canada, les règles d’accessibilité relèvent des provinces et, pour les organismes de compétence fédérale, de la Loi canadienne sur l’accessibilité. La norme CSA B651 (conception accessible pour l’environnement bâti) sert souvent de référence. Demandez à votre autorité quelle norme s’applique et faites vérifier l’élévateur et les entrées en conséquence.',
      ],
      bullets: [
        'Norme d’accessibilité applicable là où vous exercez vos activités',
        'Fonctionnement, capacité nominale et registre d’entretien de l’élévateur',
        'Plateformes d’entrée, mains courantes et largeurs libres',
        'Issues de secours utilisables par tous les patients',
      ],
    },
    {
      heading: 'Électricité et sécurité incendie',
      paragraphs: [
        `Un espace occupé qui abrite de l’équipement médical exige une alimentation sûre et une protection contre l’incendie. ${Unit} dispose d’une distribution de 110 V et de 220 V protégée partout par des DDFT, d’une génératrice diesel à tête électrique, d’un chargeur de batterie, d’un système d’extinction d’incendie et de fenêtres d’évacuation d’urgence.`,
        'Faites confirmer par un maître électricien que l’installation convient à l’équipement que vous ajouterez\u00a0; au Québec, les travaux électriques sont encadrés par le chapitre Électricité du Code de construction, et la norme CSA Z32 traite de la sécurité électrique dans les lieux de soins. Demandez à votre service de sécurité incendie si l’unité doit être inspectée, si un type d’extincteur précis est exigé, ou une signalisation.',
      ],
      bullets: [
        'Inspection électrique selon la charge de l’équipement prévu',
        'Protection DDFT là où l’eau et les patients sont présents',
        'Échappement de la génératrice éloigné des prises d’air, des portes et des fenêtres',
        'Système d’extinction entretenu\u00a0; extincteurs et signalisation selon les exigences',
        'Fenêtres d’évacuation d’urgence qui s’ouvrent librement',
      ],
    },
    {
      heading: 'Prévention des infections et espace clinique',
      paragraphs: [
        'Les autorités de santé et les organismes d’agrément examinent la façon dont un espace est nettoyé, ventilé et maintenu à une température sûre. Les finis doivent être intacts et faciles à désinfecter\u00a0; le système CVC doit maintenir la température et l’humidité\u00a0; le rangement doit séparer le matériel propre du matériel souillé.',
        `Cette unité compte à bord une stérilisation par UV et un aspirateur central\u00a0; le système CVC repose sur des appareils muraux côté trottoir et côté rue, avec un humidificateur et un cycle de rinçage du drain, et les comptoirs sont en granit. Demandez à la personne responsable de la prévention et du contrôle des infections de parcourir l’espace et de dresser la liste de ce qui doit changer avant l’ouverture.`,
      ],
    },
    {
      heading: 'L’équipement que vous ajoutez',
      paragraphs: [
        'La plus grande partie du travail de conformité suit l’équipement, pas la remorque. Le mammographe de cette unité a été retiré et n’est pas inclus\u00a0; tout ce que vous installerez apportera donc ses propres exigences\u00a0: homologation des instruments médicaux par Santé Canada en vertu du Règlement sur les instruments médicaux, radioprotection pour l’imagerie, blindage, étalonnage et certification du personnel. Pour un programme de dépistage du cancer du sein au Québec, renseignez-vous aussi sur les exigences de désignation du Programme québécois de dépistage du cancer du sein.',
        'Faites participer votre fournisseur d’équipement dès le début de la planification. Demandez-lui les besoins de chaque appareil en électricité, en espace, en climatisation et en blindage, et comparez-les avec la remorque avant d’acheter.',
      ],
    },
    {
      heading: 'Traverser la frontière',
      paragraphs: [
        'Un achat de part et d’autre de la frontière canado-américaine ajoute des étapes d’importation\u00a0: déclaration en douane, droits ou taxes éventuels et immatriculation dans le nouveau territoire. Un courtier en douane peut vous dire ce qui s’applique à une remorque d’occasion selon l’usage que vous prévoyez. Entre provinces, il n’y a pas de douane, mais la TPS, la TVH ou la TVQ s’appliquent selon la destination.',
        `Ayez les documents en main avant que la remorque se déplace\u00a0: l’acte de vente, la fiche technique, les registres d’entretien, les renseignements sur la garantie et l’inspection en vigueur. Le vendeur livre de porte à porte dans les provinces (Alberta, Saskatchewan, Colombie-Britannique, Manitoba, Ontario) et les États (Montana, Dakota du Nord, Washington, Idaho, Minnesota) desservis, sur soumission\u00a0; toute autre destination, dont le Québec, fait l’objet d’une soumission sur demande.`,
      ],
    },
    {
      heading: 'Le dossier de documents',
      paragraphs: ['Tenez un seul dossier, sur papier et en ligne, que vous pouvez remettre à tout inspecteur ou assureur\u00a0:'],
      bullets: [
        'Acte de vente et preuve de propriété',
        'Certificats d’immatriculation et d’assurance',
        `Inspection de véhicule commercial (pour cette unité\u00a0: Alberta, valide jusqu’en ${ARTICLE_INSPECTION_YEAR})`,
        'Fiche technique',
        'Registres d’entretien et renseignements sur la garantie',
        'Rapports d’inspection électrique et de sécurité incendie',
        'Évaluation de l’accessibilité',
        'Homologations et certifications de l’équipement ajouté',
      ],
      after: ['Demandez l’un ou l’autre des documents de cette unité par le formulaire de contact.'],
    },
  ],
};

const MAINTENANCE_GUIDE: ResourceArticle = {
  slug: 'maintenance-guide',
  intro: `Une clinique mobile n’est rentable que lorsqu’elle est en service. Une routine d’entretien simple et écrite, partagée par les conducteurs, l’équipe clinique et les mécaniciens, prévient la plupart des pannes. Ce guide énumère, système par système, ce dont il faut prendre soin sur une unité comme ${unit}. Suivez toujours les manuels des fabricants pour les intervalles et les méthodes\u00a0: ils ont préséance sur tout guide général.`,
  sections: [
    {
      heading: 'Établir la routine',
      paragraphs: [
        'Attribuez à chaque vérification un responsable et une fréquence\u00a0: avant chaque déplacement, chaque semaine, chaque mois, chaque saison et chaque année. Tenez un registre dans l’unité et une copie au bureau, et notez chaque réparation. Un historique d’entretien complet a une valeur à la revente, et c’est la première chose que demande un inspecteur ou un assureur.',
      ],
      bullets: [
        'Avant chaque déplacement\u00a0: pneus, feux, attelage, élévateur rangé, nivellement rentré',
        'Chaque semaine\u00a0: marche de la génératrice, vérification du système CVC, registre de nettoyage et de désinfection',
        'Chaque mois\u00a0: cycle complet de l’élévateur, essai des DDFT, vérification de la sécurité incendie',
        'Chaque saison\u00a0: entretien du système CVC, rinçage du drain de l’humidificateur, préparation du chauffage',
        'Chaque année\u00a0: inspection de véhicule commercial, entretien de la génératrice, relevé complet de l’état',
      ],
    },
    {
      heading: 'Génératrice et électricité',
      paragraphs: [
        `La génératrice diesel, un moteur diesel à tête électrique, est le cœur d’une unité autonome. Faites-la tourner régulièrement en charge, même quand l’unité est stationnée, et entretenez-la selon les heures prévues à son manuel\u00a0: huile, filtres, liquide de refroidissement, courroies et échappement. Une seule génératrice est incluse avec ${unit}\u00a0; si votre service ne peut tolérer aucune panne, envisagez la deuxième génératrice offerte en option ou un branchement au réseau électrique sur place.`,
        'Côté électricité, testez les prises DDFT chaque mois, gardez les panneaux dégagés et identifiés, et vérifiez que le chargeur maintient les batteries pleinement chargées. Un disjoncteur qui se déclenche à répétition est un travail pour un électricien, pas un simple réarmement.',
      ],
    },
    {
      heading: 'Chauffage, climatisation et humidité',
      paragraphs: [
        'Nettoyez ou remplacez les filtres du système CVC selon le calendrier, gardez les appareils muraux côté trottoir et côté rue libres de débris, et faites-les entretenir avant les saisons de climatisation et de chauffage. Rangez les radiateurs électriques portatifs d’appoint en lieu sûr et vérifiez leurs cordons avant chaque usage.',
        'L’humidificateur comporte un cycle de rinçage du drain\u00a0; faites-le comme le prévoit son manuel, car l’eau stagnante pose un risque d’hygiène dans un espace clinique.',
      ],
    },
    {
      heading: 'Élévateur pour fauteuil roulant et entrées',
      paragraphs: [
        'L’élévateur pour fauteuil roulant entièrement automatique sert aux patients qui en dépendent le plus\u00a0: une panne leur ferme la clinique. Faites-lui faire un cycle complet chaque mois, gardez le compartiment de rangement propre et sec, et faites-le entretenir par un technicien qualifié comme l’exige son manuel.',
        'Vérifiez que les plateformes rétractables en aluminium des deux entrées se verrouillent bien, qu’elles ne sont pas endommagées et que leur surface est propre et antidérapante.',
      ],
    },
    {
      heading: 'Nivellement, suspension et côté route',
      paragraphs: [
        'Déployez et rentrez le nivellement automatique aux quatre coins à chaque installation, et surveillez les vérins lents ou inégaux. Gardez les vérins et les patins propres et exempts de sable.',
        `Faites vérifier la suspension pneumatique dans le cadre de l’entretien régulier de la remorque. Les pneus, les freins, les feux et l’attelage demandent les mêmes soins que sur toute remorque commerciale, et l’inspection annuelle de véhicule commercial (en vigueur pour cette unité jusqu’en ${ARTICLE_INSPECTION_YEAR}) est le bon moment pour un relevé complet.`,
      ],
    },
    {
      heading: 'Incendie, sécurité et équipement de sécurité',
      paragraphs: [
        'Faites entretenir le système d’extinction d’incendie selon le calendrier de son fournisseur et vérifiez que les fenêtres d’évacuation d’urgence s’ouvrent librement. Testez le clavier d’accès et changez le code lorsque le personnel change. Gardez les trousses de premiers soins et de déversement bien garnies.',
      ],
    },
    {
      heading: 'L’aménagement clinique',
      paragraphs: [
        'Nettoyez et désinfectez selon un calendrier écrit, pièce par pièce, et consignez-le. Inspectez les finis pour repérer les éclats et les joints ouverts où la saleté peut s’accumuler\u00a0: les armoires en chêne, les comptoirs en granit et les sièges rembourrés exigent chacun les produits recommandés par leur fabricant. Remplacez à temps les filtres et les sacs de l’aspirateur central, et entretenez l’équipement de stérilisation par UV comme l’indique son manuel.',
        'Parcourez l’unité après chaque déplacement. Les vibrations desserrent les fixations\u00a0: vérifiez les loquets des armoires, les tablettes, l’équipement fixé et tout ce qui peut bouger pendant le transport.',
      ],
    },
    {
      heading: 'Des registres qui ajoutent de la valeur',
      paragraphs: [
        'Conservez les registres d’entretien de chaque système au même endroit, avec les dates, les heures, les pièces et le nom de qui a fait le travail. Demandez les registres d’entretien et les renseignements sur la garantie de toute unité d’occasion que vous achetez, et poursuivez l’historique. Pour cette unité, le vendeur fournit les registres d’entretien et les renseignements sur la garantie sur demande.',
      ],
    },
  ],
};

const ROI_GUIDE: ResourceArticle = {
  slug: 'roi-guide',
  intro: `La rentabilité d’une unité médicale mobile dépend de votre programme, pas seulement de la remorque. Ce guide propose une méthode que votre équipe des finances peut remplir avec ses propres données, pour que la décision repose sur vos chiffres plutôt que sur le discours de qui que ce soit. Le seul montant fixe est le prix d’achat\u00a0: ${usd} pour ${unit}.`,
  sections: [
    {
      heading: 'Étape 1\u00a0: le coût initial',
      paragraphs: ['Additionnez tout ce qu’il faut pour mettre l’unité en service, y compris les taxes applicables selon votre province (TPS et TVQ, ou TVH) ou, à l’importation, les droits et taxes\u00a0:'],
      bullets: [
        `Prix d’achat\u00a0: ${usd} (${cad} au taux de {cadRate}\u00a0$\u00a0CA pour 1\u00a0$\u00a0US indiqué sur ce site)`,
        'Livraison jusqu’à votre site\u00a0: de porte à porte, sur soumission',
        'Équipement à installer (le mammographe n’est pas inclus)',
        'Préparation du site\u00a0: plateforme, raccordement au réseau électrique s’il y a lieu, signalisation',
        'Immatriculation, inspection et mise en place de l’assurance',
        'Deuxième génératrice en option, si votre service en a besoin',
      ],
    },
    {
      heading: 'Étape 2\u00a0: le coût de fonctionnement annuel',
      bullets: [
        'Personnel pour les journées de clinique, plus le temps de conduite et d’installation',
        'Carburant et entretien de la génératrice',
        'Coûts de remorquage ou de conduite par déplacement',
        'Entretien du système CVC, de l’élévateur, du nivellement et du côté route',
        'Assurance, immatriculation et inspection annuelle',
        'Nettoyage, fournitures et stationnement',
      ],
    },
    {
      heading: 'Étape 3\u00a0: la valeur créée',
      paragraphs: [
        'La valeur peut prendre la forme de revenus, d’économies ou de cibles de service atteintes. Comptez ce qui s’applique à vous par journée de clinique, puis multipliez par le nombre de journées prévues dans l’année\u00a0:',
      ],
      bullets: [
        'Rendez-vous facturables ou financement de programme par patient vu',
        'Déplacements de patients que vous n’avez plus à payer ou à rembourser',
        'Temps de déplacement du personnel épargné par rapport à des visites dans des communautés sans local clinique',
        'Frais de location évités pour des locaux temporaires',
        'Capacité ajoutée sans projet de construction',
      ],
    },
    {
      heading: 'Étape 4\u00a0: période de récupération et rendement',
      paragraphs: [
        'Valeur nette annuelle = valeur annuelle créée (étape 3) moins coût de fonctionnement annuel (étape 2).',
        'Période de récupération en années = coût initial (étape 1) divisé par la valeur nette annuelle.',
        'Rendement sur N années = (valeur nette annuelle × N − coût initial) divisé par le coût initial.',
        'Choisissez pour N le nombre d’années pendant lesquelles vous prévoyez utiliser l’unité, et soustrayez du coût initial la valeur de revente que vous attendez à la fin.',
      ],
    },
    {
      heading: 'Étape 5\u00a0: comparer les solutions de rechange',
      paragraphs: [
        'Appliquez les mêmes étapes aux options que vous choisiriez autrement\u00a0: louer un bâtiment, louer des locaux temporaires, acheter une unité mobile neuve ou confier le service à un tiers. Le bon choix est celui qui offre le meilleur rendement pour un risque acceptable, et le moment compte aussi\u00a0: une unité d’occasion en bon état peut être en service en quelques semaines, puisque la livraison prend de 7 à 21 jours une fois organisée.',
      ],
    },
    {
      heading: 'Mettre vos hypothèses à l’épreuve',
      paragraphs: [
        'Calculez le résultat pour une année creuse et pour une année chargée, pas seulement pour l’année attendue. Demandez-vous combien de journées de clinique vous perdez si l’unique génératrice tombe en panne, et ce que cela coûte\u00a0; si la réponse est élevée, ajoutez la deuxième génératrice offerte en option. Demandez au vendeur les registres d’entretien et les renseignements sur la garantie pour évaluer l’entretien à prévoir.',
        `Une fois vos chiffres entrés, la fiche technique et les documents de ${unit} combleront les dernières lacunes. Communiquez avec ${SITE_SETTINGS.sellerName} pour obtenir une soumission de livraison jusqu’à votre site, afin que le coût initial de l’étape 1 soit complet.`,
      ],
    },
  ],
};

export const FRENCH_RESOURCE_ARTICLES: Readonly<Record<ResourceGuideSlug, ResourceArticle>> = {
  'buying-guide': BUYING_GUIDE,
  'compliance-guide': COMPLIANCE_GUIDE,
  'maintenance-guide': MAINTENANCE_GUIDE,
  'roi-guide': ROI_GUIDE,
};
