import type { storeTranslations } from "../schema/store-translations";

type DemoStoreText = Omit<typeof storeTranslations.$inferInsert, "storeId" | "companyId">;

/** The demo venue's own texts in its languages besides Russian, the primary one kept in demo-store.ts. */
export const demoStoreTexts: DemoStoreText[] = [
  {
    locale: "en",
    description: "Kitchen, bar, hookahs and board games in the heart of Minsk.",
    address: "Minsk, Independence Avenue 1",
    menuInfo: "Prices in BYN. Ask your waiter about allergens.",
    phoneLabels: { "+375291234567": "Table reservations", "+375173001122": "Bar" },
  },
  {
    locale: "zh",
    description: "位于明斯克市中心的餐厅、酒吧、水烟与桌游。",
    address: "明斯克，独立大道 1 号",
    menuInfo: "价格以白俄罗斯卢布计。如需了解过敏原信息，请咨询服务员。",
    phoneLabels: { "+375291234567": "订座", "+375173001122": "酒吧" },
  },
  {
    locale: "ar",
    description: "مطبخ وبار وشيشة وألعاب طاولة في قلب مينسك.",
    address: "مينسك، جادة الاستقلال 1",
    menuInfo: "الأسعار بالروبل البيلاروسي. اسأل النادل عن مسببات الحساسية.",
    phoneLabels: { "+375291234567": "حجز الطاولات", "+375173001122": "البار" },
  },
  {
    locale: "tr",
    description: "Minsk'in kalbinde mutfak, bar, nargile ve kutu oyunları.",
    address: "Minsk, Bağımsızlık Caddesi 1",
    menuInfo: "Fiyatlar BYN cinsindendir. Alerjenler için garsonunuza danışın.",
    phoneLabels: { "+375291234567": "Masa rezervasyonu", "+375173001122": "Bar" },
  },
  {
    locale: "fr",
    description: "Cuisine, bar, chichas et jeux de société au cœur de Minsk.",
    address: "Minsk, 1 avenue de l’Indépendance",
    menuInfo: "Prix en BYN. Demandez à votre serveur pour les allergènes.",
    phoneLabels: { "+375291234567": "Réservations", "+375173001122": "Bar" },
  },
];
