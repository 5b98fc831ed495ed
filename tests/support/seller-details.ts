/** An operator's real-looking seller details (SELLER_*): servers started by the tests print them on invoices. */
export const SELLER_DETAILS = {
  SELLER_NAME: "ООО «Карта Сервис»",
  SELLER_VAT_NUMBER: "193456783",
  SELLER_ADDRESS: "220004, г. Минск, ул. Немига, 5, офис 12",
  SELLER_BANK_NAME: "ОАО «Приорбанк»",
  SELLER_IBAN: "BY20OLMP31350000001000000933",
  SELLER_BIC: "PJCBBY2X",
  SELLER_PHONE: "+375 17 200-00-00",
};
