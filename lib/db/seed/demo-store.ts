import type { stores } from "../schema/stores";

export const DEMO_URL_KEY = "demo";
export const DEMO_COMPANY = { name: "Carta Demo", urlName: "cartademo" };

export const demoStore = {
  urlKey: DEMO_URL_KEY,
  name: "Carta Demo Lounge",
  address: "Минск, проспект Независимости, 1",
  description: "Кухня, бар, кальяны и настольные игры в самом центре Минска.",
  phones: [
    { phone: "+375291234567", description: "Бронирование столов" },
    { phone: "+375173001122", description: "Бар" },
  ],
  workingHours: [
    { days: [1, 2, 3, 4], opens: "10:00", closes: "23:00" },
    { days: [5, 6], opens: "10:00", closes: "02:00" },
    { days: [7], opens: "12:00", closes: "23:00" },
  ],
  socialLinks: {
    website: "https://carta.example/demo",
    instagram: "https://instagram.com/cartademo",
    telegram: "https://t.me/cartademo",
    tripadvisor: "https://www.tripadvisor.com/Restaurant_Review-carta-demo",
  },
  seoTitle: "Carta Demo Lounge — menu",
  seoDescription: "The menu of Carta Demo Lounge: kitchen, drinks, hookahs and games.",
  menuInfo: "Цены в BYN. Об аллергенах спросите официанта.",
  currency: "BYN",
  timezone: "Europe/Minsk",
  primaryLocale: "ru",
  contentLocales: ["ru", "en", "zh", "ar", "tr", "fr"],
} satisfies Partial<typeof stores.$inferInsert>;
