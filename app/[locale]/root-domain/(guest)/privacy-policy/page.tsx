import { legalDocumentPage } from "@/components/legal/legal-document-page";

const page = legalDocumentPage("privacy-policy");
export const generateMetadata = page.generateMetadata;
export default page.Page;
