/**
 * Bibliography: every published reference a formula or constant rests on.
 * Real references only; the catalogues publish this list verbatim.
 */
export interface Reference {
  id: string
  authors: string
  /** The author line is one corporate name with commas of its own, not a list. */
  corporateAuthor?: true
  year: number
  /** As published: what the service adds about the work goes in `note`. */
  title: string
  /** What the service uses of the work, or where in it (an appendix, a file): said beside the title, never in it. */
  note?: string
  /** Journal with volume and pages, or the publisher of a book or report. */
  publishedIn: string
  doi?: string
  url?: string
}

export const references = {
  mifflin1990: {
    id: 'mifflin1990',
    authors: 'Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO',
    year: 1990,
    title: 'A new predictive equation for resting energy expenditure in healthy individuals',
    publishedIn: 'American Journal of Clinical Nutrition 51(2):241-247',
    doi: '10.1093/ajcn/51.2.241',
  },
  roza1984: {
    id: 'roza1984',
    authors: 'Roza AM, Shizgal HM',
    year: 1984,
    title: 'The Harris Benedict equation reevaluated: resting energy requirements and the body cell mass',
    publishedIn: 'American Journal of Clinical Nutrition 40(1):168-182',
    doi: '10.1093/ajcn/40.1.168',
  },
  cunningham1980: {
    id: 'cunningham1980',
    authors: 'Cunningham JJ',
    year: 1980,
    title: 'A reanalysis of the factors influencing basal metabolic rate in normal adults',
    publishedIn: 'American Journal of Clinical Nutrition 33(11):2372-2374',
    doi: '10.1093/ajcn/33.11.2372',
  },
  cunningham1991: {
    id: 'cunningham1991',
    authors: 'Cunningham JJ',
    year: 1991,
    title: 'Body composition as a determinant of energy expenditure: a synthetic review and a proposed general prediction equation',
    publishedIn: 'American Journal of Clinical Nutrition 54(6):963-969',
    doi: '10.1093/ajcn/54.6.963',
  },
  wishnofsky1958: {
    id: 'wishnofsky1958',
    authors: 'Wishnofsky M',
    year: 1958,
    title: 'Caloric equivalents of gained or lost weight',
    publishedIn: 'American Journal of Clinical Nutrition 6(5):542-546',
    doi: '10.1093/ajcn/6.5.542',
  },
  harvardCalories: {
    id: 'harvardCalories',
    authors: 'Harvard Health Publishing (Harvard Medical School)',
    year: 2018,
    title: 'Calorie counting made easy',
    publishedIn: 'Harvard Health Publishing',
    url: 'https://www.health.harvard.edu/staying-healthy/calorie-counting-made-easy',
  },
  nice2006: {
    id: 'nice2006',
    authors: 'National Institute for Health and Clinical Excellence',
    year: 2006,
    title:
      'Obesity: guidance on the prevention, identification, assessment and management of overweight and obesity in adults and children',
    note: 'Clinical guideline CG43, since replaced by later NICE guidance',
    publishedIn: 'NICE, London',
    url: 'https://www.nice.org.uk/guidance/cg43',
  },
  hodgdon1984men: {
    id: 'hodgdon1984men',
    authors: 'Hodgdon JA, Beckett MB',
    year: 1984,
    title: 'Prediction of percent body fat for U.S. Navy men from body circumferences and height',
    publishedIn: 'Naval Health Research Center, San Diego, Report No. 84-11',
    doi: '10.21236/ADA143890',
  },
  hodgdon1984women: {
    id: 'hodgdon1984women',
    authors: 'Hodgdon JA, Beckett MB',
    year: 1984,
    title: 'Prediction of percent body fat for U.S. Navy women from body circumferences and height',
    publishedIn: 'Naval Health Research Center, San Diego, Report No. 84-29',
    doi: '10.21236/ADA146456',
  },
  aceBodyFat: {
    id: 'aceBodyFat',
    authors: 'American Council on Exercise',
    year: 2009,
    title: 'Percent body fat norms for men and women',
    note: 'ACE body fat categories',
    publishedIn: 'American Council on Exercise',
    url: 'https://www.acefitness.org/resources/everyone/tools-calculators/percent-body-fat-calculator/',
  },
  who2007GrowthReference: {
    id: 'who2007GrowthReference',
    authors: 'de Onis M, Onyango AW, Borghi E, Siyam A, Nishida C, Siekmann J',
    year: 2007,
    title: 'Development of a WHO growth reference for school-aged children and adolescents',
    publishedIn: 'Bulletin of the World Health Organization 85(9):660-667',
    url: 'https://doi.org/10.2471/BLT.07.043497',
  },
  cederholm2019: {
    id: 'cederholm2019',
    authors:
      'Cederholm T, Jensen GL, Correia MITD, Gonzalez MC, Fukushima R, Higashiguchi T, Baptista G, Barazzoni R, Blaauw R, Coats A, Crivelli A, Evans DC, Gramlich L, Fuchs-Tarlovsky V, Keller H, Llido L, Malone A, Mogensen KM, Morley JE, Muscaritoli M, Nyulasi I, Pirlich M, Pisprasert V, de van der Schueren MAE, Siltharm S, Singer P, Tappenden K, Velasco N, Waitzberg D, Yamwong P, Yu J, Van Gossum A, Compher C',
    year: 2019,
    title: 'GLIM criteria for the diagnosis of malnutrition - A consensus report from the global clinical nutrition community',
    publishedIn: 'Clinical Nutrition 38(1):1-9',
    doi: '10.1016/j.clnu.2018.08.002',
  },
  volkert2019: {
    id: 'volkert2019',
    authors:
      'Volkert D, Beck AM, Cederholm T, Cruz-Jentoft A, Goisser S, Hooper L, Kiesswetter E, Maggio M, Raynaud-Simon A, Sieber CC, Sobotka L, van Asselt D, Wirth R, Bischoff SC',
    year: 2019,
    title: 'ESPEN guideline on clinical nutrition and hydration in geriatrics',
    publishedIn: 'Clinical Nutrition 38(1):10-47',
    doi: '10.1016/j.clnu.2018.05.024',
  },
  who2000: {
    id: 'who2000',
    authors: 'World Health Organization',
    year: 2000,
    title: 'Obesity: preventing and managing the global epidemic. Report of a WHO consultation',
    publishedIn: 'WHO Technical Report Series 894, Geneva',
    url: 'https://iris.who.int/handle/10665/42330',
  },
  jager2017: {
    id: 'jager2017',
    authors: 'Jäger R, Kerksick CM, Campbell BI, et al.',
    year: 2017,
    title: 'International Society of Sports Nutrition Position Stand: protein and exercise',
    publishedIn: 'Journal of the International Society of Sports Nutrition 14:20',
    doi: '10.1186/s12970-017-0177-8',
  },
  hector2018: {
    id: 'hector2018',
    authors: 'Hector AJ, Phillips SM',
    year: 2018,
    title: 'Protein recommendations for weight loss in elite athletes: a focus on body composition and performance',
    publishedIn: 'International Journal of Sport Nutrition and Exercise Metabolism 28(2):170-177',
    doi: '10.1123/ijsnem.2017-0273',
  },
  iomMacronutrients2005: {
    id: 'iomMacronutrients2005',
    authors: 'Food and Nutrition Board of the Institute of Medicine',
    year: 2005,
    title:
      'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (Macronutrients)',
    publishedIn: 'National Academies Press, Washington DC',
    doi: '10.17226/10490',
  },
  iomWater2005: {
    id: 'iomWater2005',
    authors: 'Food and Nutrition Board of the Institute of Medicine',
    year: 2005,
    title: 'Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate',
    publishedIn: 'National Academies Press, Washington DC',
    doi: '10.17226/10925',
  },
  efsaWater2010: {
    id: 'efsaWater2010',
    authors: 'EFSA Panel on Dietetic Products, Nutrition, and Allergies (NDA)',
    corporateAuthor: true,
    year: 2010,
    title: 'Scientific Opinion on Dietary Reference Values for water',
    publishedIn: 'EFSA Journal 8(3):1459',
    doi: '10.2903/j.efsa.2010.1459',
  },
  dga2020: {
    id: 'dga2020',
    authors: 'U.S. Department of Agriculture, U.S. Department of Health and Human Services',
    year: 2020,
    title: 'Dietary Guidelines for Americans, 2020-2025 (9th edition)',
    publishedIn: 'USDA and HHS',
    url: 'https://www.dietaryguidelines.gov/',
  },
  sawka2007: {
    id: 'sawka2007',
    authors: 'Sawka MN, Burke LM, Eichner ER, Maughan RJ, Montain SJ, Stachenfeld NS',
    year: 2007,
    title: 'American College of Sports Medicine position stand. Exercise and fluid replacement',
    publishedIn: 'Medicine & Science in Sports & Exercise 39(2):377-390',
    doi: '10.1249/mss.0b013e31802ca597',
  },
  fao2004: {
    id: 'fao2004',
    authors: 'Food and Agriculture Organization of the United Nations, World Health Organization, United Nations University',
    year: 2004,
    title: 'Human energy requirements: report of a Joint FAO/WHO/UNU Expert Consultation, Rome, 17-24 October 2001',
    publishedIn: 'FAO Food and Nutrition Technical Report Series 1, Rome',
    url: 'https://www.fao.org/4/y5686e/y5686e00.htm',
  },
  thurber2019: {
    id: 'thurber2019',
    authors: 'Thurber C, Dugas LR, Ocobock C, Carlson B, Speakman JR, Pontzer H',
    year: 2019,
    title: 'Extreme events reveal an alimentary limit on sustained maximal human energy expenditure',
    publishedIn: 'Science Advances 5(6): eaaw0341',
    doi: '10.1126/sciadv.aaw0341',
  },
  fryar2021: {
    id: 'fryar2021',
    authors: 'Fryar CD, Carroll MD, Gu Q, Afful J, Ogden CL',
    year: 2021,
    title: 'Anthropometric reference data for children and adults: United States, 2015-2018',
    publishedIn: 'National Center for Health Statistics, Vital and Health Statistics Series 3, No. 46',
    url: 'https://www.cdc.gov/nchs/data/series/sr_03/sr03-046-508.pdf',
  },
  hall2011: {
    id: 'hall2011',
    authors: 'Hall KD, Sacks G, Chandramohan D, Chow CC, Wang YC, Gortmaker SL, Swinburn BA',
    year: 2011,
    title: 'Quantification of the effect of energy imbalance on bodyweight',
    note: 'with its web appendix',
    publishedIn: 'The Lancet 378(9793):826-837',
    doi: '10.1016/S0140-6736(11)60812-X',
  },
  hall2008: {
    id: 'hall2008',
    authors: 'Hall KD',
    year: 2008,
    title: 'What is the required energy deficit per unit weight loss?',
    publishedIn: 'International Journal of Obesity 32(3):573-576',
    doi: '10.1038/sj.ijo.0803720',
  },
  walkerHackersDiet: {
    id: 'walkerHackersDiet',
    authors: 'Walker J',
    year: 1991,
    title: "The Hacker's Diet: How to Lose Weight and Hair Through Stress and Poor Nutrition",
    note: 'the trend: chapter Signal and Noise',
    publishedIn: 'Fourmilab, online edition',
    url: 'https://www.fourmilab.ch/hackdiet/',
  },
  jackson2002: {
    id: 'jackson2002',
    authors: 'Jackson AS, Stanforth PR, Gagnon J, Rankinen T, Leon AS, Rao DC, Skinner JS, Bouchard C, Wilmore JH',
    year: 2002,
    title: 'The effect of sex, age and race on estimating percentage body fat from body mass index: the Heritage Family Study',
    publishedIn: 'International Journal of Obesity 26(6):789-796',
    doi: '10.1038/sj.ijo.0802006',
  },
  silva2005: {
    id: 'silva2005',
    authors: 'Silva AM, Wang J, Pierson RN Jr, Wang Z, Heymsfield SB, Sardinha LB, Heshka S',
    year: 2005,
    title: 'Extracellular water: greater expansion with age in African Americans',
    publishedIn: 'Journal of Applied Physiology 99(1):261-267',
    doi: '10.1152/japplphysiol.01317.2004',
  },
  bwPackage: {
    id: 'bwPackage',
    authors: 'Camacho-García-Formentí D, Zepeda-Tello R (Instituto Nacional de Salud Pública, Mexico)',
    year: 2018,
    title: 'bw: Dynamic Body Weight Models for Children and Adults',
    note: 'R package; adult model in src/adult_weight.cpp, MIT licence',
    publishedIn: 'GitHub, INSP-RH/bw',
    url: 'https://github.com/INSP-RH/bw',
  },
  nistSp811: {
    id: 'nistSp811',
    authors: 'Thompson A, Taylor BN',
    year: 2008,
    title: 'Guide for the Use of the International System of Units (SI)',
    publishedIn: 'NIST Special Publication 811, 2008 edition, National Institute of Standards and Technology, Gaithersburg MD',
    doi: '10.6028/NIST.SP.811e2008',
  },
} satisfies Record<string, Reference>

export type ReferenceId = keyof typeof references
